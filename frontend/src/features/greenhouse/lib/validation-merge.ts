import type { ValidationResult } from "@greenhouse/wasm-pipeline";

/**
 * One result for several files validated one by one (an image sequence's frames): valid only if every
 * file is, counts summed, issues and file details in the order the files were given.
 */
export function mergeValidationResults(results: readonly ValidationResult[]): ValidationResult {
  return {
    isValid: results.every((result) => result.isValid),
    totalFiles: results.reduce((sum, result) => sum + result.totalFiles, 0),
    textureFiles: results.reduce((sum, result) => sum + result.textureFiles, 0),
    issues: results.flatMap((result) => result.issues),
    fileDetails: results.flatMap((result) => result.fileDetails),
  };
}

/** Overall percent while file `index` of `count` is at `filePercent`: whole files done plus this one's share. */
export function sequencePercent(index: number, count: number, filePercent: number): number {
  if (count <= 0) return 0;
  return Math.round(((index + Math.min(100, Math.max(0, filePercent)) / 100) / count) * 100);
}
