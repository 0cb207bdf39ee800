import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { formatCount } from "./format";

/** What Validation Results says of a converted job: its files' checks, never a blank all-clear. */
export interface JobValidationSummary {
  /**
   * "invalid" when a file has errors, "warnings" when only warnings, "valid" when all pass, "none" when
   * nothing was checked; "cancelled" or "failed" when the job stopped early, whatever its files say.
   */
  verdict: "invalid" | "warnings" | "valid" | "none" | "cancelled" | "failed";
  headline: string;
  /** "2 with errors · 1 with warnings of 21 files". */
  detail: string;
}

type CheckedFile = Pick<TextureFile, "validationStatus">;

/** How a job that stopped before finishing ended: by its owner's Cancel, or by a failure. */
export type JobEnd = "cancelled" | "failed";

/** "1 file fails", "2 files fail": the verb agrees with the count. */
const filesFailing = (count: number) => `${formatCount(count, "file")} ${count === 1 ? "fails" : "fail"}`;

/**
 * Sums a job's files by their checks. The panel read "No validation issues found" beside a Files list
 * with two "error" rows, since it only knew about Validate Only; a job's files carry their own results.
 * Files still pending are not counted as passing. A job that stopped early (`ended`) gets no verdict:
 * only the files converted before it stopped were checked, and it read "Valid · All files pass" beside
 * a Cancelled badge for a pack that cannot be downloaded.
 */
export function jobValidationSummary(files: readonly CheckedFile[], ended: JobEnd | null = null): JobValidationSummary {
  const count = (status: CheckedFile["validationStatus"]) => files.filter((f) => f.validationStatus === status).length;
  const errors = count("error");
  const warnings = count("warning");
  const checked = files.length - count("pending");
  const parts = [errors > 0 && `${errors} with errors`, warnings > 0 && `${warnings} with warnings`].filter(Boolean);
  const of = formatCount(files.length, "file");
  if (ended) {
    // The verdict's badge says how it ended ("Cancelled", "Failed"); the headline what that means here.
    if (checked === 0) return { verdict: ended, headline: "No file was checked before it stopped", detail: "" };
    return {
      verdict: ended,
      headline: "Only the files converted before it stopped were checked",
      detail:
        parts.length > 0 ? `${parts.join(" · ")} of ${of} checked` : `${checked} of ${of} checked, none with issues`,
    };
  }
  if (checked === 0) return { verdict: "none", headline: "Not validated yet", detail: "" };
  if (errors > 0) {
    return {
      verdict: "invalid",
      headline: `${filesFailing(errors)} LabPBR's rules`,
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
