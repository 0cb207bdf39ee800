import { declareLabPbr, finishPack, type WrittenEntry } from "@greenhouse/wasm-pipeline";
import { BatchReporter, CapturingZipWriter } from "./batch-writer.js";
import { conversionContext, countersOf } from "./conversion-context.js";
import type { EngineOptions } from "./engine-options.js";
import type { JobStore } from "./job-store.js";
import { packPlan } from "./plan.js";
import { resumeOutput } from "./resumed-output.js";
import { commit, complete, type StepOutcome } from "./step-commit.js";
import type { JobState } from "./types.js";
import { UnreadableInputError, unreadableInput } from "./unreadable-input.js";

/** The path shaders read to know the pack is LabPBR 1.3 (batch jobs write one at the root). */
export const TEXTURE_PROPERTIES = "assets/minecraft/optifine/texture.properties";

/**
 * The `finalize` step: the LabPBR declaration (and, for one pack, `finishPack`'s pack.mcmeta), the central
 * directory and the completed upload; a project job then attaches its staged files.
 */
export async function finalize(
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
