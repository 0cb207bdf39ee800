import type { TextureFile } from "@greenhouse/wasm-pipeline";
import type { Context } from "hono";
import { recordActivity } from "../db/activity.js";
import { findProjectForUser, touchProject } from "../db/projects.js";
import type { AppEnv } from "../env.js";
import { countNoun } from "../lib/count-noun.js";
import { ApiError } from "../lib/errors.js";
import { printableText } from "../lib/unsafe-text.js";
import { KEPT_KEY_MARK, projectJobFilePrefix } from "../storage/r2.js";
import type { ConvertedTexture, MetaFile } from "./jobs-engine/project-textures.js";
import type { AttachOutcome, JobState, StagedProjectFile } from "./jobs-engine/types.js";
import { projectWithRole } from "./project-access.js";
import { convertedFilePath, normaliseEntryPath } from "./project-file-path.js";
import { type ProjectFileUpload, storeProjectFiles } from "./projects.js";

/** R2 puts or gets in flight at once while staging or attaching a slice. */
const IN_FLIGHT = 6;

/**
 * Where a project job holds the files it converted until it succeeds: under its own prefix, so the job's
 * end (failure, cancel, completion, expiry) deletes them with `deletePrefix`, and a failed job's files
 * never touch the project's.
 */
export const stagedPrefix = (jobId: string) => `jobs/${jobId}/staged/`;

import { resolveSession } from "./session.js";

/** Same scale as files added by hand: 100 minus 40 per error and 10 per warning. */
function score(file: TextureFile): number {
  const errors = file.validationIssues.filter((issue) => issue.level === "error").length;
  const warnings = file.validationIssues.filter((issue) => issue.level === "warning").length;
  return Math.max(0, 100 - 40 * errors - 10 * warnings);
}

/** A stable digest per job and path, so a batch that is redone after a crash overwrites, never duplicates. */
async function pathDigest(jobId: string, path: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${jobId}:${path}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The project key of a job's file. A file the job copied from the pack (the artist's own maps, a kept
 * base) is `job-kept-…`: it is the person's work, which Download Pack keeps when its texture changes
 * (`origin` in the files list).
 */
async function fileKey(projectId: number, jobId: string, path: string, made: boolean): Promise<string> {
  return `${projectJobFilePrefix(projectId)}${made ? "" : KEPT_KEY_MARK}${await pathDigest(jobId, path)}`;
}

/**
 * Why the job's user may no longer add files to its project, or undefined while they may: access was
 * checked when the job was made, but the project may since have been deleted or the user removed or
 * made a viewer.
 */
async function editRefusal(env: Env, job: JobState): Promise<string | undefined> {
  if (job.projectId == null || job.userId == null) return "the job has no project";
  const project = await findProjectForUser(env.DB, job.projectId, job.userId);
  if (project === null) return "the project was deleted, or you are no longer one of its members";
  if (project.role === "view") return "you can only view the project now";
  return undefined;
}

async function mayStillEdit(env: Env, job: JobState): Promise<boolean> {
  return (await editRefusal(env, job)) === undefined;
}

/** Runs `task` over `items`, `IN_FLIGHT` at a time; the first error is thrown once all have settled. */
async function eachInFlight<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, lane));
  const failed = lanes.find((lane) => lane.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Stages a batch's material texture files (`texturesFor`: bases, generated and kept maps, `_e`
 * overlays) for the job's project, with their validation score and issues, and with them their
 * animation `.mcmeta`s and the pack's `pack.mcmeta` (`packMeta`), JSON files with no score, so the
 * project's Download Pack animates as the converted zip does. Their bytes go under the job's own
 * prefix (`stagedPrefix`) and their rows are answered for the batch to commit: the project sees none of
 * them until the job succeeds (`attachStagedToProject`), so a job that fails or is cancelled leaves it
 * as it was. Keys are per job and path, so a redone batch overwrites. A user who lost edit access still
 * gets the converted zip, but the project is left alone.
 *
 * Paths follow the project's rule (`projectFilePath`) after the one unambiguous repair (`a//b`,
 * `a/./b` → `a/b`). A file whose path still fails, or that lands on the path of an earlier file of
 * the job (`earlier`: original paths of previous batches), stays in the zip but out of the project;
 * the first file keeps the path. Answers one log warning per file left out.
 */
