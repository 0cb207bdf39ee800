import {
  advancedProcessingFor,
  type ConversionContext,
  type ConversionCounters,
  convertEntries,
  declareLabPbr,
  finishPack,
  generateMaterial,
  hasAdvancedProcessing,
  nothingToConvertWarning,
  type PackPlan,
  type TextureFile,
  type WrittenEntry,
} from "@greenhouse/wasm-pipeline";
import { countNoun } from "../../lib/count-noun.js";
import { type BatchBudget, batchEnd, defaultBatchBudget } from "./batch-budget.js";
import { BatchReporter, CapturingZipWriter } from "./batch-writer.js";
import { doneLine } from "./done-line.js";
import type { JobStore } from "./job-store.js";
import { MultipartOutput } from "./multipart-output.js";
import { openInput, packPlan, planInputs } from "./plan.js";
import { type ConvertedTexture, type MetaFile, texturesFor } from "./project-textures.js";
import { MAX_TEXTURE_PIXELS, TOO_LARGE_FOR_SERVER } from "./texture-limits.js";
import type { AttachOutcome, JobState, StagedProjectFile } from "./types.js";
import { UnreadableInputError, unreadableInput } from "./unreadable-input.js";

/** Entries handed to `convertEntries` at a time; the time budget is checked between slices. */
const SLICE = 8;

/** The path shaders read to know the pack is LabPBR 1.3 (batch jobs write one at the root). */
export const TEXTURE_PROPERTIES = "assets/minecraft/optifine/texture.properties";

/** What a step did: more work left, the job finished, or the job changed under it (dropped). */
export type StepOutcome = "more" | "done" | "stale";

/**
 * What one attach step reads back from R2 and holds at once: bounded in bytes and in subrequests (a
 * get and a put per file), however large the pack.
 */
const ATTACH_BYTES = 32 * 1024 * 1024;
const ATTACH_FILES = 200;

/** Knobs tests turn, and the hooks that stage converted textures for a project and then attach them. */
export interface EngineOptions {
  budget?: BatchBudget;
  partSize?: number;
  attachFiles?: number;
  /**
   * Runs before a batch commits, with the batch's converted textures and the original paths of the
   * files converted by earlier batches (only for project jobs). Puts their bytes under the job's own
   * prefix and answers their rows, which the batch commits as staged, and one log warning per file it
   * left out of the project. The project itself is not touched.
   */
  onConverted?: (
    job: JobState,
    textures: ConvertedTexture[],
    earlier: readonly string[],
    packMeta?: MetaFile,
  ) => Promise<{ staged: StagedProjectFile[]; leftOut: string[]; refused?: { files: number; reason: string } }>;
  /**
   * Attach phase: adds one slice of staged files to the project (idempotent: upserts by path), or
   * answers why the project no longer takes them (the user was made a viewer or removed, the project
   * deleted): then this slice and the rest are left out of the project, with a warning saying why.
   */
  onAttach?: (job: JobState, files: StagedProjectFile[]) => Promise<AttachOutcome>;
}

/**
 * Runs one step of a job with the pipeline's resumable pack API: plan (`planPack`), one bounded
 * batch of plan entries (`convertEntries`), the finishing write (`finishPack`), or (a project job
 * that succeeded) one slice of its staged files added to the project. The plan, the
 * `ZipWriter` state and the counters are persisted between steps, so the zip is byte-identical to
 * `convertPack` over the same input. Each step commits its effects in one transaction at its end; a
 * step that throws leaves no trace except R2 parts, which the redo overwrites with identical bytes
 * (part boundaries depend only on offsets).
 */
export async function runJobStep(bucket: R2Bucket, store: JobStore, options: EngineOptions = {}): Promise<StepOutcome> {
  const job = store.job();
  if (!job || (job.status !== "processing" && job.status !== "pending")) return "stale";
  if (job.phase === "plan") return plan(bucket, store, job);
  if (job.phase === "entries") return runEntries(bucket, store, job, options);
  if (job.phase === "finalize") return finalize(bucket, store, job, options);
  if (job.phase === "attach") return attach(store, job, options);
  return "done";
}

