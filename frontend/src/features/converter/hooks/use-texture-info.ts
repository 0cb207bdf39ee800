import { decodeImageFrames, ImageDecodeError, readImageHeader } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { useMutation } from "@tanstack/react-query";
import { formatMismatch, textureProblem } from "../../../lib/texture-problem";

export interface TextureInfo {
  name: string;
  width: number;
  height: number;
  bytes: number;
}

async function readTextureInfo(file: File): Promise<TextureInfo> {
  await initBrowserCodecs();
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    // Every accepted type (PNG, JPG, TIFF, TGA), decoded whole: a file the job could not read is told
    // now, not after its upload.
    const mismatch = formatMismatch(file.name, readImageHeader(bytes, file.name).format);
    if (mismatch) throw new Error(mismatch);
    const { image } = await decodeImageFrames(bytes, { filename: file.name });
    return { name: file.name, width: image.width, height: image.height, bytes: file.size };
  } catch (error) {
    throw error instanceof ImageDecodeError ? new Error(textureProblem(error)) : error;
  }
}

/** Decodes a texture on this device with the shared pipeline (no canvas, so values stay exact). */
export function useTextureInfo() {
  return useMutation({ mutationFn: readTextureInfo });
}
