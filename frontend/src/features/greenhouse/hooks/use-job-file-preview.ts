import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { fetchJobResult } from "../api/jobs";
import type { MapKind } from "../lib/channels";
import { materialPaths } from "../lib/material-paths";
import { decodeInWorker, unzipInWorker } from "../pipeline/bridge";
import { type PreviewMaps, useConvertSession } from "./convert-session";

// One download per job per page: opening several files of the same pack reuses the bytes.
const results = new Map<string, Promise<Uint8Array>>();

function jobResultBytes(jobId: string): Promise<Uint8Array> {
  let pending = results.get(jobId);
  if (!pending) {
    pending = fetchJobResult(jobId).then(async (blob) => new Uint8Array(await blob.arrayBuffer()));
    pending.catch(() => results.delete(jobId));
    results.set(jobId, pending);
  }
  return pending;
}

/** Opens one texture of a completed job in the previewer with its `_n` and `_s` maps. */
export function useJobFilePreview() {
  const { setPreview } = useConvertSession();
  return useMutation({
    mutationFn: async ({ jobId, path }: { jobId: string; path: string }) => {
      const zip = await jobResultBytes(jobId);
      const paths = materialPaths(path);
      const entries = await unzipInWorker(zip, [paths.base, paths.normal, paths.specular]);
      const maps: Partial<Record<MapKind, RawImage>> = {};
      for (const kind of ["base", "normal", "specular"] as const) {
        const bytes = entries[paths[kind]];
        if (bytes) maps[kind] = await decodeInWorker(bytes, paths[kind]);
      }
      if (Object.keys(maps).length === 0) throw new Error(`${path} is not in the converted pack`);
      const fileName = (file: string) => file.split("/").pop() ?? file;
      const names = { base: fileName(paths.base), normal: fileName(paths.normal), specular: fileName(paths.specular) };
      const opened = (["normal", "specular"] as const).find((kind) => paths[kind] === path) ?? "base";
      const preview: PreviewMaps = { name: fileName(path), maps, names, focus: maps[opened] ? opened : "base" };
      return preview;
    },
    onSuccess: setPreview,
    onError: (error) =>
      toast({ title: "Preview unavailable", description: (error as Error).message, variant: "destructive" }),
  });
}
