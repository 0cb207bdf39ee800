import { messageBesidePath, type TextureFile } from "@greenhouse/wasm-pipeline";

/** One file of a finished job that breaks a LabPBR rule, with the first rule it breaks. */
export interface FailingFile {
  path: string;
  reason: string;
}

/** What Quick Convert says about a finished job whose files have errors; null when none has. */
export interface FailingFilesNotice {
  title: string;
  examples: FailingFile[];
  /** How many failing files are not among the examples. */
  more: number;
}

/** Enough to act on without turning a big pack's page into a report: Validate Only lists them all. */
const maxExamples = 3;

/**
 * A conversion "completes" even when files in it fail LabPBR's rules (a kept `_n` of the wrong size, an
 * unreadable PNG): the job log says so in its closing line, and so must Quick Convert, instead of a
 * bare "Conversion complete". Counts the files listed with an error, as the workspace's files list does.
 */
export function failingFilesNotice(
  files: readonly Pick<TextureFile, "originalPath" | "validationStatus" | "validationIssues">[],
): FailingFilesNotice | null {
  const failing = files.filter((file) => file.validationStatus === "error");
  if (failing.length === 0) return null;
  return {
    title: `${failing.length} ${failing.length === 1 ? "file fails" : "files fail"} LabPBR's rules`,
    examples: failing.slice(0, maxExamples).map((file) => ({
      path: file.originalPath,
      reason: messageBesidePath(
        file.validationIssues.find((issue) => issue.level === "error")?.message ?? "",
        file.originalPath,
      ),
    })),
    more: Math.max(0, failing.length - maxExamples),
  };
}