async function plan(bucket: R2Bucket, store: JobStore, job: JobState): Promise<StepOutcome> {
  const { plans, entries } = await planInputs(bucket, job.inputs, job.kind === "batch", job.settings);
  const upload = await bucket.createMultipartUpload(job.outputKey, {
    httpMetadata: { contentType: "application/zip" },
  });
  const textures = plans.reduce((sum, input) => sum + input.totalImages, 0);
  return commit(store, job, (current) => {
    store.addEntries(entries);
    current.plans = plans;
    current.phase = entries.length > 0 ? "entries" : "finalize";
    current.entryCount = entries.length;
    current.totalImages = textures;
    current.uploadId = upload.uploadId;
    // Folder entries are copied too, but people count files: PixelPerfection's 3645 files read as 3866.
    const files = entries.filter((entry) => !entry.planned.path.endsWith("/")).length;
    store.log("info", `Found ${countNoun(files, "file")}, ${countNoun(textures, "texture")} to convert`);
    const notes = plans.flatMap((input) => advancedProcessingOf(job, input.inputType).notes);
    // A batch without maps converts nothing on purpose.
    if (job.settings.generateMaps !== false) {
      for (const input of plans) {
        const warning = nothingToConvertWarning(input);
        if (warning) notes.push(warning);
      }
    }
    for (const note of new Set(notes)) store.log("warning", note);
  });
}

async function runEntries(
  bucket: R2Bucket,
  store: JobStore,
  job: JobState,
  options: EngineOptions,
): Promise<StepOutcome> {
  const budget = options.budget ?? defaultBatchBudget;
  const inputIndex = (job.plans ?? []).findIndex(
    (input) => job.cursor >= input.first && job.cursor < input.first + input.count,
  );
  const input = job.plans?.[inputIndex];
  const upload = job.inputs[inputIndex];
  if (!input || !upload) throw new Error(`The job's plan does not cover entry ${job.cursor}`);
  const packPlanned = packPlan(input, store.entries(input.first, input.count));
  const source = await openInput(bucket, upload);
  const output = resumeOutput(bucket, store, job, options.partSize);
  const committedParts = output.parts.length;
  const previous = store.written();
  const writer = new CapturingZipWriter(
    (chunk) => output.write(chunk),
    { offset: output.offset, entries: previous },
    job.projectId != null,
  );
  const reporter = new BatchReporter(countersOf(job), job.totalImages);
  const context = conversionContext(job, packPlanned, reporter);
  const start = job.cursor - input.first;
  const end = batchEnd(packPlanned, start, budget);
  const started = Date.now();
  const files: TextureFile[] = [];
  let next = start;
  while (next < end && (next === start || Date.now() - started < budget.maxMillis)) {
    const sliceEnd = Math.min(end, next + SLICE);
    files.push(...(await convertEntries(source, packPlanned, { start: next, end: sliceEnd }, writer, context)));
    next = sliceEnd;
  }
  const written = writer.state.entries.slice(previous.length);
  // Copied files are not inspected during a conversion ("pending"); the job lists what it converted
  // and the maps the pack brought, which are checked (pack/kept-map.ts).
  const converted = files.filter((file) => file.validationStatus !== "pending");
  const leftOut: string[] = [];
  const staged: StagedProjectFile[] = [];
  let leftOutOfProject: string | undefined;
  // A whole batch the project no longer takes: one log line for its files, not one each.
  let refused: { files: number; reason: string } | undefined;
  if (job.projectId != null && options.onConverted) {
    const { textures, packMeta, leftOut: skipped } = await texturesFor(converted, writer.captured, packPlanned, source);
    leftOutOfProject = skipped;
    if (textures.length > 0 || packMeta) {
      const bound = await options.onConverted(job, textures, store.filePaths(), packMeta);
      staged.push(...bound.staged);
      leftOut.push(...bound.leftOut);
      refused = bound.refused;
    }
  }
  const counters = reporter.counters;
  return commit(store, job, (current) => {
    store.addWritten(written);
    store.saveOutput(output.parts.slice(committedParts), output.tail());
    store.addFiles(converted);
    store.stage(staged);
    for (const [level, message] of reporter.lines) store.log(level, message);
    if (leftOutOfProject) store.log("info", leftOutOfProject);
    for (const message of leftOut) store.log("warning", message);
    if (leftOut.length > 0) current.leftOutOfProject = (current.leftOutOfProject ?? 0) + leftOut.length;
    if (refused) {
      store.log("warning", `${countNoun(refused.files, "file")} could not be added to the project (${refused.reason})`);
      current.leftOutOfProject = (current.leftOutOfProject ?? 0) + refused.files;
    }
    current.cursor = input.first + next;
    current.imagesProcessed = counters.imagesProcessed;
    current.texturesGenerated = counters.texturesGenerated;
    current.keptExisting = counters.keptExisting;
    current.errors = counters.errors;
    if (current.cursor >= current.entryCount) current.phase = "finalize";
  });
}

