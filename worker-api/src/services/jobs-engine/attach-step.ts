import { countNoun } from "../../lib/count-noun.js";
import type { EngineOptions } from "./engine-options.js";
import type { JobStore } from "./job-store.js";
import { commit, complete, type StepOutcome } from "./step-commit.js";
import type { JobState } from "./types.js";

/**
 * What one attach step reads back from R2 and holds at once: bounded in bytes and in subrequests (a
 * get and a put per file), however large the pack.
 */
const ATTACH_BYTES = 32 * 1024 * 1024;
const ATTACH_FILES = 200;

/**
 * Adds the next slice of staged files to the project, and completes the job after the last one. A
 * step that throws is redone (upserts by path, so nothing doubles); see `giveUpAttaching`.
 */
export async function attach(store: JobStore, job: JobState, options: EngineOptions): Promise<StepOutcome> {
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
