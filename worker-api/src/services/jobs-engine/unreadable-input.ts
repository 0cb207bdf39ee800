import type { TextureFile } from "@greenhouse/wasm-pipeline";
import type { JobState } from "./types.js";

/**
 * A job whose input gave nothing to convert: a single image or a sequence that cannot be decoded, or a
 * batch in which no texture could be. Like an unreadable zip it fails the job at once (no retries) with
 * the decoder's message, rather than completing with a download that holds only the broken file.
 */
export class UnreadableInputError extends Error {
  override readonly name = "UnreadableInputError";
}

const firstProblem = (files: readonly TextureFile[]): string | undefined =>
  files.find((file) => file.validationStatus === "error")?.validationIssues[0]?.message;

/**
 * Why the finished job has no result worth presenting, or null when it has one. A resource pack with
 * some unreadable textures still completes (its other files are intact); so does a batch in which
 * some textures converted.
 */
export function unreadableInput(job: JobState, files: () => readonly TextureFile[]): string | null {
  const errors = job.errors ?? 0;
  if (errors === 0) return null;
  const [only, ...more] = job.plans ?? [];
  const loneImage =
    job.kind !== "batch" && only !== undefined && more.length === 0 && only.inputType !== "resourcepack";
  if (loneImage) return firstProblem(files()) ?? "The image could not be read.";
  if (job.kind === "batch" && job.totalImages > 0 && errors >= job.totalImages) {
    const reason = firstProblem(files());
    const none =
      job.totalImages === 1
        ? "The texture could not be converted"
        : `None of the ${job.totalImages} textures could be converted`;
    return `${none}${reason ? `: ${reason}` : ""}`;
  }
  return null;
}