async function finalize(
  bucket: R2Bucket,
  store: JobStore,
  job: JobState,
  options: EngineOptions,
): Promise<StepOutcome> {
  const unreadable = unreadableInput(job, () => store.files());
  if (unreadable) throw new UnreadableInputError(unreadable);
  const output = resumeOutput(bucket, store, job, options.partSize);
  const previous = store.written();
  const writer = new CapturingZipWriter(
    (chunk) => output.write(chunk),
    { offset: output.offset, entries: previous },
    false,
  );
  const reporter = new BatchReporter(countersOf(job), job.totalImages);
  const [only, ...more] = job.plans ?? [];
  if (job.kind === "batch" || !only || more.length > 0) {
    // Several inputs, each in its own folder: one declaration at the root, no pack.mcmeta of its own.
    if (!writer.has(TEXTURE_PROPERTIES)) await writer.addFile(TEXTURE_PROPERTIES, declareLabPbr());
    await writer.finish();
  } else {
    const planned = packPlan(only, store.entries(only.first, only.count));
    await finishPack(planned, writer, conversionContext(job, planned, reporter));
  }
  const added: WrittenEntry[] = writer.state.entries.slice(previous.length);
  const expectedSize = output.offset;
  let size: number;
  try {
    size = (await output.complete()).size;
  } catch (error) {
    // A crash after R2 assembled the object but before our commit: the upload is gone, the zip is there.
    const existing = await bucket.head(job.outputKey);
    if (!existing || existing.size !== expectedSize) throw error;
    size = existing.size;
  }
  return commit(store, job, (current) => {
    store.addWritten(added);
    for (const [level, message] of reporter.lines) store.log(level, message);
    current.outputSize = size;
    // The job now succeeds: only then do its files reach the project.
    if (store.stagedCount() > 0) {
      current.phase = "attach";
      current.attachedThrough = 0;
    } else complete(store, current);
  });
}

/**
 * Adds the next slice of staged files to the project, and completes the job after the last one. A
 * step that throws is redone (upserts by path, so nothing doubles); see `giveUpAttaching`.
 */
async function attach(store: JobStore, job: JobState, options: EngineOptions): Promise<StepOutcome> {
  const slice = store.stagedSlice(job.attachedThrough ?? 0, ATTACH_BYTES, options.attachFiles ?? ATTACH_FILES);
  const outcome =
    slice.length > 0 && options.onAttach
      ? await options.onAttach(
          job,
          slice.map(({ file }) => file),
        )
      : "attached";
  return commit(store, job, (current) => {
    if (outcome !== "attached") {
      // Skipping the slices silently read as a job that added everything.
      leaveOutTheRest(store, current, outcome.refused);
      return;
    }
    current.attachedThrough = slice.at(-1)?.seq ?? current.attachedThrough;
    if (store.stagedCount(current.attachedThrough) === 0) complete(store, current);
  });
}

