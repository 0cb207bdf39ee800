import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import type { Job } from "./jobs";

/** What produced the latest files to look at: a chosen or started job, or Validate Only. */
export type FilesOrigin = "job" | "validation";

export type FilesPanelSubject = { kind: "job"; job: Job } | { kind: "validation"; result: ValidationResult };

/**
 * What Validation Results and Files & Validation both show: they sit one above the other, so they must
 * speak of the same thing (Results kept Validate Only's verdict while the list showed a job chosen
 * since). After Validate Only the spec's toast says "Check the files panel for
 * details", so the validated files are shown there, not the files of whichever job the queue had
 * selected before; choosing or starting a job brings that job's files back. A validation of a file no
 * longer chosen is gone (choosing files clears it), so the job shows again then too.
 */
export function filesPanelSubject(
  origin: FilesOrigin,
  validation: ValidationResult | null,
  job: Job | null,
): FilesPanelSubject | null {
  if (validation && (origin === "validation" || !job)) return { kind: "validation", result: validation };
  return job ? { kind: "job", job } : null;
}

/** The two halves of a subject, in the props ValidationResults takes. */
export function subjectParts(subject: FilesPanelSubject | null): {
  result: ValidationResult | null;
  job: Job | null;
} {
  if (!subject) return { result: null, job: null };
  return subject.kind === "validation" ? { result: subject.result, job: null } : { result: null, job: subject.job };
}
