import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { formatCount } from "./format";

/** What Validation Results says of a converted job: its files' checks, never a blank all-clear. */
export interface JobValidationSummary {
  /** "invalid" when a file has errors, "warnings" when only warnings, "valid" when all pass, "none" when nothing was checked. */
  verdict: "invalid" | "warnings" | "valid" | "none";
  headline: string;
  /** "2 with errors · 1 with warnings of 21 files". */
  detail: string;
}

type CheckedFile = Pick<TextureFile, "validationStatus">;

/**
 * Sums a job's files by their checks. The panel read "No validation issues found" beside a Files list
 * with two "error" rows, since it only knew about Validate Only; a job's files carry their own results.
 * Files still pending are not counted as passing.
 */
export function jobValidationSummary(files: readonly CheckedFile[]): JobValidationSummary {
  const count = (status: CheckedFile["validationStatus"]) => files.filter((f) => f.validationStatus === status).length;
  const errors = count("error");
  const warnings = count("warning");
  const checked = files.length - count("pending");
  if (checked === 0) return { verdict: "none", headline: "Not validated yet", detail: "" };
  const parts = [errors > 0 && `${errors} with errors`, warnings > 0 && `${warnings} with warnings`].filter(Boolean);
  const of = formatCount(files.length, "file");
  if (errors > 0) {
    return {
      verdict: "invalid",
      headline: `${formatCount(errors, "file")} fail LabPBR's rules`,
      detail: `${parts.join(" · ")} of ${of}`,
    };
  }
  if (warnings > 0) {
    return {
      verdict: "warnings",
      headline: `${formatCount(warnings, "file")} with warnings`,
      detail: `${parts.join(" · ")} of ${of}`,
    };
  }
  return { verdict: "valid", headline: "All files pass LabPBR's rules", detail: `${checked} of ${of} checked` };
}
