import {
  type NewIssue,
  type NewProjectFile,
  type ProjectFileRow,
  projectFileUsesKey,
  saveProjectFile,
} from "../db/project-files.js";
import { deleteProjectRows } from "../db/projects.js";
import { deletePrefix, discardObjects, projectPrefix } from "../storage/r2.js";
import { rethrowUnlessProjectGone } from "./project-access.js";

/** Removes a project's R2 objects first, then its rows (shares, invites, files, issues, activity). */
export async function deleteProject(env: Env, projectId: number): Promise<void> {
  await deletePrefix(env.BUCKET, projectPrefix(projectId));
  await deleteProjectRows(env.DB, projectId);
}

/**
 * Stores a project file's bytes, then its row (replacing any file at that path), then deletes the
 * object the path held before, which nothing points to any more. A redone job batch writes the same
 * key again; that object is the new file, so it stays. If the row cannot be written (the project was
 * deleted meanwhile, a constraint failed) the new object is deleted again, unless a saved row points
 * to it, and the write's error is rethrown; for a deleted project that is 404 project_not_found.
 */
export async function storeProjectFile(
  env: Env,
  file: NewProjectFile,
  bytes: Uint8Array,
  issues: NewIssue[],
): Promise<ProjectFileRow> {
  await env.BUCKET.put(file.r2Key, bytes, { httpMetadata: { contentType: file.contentType } });
  let saved: Awaited<ReturnType<typeof saveProjectFile>>;
  try {
    saved = await saveProjectFile(env.DB, file, issues);
  } catch (error) {
    // When D1 cannot even answer this, the object goes: an orphan would stay forever, while a job
    // batch that wrote the key before is retried and writes it again.
    const inUse = await projectFileUsesKey(env.DB, file.projectId, file.r2Key).catch(() => false);
    if (!inUse) await discardObjects(env.BUCKET, [file.r2Key]);
    return rethrowUnlessProjectGone(env.DB, file.projectId, error);
  }
  const { row, previousR2Key } = saved;
  if (previousR2Key !== null && previousR2Key !== file.r2Key) await env.BUCKET.delete(previousR2Key);
  return row;
}
