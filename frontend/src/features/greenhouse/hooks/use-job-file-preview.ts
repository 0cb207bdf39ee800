import {
  ownArchiveLimits,
  readCentralDirectory,
  readEntry,
  type ZipEntry,
  type ZipSource,
} from "@greenhouse/wasm-pipeline";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import { rangedZipSource } from "../api/ranged-zip";
import { materialPaths } from "../lib/material-paths";
import { useConvertSession } from "./convert-session";
import { loadMaterialPreview } from "./material-preview";

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

/** Opens one texture of a completed job in the previewer with its `_n` and `_s` maps, animated if it is. */
export function useJobFilePreview() {
  const { setPreview } = useConvertSession();
  return useMutation({
    mutationFn: async ({ jobId, path }: { jobId: string; path: string }) => {
      const paths = materialPaths(path);
      const images = [paths.base, paths.normal, paths.specular];
      const entries = await jobEntries(jobId, [...images, ...images.map((image) => `${image}.mcmeta`)]);
      return loadMaterialPreview(path, async (wanted) => entries[wanted]);
    },
    onSuccess: setPreview,
    onError: (error) =>
      toast({ title: "Preview unavailable", description: (error as Error).message, variant: "destructive" }),
  });
}