/**
 * An attach step that failed for good: the zip is complete, so the job still completes, and the files
 * not yet attached count as left out of the project, with a warning saying why.
 */
export function giveUpAttaching(store: JobStore, job: JobState, reason: string): StepOutcome {
  return commit(store, job, (current) => leaveOutTheRest(store, current, reason));
}

/** Completes the job with the staged files not yet attached counted as left out of the project. */
function leaveOutTheRest(store: JobStore, current: JobState, reason: string): void {
  const missing = store.stagedCount(current.attachedThrough ?? 0);
  store.log("warning", `${countNoun(missing, "file")} could not be added to the project (${reason})`);
  current.leftOutOfProject = (current.leftOutOfProject ?? 0) + missing;
  complete(store, current);
}

function complete(store: JobStore, current: JobState): void {
  current.phase = "done";
  current.status = "completed";
  current.finishedAt = new Date().toISOString();
  const done = doneLine(
    {
      texturesGenerated: current.texturesGenerated,
      imagesProcessed: current.imagesProcessed,
      failed: current.errors ?? 0,
    },
    store.files(),
  );
  store.log(done.level, done.message);
}

/**
 * The advanced processing a job applies to an input: none when it makes no maps (a batch with
 * generateMaps off keeps every file byte for byte), which it says rather than dropping silently.
 */
function advancedProcessingOf(job: JobState, inputType: PackPlan["inputType"]) {
  if (job.settings.generateMaps === false && hasAdvancedProcessing(job.settings.advancedProcessing)) {
    return {
      notes: [
        "Resize and compression apply to converted textures: with generateMaps off, every file is kept byte for byte",
      ],
    };
  }
  return advancedProcessingFor(inputType, job.settings.advancedProcessing);
}

/** The same context `convertPack` builds, with the server's pixel budget (see MAX_TEXTURE_PIXELS). */
function conversionContext(job: JobState, plan: PackPlan, reporter: BatchReporter): ConversionContext {
  const { advanced } = advancedProcessingOf(job, plan.inputType);
  return {
    settings: { ...job.settings.settings, inputType: plan.inputType },
    generate: generateMaterial,
    reporter,
    maxPixels: MAX_TEXTURE_PIXELS,
    tooLargeAdvice: TOO_LARGE_FOR_SERVER,
    ...(advanced ? { advanced } : {}),
  };
}

function countersOf(job: JobState): ConversionCounters {
  return {
    imagesProcessed: job.imagesProcessed,
    texturesGenerated: job.texturesGenerated,
    keptExisting: job.keptExisting ?? 0,
    errors: job.errors ?? 0,
    warnings: 0,
    startedAt: job.startedAt ? Date.parse(job.startedAt) : Date.now(),
  };
}

function resumeOutput(bucket: R2Bucket, store: JobStore, job: JobState, partSize?: number): MultipartOutput {
  if (!job.uploadId) throw new Error("The job has no output upload");
  const upload = bucket.resumeMultipartUpload(job.outputKey, job.uploadId);
  return new MultipartOutput(upload, store.parts(), store.tail(), partSize);
}

/**
 * Commits a step, unless the job was cancelled or retried while the step awaited I/O: then its work
 * is dropped (RPC calls interleave with the alarm at every await).
 */
function commit(store: JobStore, job: JobState, apply: (current: JobState) => void): StepOutcome {
  return store.transaction(() => {
    const current = store.job();
    const unchanged =
      current &&
      current.run === job.run &&
      current.status === job.status &&
      current.phase === job.phase &&
      current.cursor === job.cursor &&
      current.attachedThrough === job.attachedThrough;
    if (!current || !unchanged) return "stale";
    if (current.status === "pending") {
      current.status = "processing";
      current.startedAt ??= new Date().toISOString();
    }
    apply(current);
    current.attempts = 0;
    store.saveJob(current);
    return current.phase === "done" ? "done" : "more";
  });
}
