import {
  deleteProjectFileRow,
  type NewIssue,
  type NewProjectFile,
  type ProjectFileRow,
  type ProjectFileWithIssues,
  projectFileKeysInUse,
  projectFileUsesKey,
  saveProjectFile,
  saveProjectFiles,
} from "../db/project-files.js";
import { deleteProjectRows, existingProjectIds } from "../db/projects.js";
import { deletePrefix, discardObjects, projectPrefix } from "../storage/r2.js";
import { packSlots, type SupersededFile } from "./pack-slots.js";
import { rethrowUnlessProjectGone } from "./project-access.js";

/**
 * Deletes a project's rows (shares, invites, files, issues, activity) in one batch, then its R2
 * objects. In that order a refused batch leaves the project whole, bytes and all; objects the first
 * order deleted before D1 refused left rows whose content answered 404. Objects that cannot be
 * deleted afterwards are logged, not answered, and `sweepDeletedProjectObjects` removes them later.
 * A job's attach racing the delete cannot save rows for the project any more, and discards its objects.
 */
export async function deleteProject(env: Env, projectId: number): Promise<void> {
  await deleteProjectRows(env.DB, projectId);
  await deletePrefix(env.BUCKET, projectPrefix(projectId)).catch((error) =>
    console.error("Could not delete the objects of deleted project", projectId, error),
  );
}

const PROJECTS_PREFIX = "projects/";

/**
 * Deletes the objects of projects that no longer exist: what a project's delete could not remove once
 * its rows were gone (an R2 failure, a request cut off). A project's row is written before any object
 * under its prefix and ids are never reused, so a prefix without a project is always garbage. One R2
 * list per 1000 projects holding files; the scheduled clean-up runs it. Answers how many it swept.
 */
