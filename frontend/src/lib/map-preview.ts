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

/**
 * Whether an `<img>` draws the file by its name: PNG, JPEG, GIF, BMP and WebP do; TGA and TIFF (which a
 * project keeps as uploaded) do not, so their previews are made by the pipeline.
 */
export function browserDrawsByName(fileName: string): boolean {
  return !/\.(tga|tiff?)$/i.test(fileName);
}

/** Started on first use: only someone previewing a LabPBR map, a TGA or a TIFF loads the codecs. */
const client = new WorkerClient<MapPreviewRequest, MapPreviewResponse, Uint8Array>({
  start: () => new Worker(new URL("./map-preview.worker.ts", import.meta.url), { type: "module", name: "map-preview" }),
  read: (response) =>
    response.ok ? { id: response.id, result: response.png } : { id: response.id, error: new Error(response.error) },
  crashMessage: "The map preview stopped",
});

/** A PNG of the file (with every alpha at 255 when `opaque`), made off the main thread. */
export async function pipelinePreview(
  source: Blob | string,
  name: string,
  opaque: boolean,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = typeof source === "string" ? await fetch(source, { signal }) : null;
  if (response && !response.ok) throw new Error(`The file could not be read (${response.status})`);
  const blob = response ? await response.blob() : (source as Blob);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const png = await client.call({ name, bytes, opaque }, [bytes.buffer], { signal });
  return new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" });
}

/**
 * The URL a preview `<img>` shows for a file: the file itself, or a PNG the pipeline makes of it, opaque
 * for a LabPBR map, with its own alpha for a TGA or TIFF (null while it is made). If the pipeline cannot
 * read it, the file itself, for the `<img>` to try. An object URL made here is revoked when it changes.
 */
export function usePreviewUrl(source: Blob | string | null, name: string): string | null {
  const opaque = alphaIsDataByName(name);
  const viaPipeline = source !== null && (opaque || !browserDrawsByName(name));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (source === null) {
      setUrl(null);
      return;
    }
    if (!viaPipeline) {
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
    pipelinePreview(source, name, opaque, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        own = URL.createObjectURL(blob);
        setUrl(own);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Unreadable by the pipeline: the file as the browser draws it is better than nothing.
        console.warn("Preview failed", error);
        own = typeof source === "string" ? null : URL.createObjectURL(source);
        setUrl(own ?? (source as string));
      },
    );
    return () => {
      controller.abort();
      if (own) URL.revokeObjectURL(own);
    };
  }, [source, name, opaque, viaPipeline]);
  return url;
}
