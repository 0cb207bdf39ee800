import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import { sequenceSizeIssue } from "../lib/sequence-size-check";
import { mergeValidationResults, sequencePercent } from "../lib/validation-merge";
import { ApiError } from "./http";
import { validateFile } from "./jobs";
import type { UploadOptions } from "./upload";

/** A frame the server refused (wrong type, too large...): an error on that frame, not a failed run. */
function refusedFrame(frame: File, error: ApiError): ValidationResult {
  return {
    isValid: false,
    totalFiles: 1,
    textureFiles: 1,
    issues: [
      {
        level: "error",
        message: `${frame.name} was refused: ${error.message || error.statusText}`,
        suggestion: "Export the frame as a PNG like the others, or leave it out of the sequence",
        filename: frame.name,
      },
    ],
    fileDetails: [{ path: frame.name, filename: frame.name, size: frame.size, validation: { isValid: false } }],
  };
}

/**
 * Validates an image sequence: each frame through POST /api/validate in turn, merged into one result,
 * plus frames of different sizes (which the conversion would refuse), read from their headers here.
 * A frame the server refuses becomes an error on that frame; a server or network failure fails the
 * whole run. Progress runs over the whole sequence.
 */
export async function validateFrames(frames: readonly File[], options: UploadOptions = {}): Promise<ValidationResult> {
  const sizeIssue = await sequenceSizeIssue(frames);
  const results: ValidationResult[] = [];
  for (const [index, frame] of frames.entries()) {
    options.onProgress?.(sequencePercent(index, frames.length, 0));
    try {
      results.push(
        await validateFile(frame, {
          onProgress: (percent) => options.onProgress?.(sequencePercent(index, frames.length, percent)),
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 429) {
        throw error;
      }
      results.push(refusedFrame(frame, error));
    }
  }
  const merged = mergeValidationResults(results);
  return sizeIssue ? { ...merged, isValid: false, issues: [sizeIssue, ...merged.issues] } : merged;
}
