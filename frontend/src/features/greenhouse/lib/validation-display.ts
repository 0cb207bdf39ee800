import type { IssueLevel, ValidationIssue, ValidationResult } from "@greenhouse/wasm-pipeline";
import { animatedTexture } from "./animated-texture";
import { isZipName } from "./file-checks";

/** Severity labels of the validation panel (product spec, section 5). */
export const severityLabel: Record<IssueLevel, string> = {
  error: "Critical Error",
  warning: "Warning",
  info: "Info",
};

/** How many issues a section lists before details are turned on. */
export const PREVIEW_COUNT = 3;

export interface IssueGroups {
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
  infos: ValidationIssue[];
}

export function groupIssues(issues: readonly ValidationIssue[]): IssueGroups {
  return {
    errors: issues.filter((issue) => issue.level === "error"),
    warnings: issues.filter((issue) => issue.level === "warning"),
    infos: issues.filter((issue) => issue.level === "info"),
  };
}

/** The issues a section shows: the first 3 unless details are on. */
export function visibleIssues<T>(issues: readonly T[], details: boolean): T[] {
  return details ? [...issues] : issues.slice(0, PREVIEW_COUNT);
}

/**
 * What follows "Valid" in the verdict: the warnings a valid result still has ("46 warnings"), since
 * valid only means no errors and a bare "Valid" over 46 warnings reads as a clean pass. Null when there
 * are none, and for an invalid result, whose errors lead.
 */
export function validWarningsLabel(result: Pick<ValidationResult, "isValid" | "issues">): string | null {
  if (!result.isValid) return null;
  const warnings = result.issues.filter((issue) => issue.level === "warning").length;
  if (warnings === 0) return null;
  return warnings === 1 ? "1 warning" : `${warnings} warnings`;
}

/**
 * The files panel's tally, counted as the toast counts: errors and warnings are issues, info findings
 * notes ("46 issues · 701 notes"; it read "747 issues" under a verdict of "Valid · 46 warnings").
 */
export function issueTally(issues: readonly Pick<ValidationIssue, "level">[]): string {
  const notes = issues.filter((issue) => issue.level === "info").length;
  const problems = issues.length - notes;
  const issueText = `${problems} ${problems === 1 ? "issue" : "issues"}`;
  return notes === 0 ? issueText : `${issueText} · ${notes} ${notes === 1 ? "note" : "notes"}`;
}

/**
 * The toast after Validate Only succeeds (product spec, section 8: "Found N issues."). N counts errors and
 * warnings; info findings (an alpha channel nothing uses, an `_e` overlay LabPBR does not read) are notes,
 * counted apart: a valid Replete pack read "Found 747 issues" for its 46 warnings and 701 notes.
 */
export function validationCompleteNotice(issues: readonly Pick<ValidationIssue, "level">[]) {
  const notes = issues.filter((issue) => issue.level === "info").length;
  const problems = issues.length - notes;
  const found = `Found ${problems} ${problems === 1 ? "issue" : "issues"}`;
  const andNotes = notes === 0 ? "" : ` and ${notes} ${notes === 1 ? "note" : "notes"}`;
  return {
    title: "Validation complete",
    description: `${found}${andNotes}. Check the files panel for details.`,
  };
}

/**
 * Validate Only is worded after what was chosen (spec: Validate ZIP Only / Validate Texture Only); an
 * image sequence validates every frame.
 */
export function validateLabel(files: readonly { name: string; size: number }[]): string {
  const [file] = files;
  if (!file) return "Validate Only";
  if (animatedTexture(files)) return "Validate Texture Only";
  if (files.length > 1) return "Validate Frames Only";
  return isZipName(file.name) ? "Validate ZIP Only" : "Validate Texture Only";
}

/** The button while validating; a large file's chunked upload shows how much has been sent. */
export function validatingLabel(uploadPercent: number): string {
  return uploadPercent > 0 && uploadPercent < 100 ? `Validating... ${uploadPercent}%` : "Validating...";
}

/**
 * What the Validation panel shows when the file could not be validated at all (an unsafe or broken
 * archive, an unreadable image): one error naming the file, so the panel never keeps saying "No
 * validation issues found" (or an earlier file's results) after a refusal. It has no files counted.
 */
export function failedValidation(fileName: string, reason: string): ValidationResult {
  return {
    isValid: false,
    totalFiles: 0,
    textureFiles: 0,
    issues: [
      {
        level: "error",
        filename: fileName,
        message: `${fileName} could not be validated: ${reason}`,
        suggestion: "Fix the file (or re-export the pack) and validate it again.",
      },
    ],
    fileDetails: [],
  };
}
