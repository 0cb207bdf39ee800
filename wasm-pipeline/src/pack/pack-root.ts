import type { ZipEntry } from "../zip/entry.js";

/**
 * Finds the folder a pack is wrapped in ("MyPack/pack.mcmeta", as zipping a folder produces), or ""
 * when the pack sits at the archive root. Only one wrapping folder holding every file counts, and
 * only when it looks like a pack (a pack.mcmeta or an assets folder inside it).
 */
export function findWrapperFolder(entries: readonly ZipEntry[]): string {
  const files = entries.filter((e) => !e.isDirectory);
  const first = files[0]?.name;
  const slash = first?.indexOf("/") ?? -1;
  if (!first || slash <= 0) return "";
  const folder = first.slice(0, slash + 1);
  if (!files.every((e) => e.name.startsWith(folder))) return "";
  const looksLikePack = files.some((e) => e.name === `${folder}pack.mcmeta` || e.name.startsWith(`${folder}assets/`));
  return looksLikePack ? folder : "";
}
