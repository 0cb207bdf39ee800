import {
  ownArchiveLimits,
  type RawImage,
  readCentralDirectory,
  readEntry,
  type ZipEntry,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { rangedZipSource } from "../api/ranged-zip";
import type { MapKind } from "../lib/channels";
import { materialPaths } from "../lib/material-paths";
import { type TextureAnimation, textureAnimation } from "../lib/texture-animation";
import { decodeInWorker } from "../pipeline/bridge";
import { type PreviewMaps, useConvertSession } from "./convert-session";

/** A job's converted pack, read by ranges, and its central directory by entry name. */
interface JobPack {
  source: ZipSource;
  entries: Map<string, ZipEntry>;
}

// One central directory per job per page: opening several files of the same pack reads only their entries.
const packs = new Map<string, Promise<JobPack>>();

function jobPack(jobId: string): Promise<JobPack> {
  let pending = packs.get(jobId);
  if (!pending) {
    pending = (async () => {
      const source = await rangedZipSource(`/api/jobs/${jobId}/download`);
      const entries = await readCentralDirectory(source, ownArchiveLimits);
      return { source, entries: new Map(entries.map((entry) => [entry.name, entry])) };
    })();
    pending.catch(() => packs.delete(jobId));
    packs.set(jobId, pending);
  }
  return pending;
}

/** The named entries of a job's converted pack (those it has). */
async function jobEntries(jobId: string, paths: readonly string[]): Promise<Record<string, Uint8Array>> {
  const { source, entries } = await jobPack(jobId);
  const found: Record<string, Uint8Array> = {};
  for (const path of paths) {
    const entry = entries.get(path);
    if (entry) found[path] = await readEntry(source, entry);
  }
  return found;
}

const MAP_KINDS = ["base", "normal", "specular"] as const;

/**
 * The animation of a converted texture, from the first map that has a `.mcmeta` beside it (the
 * converter copies the texture's to `_n` and `_s`).
 */
function animationOf(
  maps: Partial<Record<MapKind, RawImage>>,
  mcmetas: Partial<Record<MapKind, Uint8Array>>,
): TextureAnimation | null {
  for (const kind of MAP_KINDS) {
    const image = maps[kind];
    const mcmeta = mcmetas[kind];
    if (image && mcmeta) return textureAnimation(new TextDecoder().decode(mcmeta), image.width, image.height);
  }
  return null;
}

/** Opens one texture of a completed job in the previewer with its `_n` and `_s` maps, animated if it is. */
export function useJobFilePreview() {
  const { setPreview } = useConvertSession();
  return useMutation({
    mutationFn: async ({ jobId, path }: { jobId: string; path: string }) => {
      const paths = materialPaths(path);
      const images = MAP_KINDS.map((kind) => paths[kind]);
      const entries = await jobEntries(jobId, [...images, ...images.map((image) => `${image}.mcmeta`)]);
      const maps: Partial<Record<MapKind, RawImage>> = {};
      const mcmetas: Partial<Record<MapKind, Uint8Array>> = {};
      for (const kind of MAP_KINDS) {
        const bytes = entries[paths[kind]];
        if (bytes) maps[kind] = await decodeInWorker(bytes, paths[kind]);
        const mcmeta = entries[`${paths[kind]}.mcmeta`];
        if (mcmeta) mcmetas[kind] = mcmeta;
      }
      if (Object.keys(maps).length === 0) throw new Error(`${path} is not in the converted pack`);
      const fileName = (file: string) => file.split("/").pop() ?? file;
      const names = { base: fileName(paths.base), normal: fileName(paths.normal), specular: fileName(paths.specular) };
      const opened = (["normal", "specular"] as const).find((kind) => paths[kind] === path) ?? "base";
      const animation = animationOf(maps, mcmetas);
      const preview: PreviewMaps = {
        name: fileName(path),
        maps,
        names,
        focus: maps[opened] ? opened : "base",
        ...(animation ? { animation } : {}),
      };
      return preview;
    },
    onSuccess: setPreview,
    onError: (error) =>
      toast({ title: "Preview unavailable", description: (error as Error).message, variant: "destructive" }),
  });
}