export async function sweepDeletedProjectObjects(env: Env): Promise<number> {
  let swept = 0;
  let cursor: string | undefined;
  do {
    const page = await env.BUCKET.list({ prefix: PROJECTS_PREFIX, delimiter: "/", cursor });
    const ids = page.delimitedPrefixes
      .map((prefix) => Number(prefix.slice(PROJECTS_PREFIX.length, -1)))
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    const live = await existingProjectIds(env.DB, ids);
    for (const id of ids.filter((id) => !live.has(id))) {
      await deletePrefix(env.BUCKET, projectPrefix(id));
      swept++;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return swept;
}

/**
 * Deletes a project file's row and issues, then the object the row held as it went, for the same
 * reason as `deleteProject`: a refused row delete leaves the file listed and served.
 */
export async function deleteProjectFile(env: Env, fileId: number): Promise<void> {
  const key = await deleteProjectFileRow(env.DB, fileId);
  if (key) await discardObjects(env.BUCKET, [key]);
}

/**
 * Stores a project file's bytes (`null`: an upload already streamed to `file.r2Key`), then its row (replacing any file at that path, and the files it takes
 * the place of: `packSlots`, which may move it to a pack file's path), then deletes the objects they
 * held, which nothing points to any more. `replaced` says whether it took an earlier file's place, so
 * the caller can tell the person their upload overwrote one. A redone job batch writes the same key
 * again; that object is the new file, so it stays. If the row cannot be written (the project was
 * deleted meanwhile, a constraint failed) the new object is deleted again, unless a saved row points
 * to it, and the write's error is rethrown; for a deleted project that is 404 project_not_found.
 */
export async function storeProjectFile(
  env: Env,
  file: NewProjectFile,
  bytes: Uint8Array | null,
  issues: NewIssue[],
): Promise<{ row: ProjectFileRow; replaced: boolean }> {
  const slot = (await packSlots(env.DB, file.projectId, [file.path])).get(file.path);
  const placed = { ...file, path: slot?.path ?? file.path };
  const superseded = slot?.superseded ?? [];
  if (bytes) await env.BUCKET.put(placed.r2Key, bytes, { httpMetadata: { contentType: placed.contentType } });
  let saved: Awaited<ReturnType<typeof saveProjectFile>>;
  try {
    saved = await saveProjectFile(
      env.DB,
      placed,
      issues,
      superseded.map((other) => other.id),
    );
  } catch (error) {
    // When D1 cannot even answer this, the object goes: an orphan would stay forever, while a job
    // batch that wrote the key before is retried and writes it again.
    const inUse = await projectFileUsesKey(env.DB, placed.projectId, placed.r2Key).catch(() => false);
    if (!inUse) await discardObjects(env.BUCKET, [placed.r2Key]);
    return rethrowUnlessProjectGone(env.DB, placed.projectId, error);
  }
  const { row, previousR2Key } = saved;
  const gone = [previousR2Key, ...superseded.map((other) => other.r2Key)].filter(
    (key): key is string => key !== null && key !== placed.r2Key,
  );
  if (gone.length > 0) await env.BUCKET.delete(gone);
  return { row, replaced: previousR2Key !== null || superseded.length > 0 };
}

/**
 * Files saved per D1 batch by `storeProjectFiles`: one transaction each, short enough not to hold
 * D1's writer for long, and its objects few enough to clean up after a failure with one delete.
 */
export const FILES_PER_SAVE = 50;

/**
 * R2 puts in flight at once: each is a round trip, so they overlap. A Worker has at most six
 * subrequests waiting for an answer and queues the rest, so more would only queue.
 */
const PUT_CONCURRENCY = 6;

/** A file to store with `storeProjectFiles`: its row (without the project), bytes and issues. */
export interface ProjectFileUpload extends ProjectFileWithIssues {
  bytes: Uint8Array;
}

/**
 * `storeProjectFile` for many files of one project (a job batch's converted textures), with the same
 * guarantees, a group of `FILES_PER_SAVE` at a time: the group's objects are put (several at once),
 * then its rows and issues are saved in one D1 batch, then the objects the group replaced are deleted
 * with one call. When a group cannot be stored, its new objects are deleted unless a saved row points
 * to them (a redone batch) and the error is rethrown; groups already stored stay, and a redo
 * overwrites them. Paths go through `packSlots` first; when a path comes twice the last one is stored.
 */
export async function storeProjectFiles(env: Env, projectId: number, uploads: ProjectFileUpload[]): Promise<void> {
  const slots = await packSlots(
    env.DB,
    projectId,
    uploads.map(({ file }) => file.path),
  );
  const placed = uploads.map((upload) => ({
    ...upload,
    file: { ...upload.file, path: slots.get(upload.file.path)?.path ?? upload.file.path },
  }));
  const distinct = [...new Map(placed.map((upload) => [upload.file.path, upload])).values()];
  // Each superseded file goes with the group that takes its place, in that group's transaction.
  const supersededAt = new Map<string, SupersededFile[]>();
  const counted = new Set<number>();
  for (const slot of slots.values()) {
    const fresh = slot.superseded.filter((other) => !counted.has(other.id));
    for (const other of fresh) counted.add(other.id);
    supersededAt.set(slot.path, [...(supersededAt.get(slot.path) ?? []), ...fresh]);
  }
  for (let start = 0; start < distinct.length; start += FILES_PER_SAVE) {
    const group = distinct.slice(start, start + FILES_PER_SAVE);
    await storeGroup(
      env,
      projectId,
      group,
      group.flatMap(({ file }) => supersededAt.get(file.path) ?? []),
    );
  }
}

async function storeGroup(
  env: Env,
  projectId: number,
  group: ProjectFileUpload[],
  superseded: SupersededFile[],
): Promise<void> {
  const keys = new Set(group.map(({ file }) => file.r2Key));
  let previous: Map<string, string>;
  try {
    await eachAtMost(PUT_CONCURRENCY, group, ({ file, bytes }) =>
      env.BUCKET.put(file.r2Key, bytes, { httpMetadata: { contentType: file.contentType } }),
    );
    previous = await saveProjectFiles(
      env.DB,
      projectId,
      group,
      superseded.map((other) => other.id),
    );
  } catch (error) {
    // As in storeProjectFile: when D1 cannot even answer, the objects go rather than stay orphaned.
    const inUse = await projectFileKeysInUse(env.DB, projectId, [...keys]).catch(() => new Set<string>());
    await discardObjects(
      env.BUCKET,
      [...keys].filter((key) => !inUse.has(key)),
    );
    return rethrowUnlessProjectGone(env.DB, projectId, error);
  }
  const replaced = [...previous.values(), ...superseded.map((other) => other.r2Key)].filter((key) => !keys.has(key));
  if (replaced.length > 0) await env.BUCKET.delete(replaced);
}

/**
 * Runs `task` over `items` with at most `limit` in flight. After a failure no new task starts, and
 * the first error is thrown only once every started task has settled, so a clean-up that follows
 * cannot race a put still landing.
 */
async function eachAtMost<T>(limit: number, items: T[], task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
}
