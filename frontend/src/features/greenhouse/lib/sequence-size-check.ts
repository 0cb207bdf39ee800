import { sequenceSizeProblem, type ValidationIssue } from "@greenhouse/wasm-pipeline";
import { imageSizeOf } from "./image-header";

/**
 * The error an image sequence's frames give before any upload when their sizes differ (the same words
 * the conversion refuses them with), or null. A frame whose header cannot be read is left to the
 * server's validation, which names what is wrong with it.
 */
export async function sequenceSizeIssue(frames: readonly File[]): Promise<ValidationIssue | null> {
  const sizes = [];
  for (const frame of frames) {
    const size = await imageSizeOf(frame);
    // Unreadable: reported per file by /api/validate.
    if (size) sizes.push({ name: frame.name, ...size });
  }
  const problem = sequenceSizeProblem(sizes);
  if (!problem) return null;
  return {
    level: "error",
    message: problem.message,
    suggestion: "Resize or re-export that frame at the first frame's size, or leave it out of the sequence",
    filename: problem.frame,
  };
}
