import type { ZipEntry } from "../zip/entry.js";
import { isSystemFile } from "../zip/system-files.js";

/**
 * Finds the folder a pack is wrapped in ("MyPack/pack.mcmeta", as zipping a folder produces, or
 * deeper: "Downloads/MyPack/assets/..."), or "" when the pack sits at the archive root. It is the
 * shallowest folder holding a pack.mcmeta or an assets folder, and only when it holds every file
 * (files the operating system added, such as macOS's `__MACOSX/`, do not count).
 */
export function findWrapperFolder(entries: readonly ZipEntry[]): string {
  const files = entries.filter((e) => !e.isDirectory && !isSystemFile(e.name)).map((e) => e.name);
  let folder: string | undefined;
  for (const name of files) {
    if (name === "pack.mcmeta" || name.startsWith("assets/")) return "";
    const holder = /^(.+?\/)(?:pack\.mcmeta$|assets\/)/.exec(name)?.[1];
    if (holder && (folder === undefined || holder.length < folder.length)) folder = holder;
  }
  if (folder === undefined) return "";
  const wrapper = folder;
  return files.every((name) => name.startsWith(wrapper)) ? wrapper : "";
}
