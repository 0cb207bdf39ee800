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
import type { JobState } from "./jobs-engine/types.js";
import { projectWithRole } from "./project-access.js";
import { convertedFilePath, normaliseEntryPath } from "./project-file-path.js";
import { type ProjectFileUpload, storeProjectFiles } from "./projects.js";
import { resolveSession } from "./session.js";

/** Same scale as files added by hand: 100 minus 40 per error and 10 per warning. */
function score(file: TextureFile): number {
  const errors = file.validationIssues.filter((issue) => issue.level === "error").length;
  const warnings = file.validationIssues.filter((issue) => issue.level === "warning").length;
  return Math.max(0, 100 - 40 * errors - 10 * warnings);
}

/**
 * A stable key per job and path, so a batch that is redone after a crash overwrites, never duplicates.
 * A file the job copied from the pack (the artist's own maps, a kept base) is `job-kept-…`: it is the
 * person's work, which Download Pack keeps when its texture changes (`origin` in the files list).
 */
async function fileKey(projectId: number, jobId: string, path: string, made: boolean): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${jobId}:${path}`));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${projectJobFilePrefix(projectId)}${made ? "" : KEPT_KEY_MARK}${hex}`;
}

/**
 * Whether the job's user may still add files to its project: access was checked when the job was
 * made, but the project may since have been deleted or the user removed or made a viewer.
 */
async function mayStillEdit(env: Env, job: JobState): Promise<boolean> {
  if (job.projectId == null || job.userId == null) return false;
  const project = await findProjectForUser(env.DB, job.projectId, job.userId);
  return project !== null && project.role !== "view";
}

/**
 * Makes a batch's material texture files (`texturesFor`: bases, generated and kept maps, `_e`
 * overlays) files of the job's project, with their validation score and issues, and with them their
 * animation `.mcmeta`s and the pack's `pack.mcmeta` (`packMeta`), JSON files with no score, so the
 * project's Download Pack animates as the converted zip does. Runs before the batch commits and upserts by path, so it is idempotent.
 * A user who lost edit access still gets the converted zip, but the project is left alone.
 *
 * Paths follow the project's rule (`projectFilePath`) after the one unambiguous repair (`a//b`,
 * `a/./b` → `a/b`). A file whose path still fails, or that lands on the path of an earlier file of
 * the job (`earlier`: original paths of previous batches), stays in the zip but out of the project;
 * the first file keeps the path. Answers one log warning per file left out.
 */
export async function addConvertedToProject(
  env: Env,
  job: JobState,
  textures: ConvertedTexture[],
  earlier: readonly string[] = [],
  packMeta?: MetaFile,
): Promise<string[]> {
  const projectId = job.projectId;
  if (projectId == null || !(await mayStillEdit(env, job))) return [];
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
  const uploads = await Promise.all(
    accepted.map(async ({ file, bytes, made, path }): Promise<ProjectFileUpload> => {
      const r2Key = await fileKey(projectId, job.id, path, made);
      if (!file) return { file: metaRow(path, bytes, r2Key), bytes, issues: [] };
      const errors = file.validationIssues.filter((issue) => issue.level === "error");
      return {
        file: {
          path,
          size: bytes.length,
          contentType: "image/png",
          status: errors.length > 0 ? "error" : "completed",
          validationScore: score(file),
          errorMessage: errors[0]?.message ?? null,
          r2Key,
        },
        bytes,
        issues: file.validationIssues.map((issue) => ({
          level: issue.level,
          message: issue.message,
          suggestion: issue.suggestion,
        })),
      };
    }),
  );
  if (uploads.length > 0) await storeProjectFiles(env, projectId, uploads);
  return leftOut;
}

/** A `.mcmeta`'s row: JSON, not an image, so it has no validation score (averages and previews skip it). */
function metaRow(path: string, bytes: Uint8Array, r2Key: string): ProjectFileUpload["file"] {
  return {
    path,
    size: bytes.length,
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
