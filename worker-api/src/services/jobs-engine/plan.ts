import { readCentralDirectory } from "@greenhouse/wasm-pipeline";
import type { PlannedEntry } from "./job-store.js";
import { R2WindowSource } from "./r2-source.js";
import { isMaterialTexture, mapPath } from "./texture-roles.js";
import type { JobInput } from "./types.js";

/**
 * Lists every entry a job will write, in output order: each zip's central directory (read by
 * ranges and safety-checked, never the whole pack) or the uploaded image itself. In batch jobs each
 * input goes into its own folder so names from different uploads cannot collide.
 */
export async function planInputs(
  bucket: R2Bucket,
  inputs: JobInput[],
  batch: boolean,
  generateMaps = true,
): Promise<PlannedEntry[]> {
  const planned: PlannedEntry[] = [];
  for (const [source, input] of inputs.entries()) {
    const prefix = batch ? `${String(source + 1).padStart(3, "0")}-${input.name.replace(/\.zip$/i, "")}/` : "";
    if (input.kind === "image") {
      planned.push({
        idx: planned.length,
        source,
        outName: prefix + input.name,
        zip: null,
        role: "texture",
        mcmetaIdx: null,
      });
      continue;
    }
    const entries = await readCentralDirectory(new R2WindowSource(bucket, input.key, input.size));
    const names = new Map(entries.map((entry, i) => [entry.name, i]));
    const first = planned.length;
    for (const [i, entry] of entries.entries()) {
      const texture =
        generateMaps && !entry.isDirectory && isMaterialTexture(entry.name) && !hasOwnMaps(entry.name, names);
      const mcmeta = texture ? names.get(`${entry.name}.mcmeta`) : undefined;
      planned.push({
        idx: first + i,
        source,
        outName: prefix + entry.name,
        zip: entry,
        role: texture ? "texture" : "copy",
        mcmetaIdx: mcmeta === undefined ? null : first + mcmeta,
      });
    }
  }
  return planned;
}

/** A texture that already ships LabPBR maps is kept as it is, never given a second `_n`/`_s`. */
function hasOwnMaps(name: string, names: Map<string, number>): boolean {
  return names.has(mapPath(name, "_n")) || names.has(mapPath(name, "_s"));
}
