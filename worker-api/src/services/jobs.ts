import { readCentralDirectory, ZipError, type ZipErrorCode } from "@greenhouse/wasm-pipeline";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JobStateError } from "../durable/job-refusals.js";
import { ApiError } from "../lib/errors.js";
import { deleteJobRow, insertJob, type JobOwner } from "../storage/jobs.js";
import { discardObjects } from "../storage/r2.js";
import { R2WindowSource } from "./jobs-engine/r2-source.js";
import type { JobInput, JobKind, JobSettings, JobSpec } from "./jobs-engine/types.js";
import { jobExpiry } from "./jobs-owner.js";
import { rethrowUnlessProjectGone } from "./project-access.js";

const zipStatus: Record<ZipErrorCode, ContentfulStatusCode> = {
  "not-a-zip": 422,
  truncated: 422,
  "corrupt-entry": 422,
  "zip64-unsupported": 422,
  "unsupported-method": 422,
  encrypted: 422,
  "duplicate-name": 422,
  "unsafe-path": 400,
  symlink: 400,
  "compression-ratio": 413,
  "total-size": 413,
  "too-many-entries": 413,
};

/** Turns a refused archive into the API error the user sees (status by kind of problem). */
export function zipApiError(error: ZipError): ApiError {
  return new ApiError(zipStatus[error.code], `zip_${error.code.replaceAll("-", "_")}`, error.message);
}

/**
 * Reads a stored pack's central directory by ranges and runs the pipeline's safety checks (paths,
 * links, encryption, bombs, duplicates) before a job exists. A refused pack is deleted from R2.
 */
export async function inspectStoredPack(bucket: R2Bucket, key: string, size: number): Promise<void> {
  try {
    await readCentralDirectory(new R2WindowSource(bucket, key, size));
  } catch (error) {
    await bucket.delete(key);
    if (error instanceof ZipError) throw zipApiError(error);
    throw error;
  }
}

export interface NewJob {
  id: string;
  owner: JobOwner;
  kind: JobKind;
  fileName: string;
  inputs: JobInput[];
  settings: JobSettings;
  projectId?: number | null;
}

/** The download's name: the upload's name without `.zip` (or the image extension) plus `_labpbr.zip`. */
export function downloadName(fileName: string): string {
  return `${fileName.replace(/\.(zip|png|jpe?g|tiff?|tga)$/i, "")}_labpbr.zip`;
}

/**
 * Creates the index row, then the JobRunner. The inputs are already in R2: if the row cannot be
 * written or the runner cannot start, they are deleted again. A project deleted since its access
 * was checked makes the row's write fail; that answers 404 project_not_found.
 */
export async function createJob(env: Env & { JOB_RETENTION_HOURS?: string }, job: NewJob): Promise<string> {
  const createdAt = new Date().toISOString();
  const spec: JobSpec = {
    id: job.id,
    kind: job.kind,
    fileName: job.fileName,
    inputs: job.inputs,
    outputKey: `jobs/${job.id}/output/${downloadName(job.fileName)}`,
    settings: job.settings,
    createdAt,
    expiresAt: jobExpiry(job.owner, env),
    projectId: job.projectId ?? null,
    userId: job.owner.userId,
  };
  const inputKeys = job.inputs.map((input) => input.key);
  try {
    await insertJob(env.DB, { ...spec, owner: job.owner, projectId: job.projectId ?? null });
  } catch (error) {
    await discardObjects(env.BUCKET, inputKeys);
    if (spec.projectId != null) await rethrowUnlessProjectGone(env.DB, spec.projectId, error);
    throw error;
  }
  try {
    await jobRunner(env, job.id).start(spec);
  } catch (error) {
    await deleteJobRow(env.DB, job.id);
    await discardObjects(env.BUCKET, inputKeys);
    throw error;
  }
  return job.id;
}

export const jobRunner = (env: Env, id: string) => env.JOB_RUNNER.get(env.JOB_RUNNER.idFromName(id));

/** RPC errors lose their class across the boundary; a refused state change keeps its name. */
export function asJobStateError(error: unknown): ApiError | undefined {
  const name = (error as JobStateError | undefined)?.name;
  const message = error instanceof Error ? error.message : "";
  if (name === "JobStateError" || message.startsWith("Only ") || message.includes("has expired")) {
    return new ApiError(409, "job_state", message);
  }
  return undefined;
}
