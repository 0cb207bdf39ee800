import { isLabPbrMapName } from "@greenhouse/wasm-pipeline";
import { useEffect, useState } from "react";
import type { MapPreviewRequest, MapPreviewResponse } from "./map-preview-protocol";
import { WorkerClient } from "./worker-client";

/**
 * LabPBR maps (`_n`, `_s`, by the pipeline's `textureKind`, the rule Convert and the checks use) keep
 * data in alpha: height in `_n`, emission in `_s` (255 = none, so a real `_s` is often alpha 0
 * everywhere). Shown as they are they would be an empty checkerboard, so previews draw their RGB opaque.
 */
export function alphaIsDataByName(fileName: string): boolean {
  return isLabPbrMapName(fileName.slice(fileName.lastIndexOf("/") + 1));
}

/** Started on first use: only someone previewing a LabPBR map loads the codecs. */
const client = new WorkerClient<MapPreviewRequest, MapPreviewResponse, Uint8Array>({
  start: () => new Worker(new URL("./map-preview.worker.ts", import.meta.url), { type: "module", name: "map-preview" }),
  read: (response) =>
    response.ok ? { id: response.id, result: response.png } : { id: response.id, error: new Error(response.error) },
  crashMessage: "The map preview stopped",
});

/** A PNG of the file with every alpha at 255, made off the main thread. */
export async function opaquePreview(source: Blob | string, name: string, signal?: AbortSignal): Promise<Blob> {
  const blob = typeof source === "string" ? await (await fetch(source, { signal })).blob() : source;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const png = await client.call({ name, bytes }, [bytes.buffer], { signal });
  return new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" });
}

/**
 * The URL a preview `<img>` shows for a file: the file itself, or for a LabPBR map an opaque copy
 * (null while it is made, and if it cannot be). An object URL made here is revoked when it changes.
 */
export function usePreviewUrl(source: Blob | string | null, name: string): string | null {
  const opaque = source !== null && alphaIsDataByName(name);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (source === null) {
      setUrl(null);
      return;
    }
    if (!opaque) {
      if (typeof source === "string") {
        setUrl(source);
        return;
      }
      const own = URL.createObjectURL(source);
      setUrl(own);
      return () => URL.revokeObjectURL(own);
    }
    setUrl(null);
    const controller = new AbortController();
    let own: string | null = null;
    opaquePreview(source, name, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        own = URL.createObjectURL(blob);
        setUrl(own);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Unreadable by the pipeline: the file as the browser draws it is better than nothing.
        console.warn("Map preview failed", error);
        own = typeof source === "string" ? null : URL.createObjectURL(source);
        setUrl(own ?? (source as string));
      },
    );
    return () => {
      controller.abort();
      if (own) URL.revokeObjectURL(own);
    };
  }, [source, name, opaque]);
  return url;
}
