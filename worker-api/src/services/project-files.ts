import type { ProjectFileRow } from "../db/project-files.js";
import { KEPT_KEY_MARK, projectJobFilePrefix } from "../storage/r2.js";

export interface ProjectFileEntry {
  id: string;
  name: string;
  type: "folder" | "file";
  status: string;
  size: number;
  validationScore: number | null;
  preview: string | null;
  errorMessage: string | null;
  lastModified: string;
  /** Full path of the entry inside the project ("" is never used: root entries have just their name). */
  path: string;
  /** The folder that contains the entry ("" for the root), for breadcrumb navigation. */
  parentPath: string;
  /**
   * Files only: "converted" when a conversion made it (Greenhouse's maps, to be made again when their
   * texture changes), "uploaded" when it is a person's file: added by hand, saved from the Editor, or
   * carried over unchanged from a converted pack (the artist's own maps).
   */
  origin?: "converted" | "uploaded";
}

/** A file a conversion made, not one it copied from the pack (`KEPT_KEY_MARK`) or a person added. */
export function madeByConversion(projectId: number, r2Key: string): boolean {
  const prefix = projectJobFilePrefix(projectId);
  return r2Key.startsWith(prefix) && !r2Key.startsWith(`${prefix}${KEPT_KEY_MARK}`);
}

const parentOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/**
 * The project's files plus one folder entry for every folder on their paths (sizes summed, newest
 * modification time, status "error" if anything inside failed), sorted folders first.
 */
export function buildFileTree(projectId: number, rows: ProjectFileRow[]): ProjectFileEntry[] {
  const folders = new Map<string, ProjectFileEntry>();
  const files: ProjectFileEntry[] = [];
  for (const row of rows) {
    files.push({
      id: String(row.id),
      name: row.path.split("/").pop() ?? row.path,
      type: "file",
      status: row.status,
      size: row.size,
      validationScore: row.validationScore,
      preview: row.contentType.startsWith("image/") ? `/api/projects/${projectId}/files/${row.id}/content` : null,
      errorMessage: row.errorMessage,
      lastModified: row.updatedAt,
      path: row.path,
      parentPath: parentOf(row.path),
      origin: madeByConversion(projectId, row.r2Key) ? "converted" : "uploaded",
    });
    for (let folder = parentOf(row.path); folder !== ""; folder = parentOf(folder)) {
      const entry = folders.get(folder) ?? {
        id: `folder:${folder}`,
        name: folder.split("/").pop() ?? folder,
        type: "folder" as const,
        status: "completed",
        size: 0,
        validationScore: null,
        preview: null,
        errorMessage: null,
        lastModified: row.updatedAt,
        path: folder,
        parentPath: parentOf(folder),
      };
      entry.size += row.size;
      if (row.updatedAt > entry.lastModified) entry.lastModified = row.updatedAt;
      if (row.status === "error") entry.status = "error";
      folders.set(folder, entry);
    }
  }
  const byPath = (a: ProjectFileEntry, b: ProjectFileEntry) => a.path.localeCompare(b.path);
  return [...[...folders.values()].sort(byPath), ...files.sort(byPath)];
}

/** Bytes as the dashboard shows them: B, KB, MB, GB with one decimal. */
export function formatSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The dashboard's stat tiles, computed from the stored files. */
export function projectStats(rows: ProjectFileRow[], lastActivity: string) {
  const scored = rows.filter((row) => row.validationScore !== null);
  const totalBytes = rows.reduce((sum, row) => sum + row.size, 0);
  return {
    totalFiles: rows.length,
    completedFiles: rows.filter((row) => row.status === "completed").length,
    errorFiles: rows.filter((row) => row.status === "error").length,
    processingFiles: rows.filter((row) => row.status === "processing" || row.status === "pending").length,
    totalSize: formatSize(totalBytes),
    totalBytes,
    // null, not 0, with nothing scored yet: an empty project has no bad score. To a tenth, rounded down,
    // as the dashboard's Analytics: 3,259 perfect files and 2 at 60 read 99.9 there and 100 on this tile.
    averageScore: scored.length
      ? Math.floor((scored.reduce((sum, row) => sum + (row.validationScore ?? 0), 0) / scored.length) * 10) / 10
      : null,
    lastActivity,
  };
}
