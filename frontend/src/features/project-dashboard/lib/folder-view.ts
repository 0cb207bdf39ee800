import type { ProjectFile } from "../../projects/api/types";
import { mapBasePath } from "../../projects/lib/texture-groups";

/** The folder a path sits in ("" for the project root). */
export const parentFolder = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** Breadcrumb segments from the root to `folder`, each with the folder path it opens. */
export function breadcrumbs(folder: string): { name: string; path: string }[] {
  const crumbs = [{ name: "root", path: "" }];
  if (folder === "") return crumbs;
  const parts = folder.split("/");
  parts.forEach((name, i) => {
    crumbs.push({ name, path: parts.slice(0, i + 1).join("/") });
  });
  return crumbs;
}

/**
 * Where a file sorts: by its texture's name without the extension, then the texture before its `_n` and
 * `_s`. By plain name a collator put `stone_n.png` and `stone_s.png` before `stone.png` (it orders "_"
 * before "."), and between `stone` and `stone_bricks` by name alone they could drift apart.
 */
function materialOrder(path: string): [string, number] {
  const base = mapBasePath(path);
  const stem = (base ?? path).replace(/\.[^./]+$/, "");
  return [stem, base === null ? 0 : /_n\.[^./]+$/.test(path) ? 1 : 2];
}

const collator = new Intl.Collator("en", { numeric: true });

function compareFiles(a: ProjectFile, b: ProjectFile): number {
  if (a.type !== b.type) return a.type === "folder" ? -1 : 1;
  if (a.type === "folder") return collator.compare(a.path, b.path);
  const [stemA, kindA] = materialOrder(a.path);
  const [stemB, kindB] = materialOrder(b.path);
  return collator.compare(stemA, stemB) || kindA - kindB || collator.compare(a.path, b.path);
}

/**
 * What the Files tab lists in `folder`: its direct entries, folders first then by name, a texture's
 * maps right after it. With a search,
 * every file below the folder whose name contains the text (case-insensitive), so a pack's deep
 * textures can be found without walking the tree.
 */
export function folderEntries(files: ProjectFile[], folder: string, search = ""): ProjectFile[] {
  const needle = search.trim().toLowerCase();
  const inside = folder === "" ? () => true : (path: string) => path.startsWith(`${folder}/`);
  const entries = needle
    ? files.filter((file) => file.type === "file" && inside(file.path) && file.name.toLowerCase().includes(needle))
    : files.filter((file) => parentFolder(file.path) === folder);
  return entries.sort(compareFiles);
}
