import { projectPackPath } from "@greenhouse/wasm-pipeline";
import { strToU8, unzipSync, zipSync } from "fflate";

/** A project file's bytes at its project path. */
export interface ProjectEntry {
  path: string;
  bytes: Uint8Array;
}

export interface ExportChoices {
  includeNormal: boolean;
  includeSpecular: boolean;
  generateHeight: boolean;
}

/** pack.mcmeta for a project that has none (1.21-1.21.1 format; the description names the project). */
export function packMcmeta(projectName: string): string {
  return `${JSON.stringify({ pack: { pack_format: 34, description: `${projectName} (LabPBR 1.3)` } }, null, 2)}\n`;
}

/**
 * Lays the project's files out as a resource pack archive the converter can read: the pack's own
 * pack.mcmeta (a converted pack's, stored at the project's root) stays at the root, every other file,
 * animation `.mcmeta`s included, goes to its pack path beside its texture.
 */
export function projectToPackZip(projectName: string, entries: readonly ProjectEntry[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    files[entry.path === "pack.mcmeta" ? entry.path : projectPackPath(entry.path)] = entry.bytes;
  }
  if (!Object.keys(files).some((path) => path === "pack.mcmeta"))
    files["pack.mcmeta"] = strToU8(packMcmeta(projectName));
  return zipSync(files, { level: 0 });
}

const isNormalMap = (path: string) => /_n\.png(\.mcmeta)?$/i.test(path);
const isSpecularMap = (path: string) => /_s\.png(\.mcmeta)?$/i.test(path);

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
