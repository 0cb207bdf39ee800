import type { TextureFile } from "@greenhouse/wasm-pipeline";

/** Rows the files panel renders at once; packs have thousands of files and the list polls every 5 s. */
export const FILE_LIST_LIMIT = 200;

/** Case-insensitive match on the file's path; an empty query matches everything. */
export function filterFiles(files: readonly TextureFile[], query: string): TextureFile[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...files];
  return files.filter((file) => file.originalPath.toLowerCase().includes(needle));
}