export async function stageForProject(
  env: Env,
  job: JobState,
  textures: ConvertedTexture[],
  earlier: readonly string[] = [],
  packMeta?: MetaFile,
): Promise<{ staged: StagedProjectFile[]; leftOut: string[]; refused?: { files: number; reason: string } }> {
  const projectId = job.projectId;
  if (projectId == null) return { staged: [], leftOut: [] };
  // Made a viewer, removed, or the project deleted while the pack converts: this batch's files are
  // counted and named in the log as left out, as they are when the same happens while attaching.
  const refusal = await editRefusal(env, job);
  if (refusal !== undefined) {
    const files = textures.reduce((sum, texture) => sum + texture.files.length + (texture.animations?.length ?? 0), 0);
    return { staged: [], leftOut: [], refused: { files: files + (packMeta ? 1 : 0), reason: refusal } };
  }
  const claimed = new Set(earlier.map(normaliseEntryPath));
  const leftOut: string[] = [];
  const accepted: { file?: TextureFile; bytes: Uint8Array; made: boolean; path: string }[] = [];
  const incoming = [
    ...textures.flatMap((texture) => [
      ...texture.files.map((entry) => ({ ...entry, originalPath: entry.file.originalPath })),
      ...(texture.animations ?? []).map((meta) => ({ ...meta, file: undefined, originalPath: meta.path })),
    ]),
    ...(packMeta ? [{ ...packMeta, file: undefined, originalPath: packMeta.path }] : []),
  ];
  for (const { file, bytes, made, originalPath } of incoming) {
    const target = convertedFilePath(originalPath);
    const shown = printableText(originalPath);
    if ("problem" in target) {
      leftOut.push(`${shown} is in the zip but not in the project: ${target.problem}`);
    } else if (claimed.has(target.path)) {
      leftOut.push(
        `${shown} is in the zip but not in the project: an earlier file of this pack is already ${printableText(target.path)}`,
      );
    } else {
      claimed.add(target.path);
      accepted.push({ file, bytes, made, path: target.path });
    }
  }
  // In the batch's order, whichever put lands first.
  const staged: StagedProjectFile[] = new Array(accepted.length);
  await eachInFlight(
    accepted.map((entry, at) => ({ ...entry, at })),
    async ({ file, bytes, made, path, at }) => {
      const stagedKey = `${stagedPrefix(job.id)}${await pathDigest(job.id, path)}`;
      await env.BUCKET.put(stagedKey, bytes);
      const r2Key = await fileKey(projectId, job.id, path, made);
      staged[at] = { stagedKey, ...projectRow(file, path, bytes.length, r2Key) };
    },
  );
  return { staged, leftOut };
}

/**
 * Adds staged files to the job's project once the job has succeeded: reads their bytes back and stores
 * them (`storeProjectFiles`: upserts by path and deletes the objects the paths held before), so a redone
 * step overwrites. When the user has lost edit access since, the project is left alone and the answer
 * says why, so the engine counts the files as left out rather than reporting them added.
 */
export async function attachStagedToProject(
  env: Env,
  job: JobState,
  files: StagedProjectFile[],
): Promise<AttachOutcome> {
  const projectId = job.projectId;
  const refused = await editRefusal(env, job);
  if (projectId == null || refused !== undefined) return { refused: refused ?? "the job has no project" };
  const uploads: ProjectFileUpload[] = [];
  await eachInFlight(files, async ({ stagedKey, file, issues }) => {
    const object = await env.BUCKET.get(stagedKey);
    if (!object) throw new Error(`The converted ${printableText(file.path)} is missing from storage`);
    uploads.push({ file, issues, bytes: new Uint8Array(await object.arrayBuffer()) });
  });
  await storeProjectFiles(env, projectId, uploads);
  return "attached";
}

/** A staged file's project row and issues: a texture with its score, or a `.mcmeta` with none. */
function projectRow(
  file: TextureFile | undefined,
  path: string,
  size: number,
  r2Key: string,
): Omit<StagedProjectFile, "stagedKey"> {
  if (!file) return { file: metaRow(path, size, r2Key), issues: [] };
  const errors = file.validationIssues.filter((issue) => issue.level === "error");
  return {
    file: {
      path,
      size,
      contentType: "image/png",
      status: errors.length > 0 ? "error" : "completed",
      validationScore: score(file),
      errorMessage: errors[0]?.message ?? null,
      r2Key,
    },
    issues: file.validationIssues.map((issue) => ({
      level: issue.level,
      message: issue.message,
      suggestion: issue.suggestion,
    })),
  };
}

/** A `.mcmeta`'s row: JSON, not an image, so it has no validation score (averages and previews skip it). */
function metaRow(path: string, size: number, r2Key: string): ProjectFileUpload["file"] {
  return {
    path,
    size,
    contentType: "application/json",
    status: "completed",
    validationScore: null,
    errorMessage: null,
    r2Key,
  };
}

/** Records the finished conversion in the project's activity. */
export async function recordJobInProject(env: Env, job: JobState, userId: number | null): Promise<void> {
  if (job.projectId == null || !(await mayStillEdit(env, job))) return;
  await touchProject(env.DB, job.projectId);
  const skipped = job.leftOutOfProject ?? 0;
  const leftOut = skipped > 0 ? ` (${countNoun(skipped, "file")} left out of the project, see the job's log)` : "";
  await recordActivity(
    env.DB,
    job.projectId,
    userId,
    "files_added",
    `Converted ${job.fileName}: ${countNoun(job.texturesGenerated, "map")} for ${countNoun(job.imagesProcessed, "texture")}${leftOut}`,
  );
}

/**
 * The project a new job should feed, from the request's optional `projectId`: only a signed-in
 * owner or editor may convert into a project (401 for guests, 404/403 from the project rules).
 */
export async function projectForNewJob(c: Context<AppEnv>, raw: unknown): Promise<number | null> {
  if (raw === undefined || raw === null || raw === "") return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(400, "invalid_input", "projectId must be a project id");
  const user = c.get("user") ?? (await resolveSession(c));
  if (!user) throw new ApiError(401, "unauthorized", "Sign in to convert into a project");
  return (await projectWithRole(c.env.DB, id, user.id, "edit")).id;
}
