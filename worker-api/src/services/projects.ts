import { type NewIssue, type NewProjectFile, type ProjectFileRow, saveProjectFile } from "../db/project-files.js";
import { deleteProjectRows } from "../db/projects.js";
import { deletePrefix, projectPrefix } from "../storage/r2.js";

/** Removes a project's R2 objects first, then its rows (shares, invites, files, issues, activity). */
export async function deleteProject(env: Env, projectId: number): Promise<void> {
  await deletePrefix(env.BUCKET, projectPrefix(projectId));
  await deleteProjectRows(env.DB, projectId);
}

/**
 * Stores a project file's bytes, then its row (replacing any file at that path), then deletes the
 * object the path held before, which nothing points to any more. A redone job batch writes the same
 * key again; that object is the new file, so it stays.
 */
export async function storeProjectFile(
  env: Env,
  file: NewProjectFile,
  bytes: Uint8Array,
  issues: NewIssue[],
): Promise<ProjectFileRow> {
  await env.BUCKET.put(file.r2Key, bytes, { httpMetadata: { contentType: file.contentType } });
  const { row, previousR2Key } = await saveProjectFile(env.DB, file, issues);
  if (previousR2Key !== null && previousR2Key !== file.r2Key) await env.BUCKET.delete(previousR2Key);
  return row;
}
