import type { AdvancedProcessing, ConversionSettings, PackPlan, ProcessingStatus } from "@greenhouse/wasm-pipeline";
import type { ProjectFileWithIssues } from "../../db/project-files.js";

export type JobStatus = "pending" | "processing" | "completed" | "failed";
/** `single`: one texture; `resourcepack`: one zip; `batch`: several uploaded files in one job. */
export type JobKind = "single" | "resourcepack" | "batch";
/**
 * Where the engine is: reading the file lists, converting entries, writing the zip's directory, or
 * (a project job whose zip is complete) adding the files it staged to the project.
 */
export type JobPhase = "plan" | "entries" | "finalize" | "attach" | "done";

/**
 * A converted file bound for the job's project: its row and issues, its bytes at `stagedKey` under the
 * job's own R2 prefix. Nothing reaches the project until the job is known to succeed (the attach phase),
 * so a failed or cancelled job leaves the project as it was.
 */
export interface StagedProjectFile extends ProjectFileWithIssues {
  stagedKey: string;
}

/**
 * What one attach step made of its slice: added to the project, or refused with the reason, in words
 * for the job's log (the user can only view the project now, or is no longer in it).
 */
export type AttachOutcome = "attached" | { refused: string };

/** The Settings and advancedProcessing objects a job was created with. */
export interface JobSettings {
  settings: ConversionSettings;
  advancedProcessing: AdvancedProcessing;
  /** Batch jobs: false keeps the files as they are (no _n/_s). */
  generateMaps?: boolean;
}

/** One uploaded file a job reads (a zip or an image), stored in R2. */
export interface JobInput {
  key: string;
  name: string;
  size: number;
  kind: "zip" | "image";
}

/** What a job needs to be created. */
export interface JobSpec {
  id: string;
  kind: JobKind;
  /** The name the user uploaded (the download is `<name without .zip>_labpbr.zip`). */
  fileName: string;
  inputs: JobInput[];
  outputKey: string;
  settings: JobSettings;
  createdAt: string;
  expiresAt: string;
  /** The project the converted textures are added to (signed-in owner or editor), if any. */
  projectId?: number | null;
  /** The signed-in user who started the job (recorded in the project's activity). */
  userId?: number | null;
  /** Test knobs (batch budget, part size, delay between steps); never set from a request. */
  pacing?: JobPacing;
}

/** How a job is stepped: production leaves it empty; tests shrink batches and stop auto-stepping. */
export interface JobPacing {
  budget?: {
    maxEntries: number;
    maxTextures: number;
    maxReadBytes: number;
    maxMillis: number;
  };
  partSize?: number;
  /** Staged files one attach step adds to the project at most (tests make it small). */
  attachFiles?: number;
  /** Delay before the next step's alarm (tests use hours, then drive steps with runDurableObjectAlarm). */
  stepDelayMs?: number;
}

/**
 * One input's `PackPlan` without its entries (those are stored one row each, `count` of them from
 * global index `first`), so a batch loads only the plan of the input it works on.
 */
export interface InputPlan extends Omit<PackPlan, "entries"> {
  first: number;
  count: number;
}

/** Everything a JobRunner persists about its job besides the per-entry tables. */
export interface JobState extends JobSpec {
  status: JobStatus;
  error: string | null;
  /** Counts runs (retry starts a new one), so a step of an old run can never commit. */
  run: number;
  phase: JobPhase;
  /** Index of the next input entry to process; everything before it is in the output. */
  cursor: number;
  entryCount: number;
  /** The pipeline plan of each input (set by the plan step). */
  plans?: InputPlan[];
  totalImages: number;
  imagesProcessed: number;
  texturesGenerated: number;
  /** Existing `_n`/`_s` kept, and textures that could not be converted (error log lines), so far. */
  keptExisting?: number;
  errors?: number;
  /** Converted files kept out of the job's project (path refused or taken by an earlier file), so far. */
  leftOutOfProject?: number;
  /** Attach phase: the staged files up to this sequence number are in the project. */
  attachedThrough?: number;
  uploadId: string | null;
  outputSize: number | null;
  /** Failed attempts of the current batch; reset by every finished batch. */
  attempts: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A state change the job runner refused (cancel, retry, remove), with why; the route answers 409. */
export interface JobRefusal {
  refused: string;
}

/** Attach phase: staged files already in the project, of all the job staged. */
export interface AttachCount {
  added: number;
  total: number;
}

/**
 * GET /api/jobs/{id}/status: the product's Processing status, whether a Cancel would still be taken
 * (false once the job adds its files to its project), and while it does, how many are in.
 */
export interface JobProcessingStatus extends ProcessingStatus {
  cancellable: boolean;
  filesAdded?: number;
  filesToAdd?: number;
}

/** The public view of a job (GET /api/jobs and /api/jobs/{id}). */
export interface JobSummary {
  id: string;
  filename: string;
  kind: JobKind;
  status: JobStatus;
  progress: number;
  /** Whether POST /cancel would be taken: pending or processing, and not yet adding files to its project. */
  cancellable: boolean;
  error: string | null;
  outputSize: number | null;
  projectId: number | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}
