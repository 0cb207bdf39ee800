import { readImageHeader, sequenceSizeProblem, type ValidationIssue } from "@greenhouse/wasm-pipeline";

/** Enough of a file for any supported format's header (a JPEG's size can sit after large EXIF data). */
const HEADER_BYTES = 1024 * 1024;

/**
 * The error an image sequence's frames give before any upload when their sizes differ (the same words
 * the conversion refuses them with), or null. A frame whose header cannot be read is left to the
 * server's validation, which names what is wrong with it.
 */
export async function sequenceSizeIssue(frames: readonly File[]): Promise<ValidationIssue | null> {
  const sizes = [];
  for (const frame of frames) {
    const head = new Uint8Array(await frame.slice(0, HEADER_BYTES).arrayBuffer());
    try {
      sizes.push({ name: frame.name, ...readImageHeader(head, frame.name) });
    } catch {
      // Unreadable: reported per file by /api/validate.
    }
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
