import { decodePng } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { useMutation } from "@tanstack/react-query";

export interface TextureInfo {
  name: string;
  width: number;
  height: number;
  bytes: number;
}

async function readTextureInfo(file: File): Promise<TextureInfo> {
  await initBrowserCodecs();
  const image = await decodePng(new Uint8Array(await file.arrayBuffer()));
  return { name: file.name, width: image.width, height: image.height, bytes: file.size };
}

/** Decodes a texture on this device with the shared pipeline (no canvas, so values stay exact). */
export function useTextureInfo() {
  return useMutation({ mutationFn: readTextureInfo });
}
