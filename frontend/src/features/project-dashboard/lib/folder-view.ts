import type { ProjectFile } from "../../projects/api/types";

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
 * What the Files tab lists in `folder`: its direct entries, folders first then by name. With a search,
 * every file below the folder whose name contains the text (case-insensitive), so a pack's deep
 * textures can be found without walking the tree.
 */
export function folderEntries(files: ProjectFile[], folder: string, search = ""): ProjectFile[] {
  const needle = search.trim().toLowerCase();
  const inside = folder === "" ? () => true : (path: string) => path.startsWith(`${folder}/`);
  const entries = needle
    ? files.filter((file) => file.type === "file" && inside(file.path) && file.name.toLowerCase().includes(needle))
    : files.filter((file) => parentFolder(file.path) === folder);
  return entries.sort((a, b) =>
    a.type === b.type ? a.path.localeCompare(b.path, "en", { numeric: true }) : a.type === "folder" ? -1 : 1,
  );
}
