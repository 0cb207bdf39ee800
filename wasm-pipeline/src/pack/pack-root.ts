import type { ZipEntry } from "../zip/entry.js";
import { isSystemFile } from "../zip/system-files.js";

/**
 * Finds the folder a pack is wrapped in ("MyPack/pack.mcmeta", as zipping a folder produces, or
 * deeper: "Downloads/MyPack/assets/..."), or "" when the pack sits at the archive root. It is the
 * shallowest folder holding a pack.mcmeta or an assets folder, and only when it holds every file
 * (files the operating system added, such as macOS's `__MACOSX/`, do not count).
 */
export function findWrapperFolder(entries: readonly ZipEntry[]): string {
  // One walk that stops at the first file at the root (a pack not wrapped: the common case, found at
  // once), instead of listing every file first.
  let folder: string | undefined;
  for (const entry of entries) {
    if (entry.isDirectory || isSystemFile(entry.name)) continue;
    const name = entry.name;
    if (name === "pack.mcmeta" || name.startsWith("assets/")) return "";
    const holder = /^(.+?\/)(?:pack\.mcmeta$|assets\/)/.exec(name)?.[1];
    if (holder && (folder === undefined || holder.length < folder.length)) folder = holder;
  }
  if (folder === undefined) return "";
  const wrapper = folder;
  return entries.every((e) => e.isDirectory || isSystemFile(e.name) || e.name.startsWith(wrapper)) ? wrapper : "";
}
