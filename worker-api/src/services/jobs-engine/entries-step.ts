import { convertEntries, type TextureFile } from "@greenhouse/wasm-pipeline";
import { countNoun } from "../../lib/count-noun.js";
import { batchEnd, defaultBatchBudget } from "./batch-budget.js";
import { BatchReporter, CapturingZipWriter } from "./batch-writer.js";
import { conversionContext, countersOf } from "./conversion-context.js";
import type { EngineOptions } from "./engine-options.js";
import type { JobStore } from "./job-store.js";
import { openInput, packPlan } from "./plan.js";
import { texturesFor } from "./project-textures.js";
import { resumeOutput } from "./resumed-output.js";
import { commit, type StepOutcome } from "./step-commit.js";
import type { JobState, StagedProjectFile } from "./types.js";

/** Entries handed to `convertEntries` at a time; the time budget is checked between slices. */
const SLICE = 8;

/**
 * An `entries` step: converts the next batch of plan entries into the resumed zip and, for a project job,
 * stages the textures it converted.
 */
export async function runEntries(
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
