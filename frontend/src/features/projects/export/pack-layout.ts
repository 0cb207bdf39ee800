import { projectPackPath, unmarkPackDescription } from "@greenhouse/wasm-pipeline";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { ExportChoices } from "./export-choices";

/** A project file's bytes at its project path. */
export interface ProjectEntry {
  path: string;
  bytes: Uint8Array;
}

export type { ExportChoices } from "./export-choices";

const isNormalMap = (path: string) => /_n\.png(\.mcmeta)?$/i.test(path);
const isSpecularMap = (path: string) => /_s\.png(\.mcmeta)?$/i.test(path);

/**
 * pack.mcmeta for a project that has none (1.21-1.21.1 format; the description names the project, and
 * says LabPBR 1.3 only when the pack has maps).
 */
export function packMcmeta(projectName: string, labPbr = true): string {
  const description = labPbr ? `${projectName} (LabPBR 1.3)` : projectName;
  return `${JSON.stringify({ pack: { pack_format: 34, description } }, null, 2)}\n`;
}

/**
 * Lays the project's files out as a resource pack archive the converter can read: the pack's own
 * pack.mcmeta (a converted pack's, stored at the project's root) stays at the root, every other file,
 * animation `.mcmeta`s included, goes to its pack path beside its texture.
 */
export function projectToPackZip(projectName: string, entries: readonly ProjectEntry[], labPbr = true): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    files[entry.path === "pack.mcmeta" ? entry.path : projectPackPath(entry.path)] = entry.bytes;
  }
  if (!Object.keys(files).some((path) => path === "pack.mcmeta"))
    files["pack.mcmeta"] = strToU8(packMcmeta(projectName, labPbr));
  return zipSync(files, { level: 0 });
}

/**
 * The project's textures as a plain resource pack, for an export with both map kinds off: no
 * conversion, no `_n`/`_s` (a project's own maps are left out too), no texture.properties, and a
 * pack.mcmeta that does not claim LabPBR (a converted pack's stored one loses its mark). Declaring
 * `format=lab-pbr/1.3` for a pack without a single map told shaders to look for maps that are not there.
 */
export function texturesOnlyZip(projectName: string, entries: readonly ProjectEntry[]): Uint8Array {
  const kept = entries
    .filter((entry) => !isNormalMap(entry.path) && !isSpecularMap(entry.path))
    .map((entry) => (entry.path === "pack.mcmeta" ? { ...entry, bytes: unmarkPackDescription(entry.bytes) } : entry));
  return projectToPackZip(projectName, kept, false);
}

/** Drops the map kinds the export settings leave out (and their animation files). */
export function filterMaps(zip: Uint8Array, choices: ExportChoices): Uint8Array {
  if (choices.includeNormal && choices.includeSpecular) return zip;
  const entries = unzipSync(zip);
  for (const path of Object.keys(entries)) {
    if ((!choices.includeNormal && isNormalMap(path)) || (!choices.includeSpecular && isSpecularMap(path))) {
      delete entries[path];
    }
  }
  return zipSync(entries, { level: 6 });
}
