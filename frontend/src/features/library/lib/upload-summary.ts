import { fileProblem } from "../../../lib/format";
import { type SkippedFile, skippedLine } from "./library-selection";

export interface UploadSummary {
  title: string;
  description: string;
  variant?: "destructive";
}

/**
 * One toast for a finished upload of several files. A partial failure names both sides: reporting only
 * the failure made people think nothing was added and upload the good files again (duplicates). Files
 * skipped before uploading (`skipped`, see sortLibrarySelection) are named after the rest.
 */
export function uploadSummary(
  added: readonly string[],
  failed: readonly { name: string; message: string }[],
  skipped: readonly SkippedFile[] = [],
): UploadSummary {
  const summary = uploaded(added, failed);
  const line = skippedLine(skipped);
  if (!summary) return { title: "No files added", description: line, variant: "destructive" };
  return line ? { ...summary, description: `${summary.description.replace(/\.$/, "")}. ${line}` } : summary;
}

/** What the requests did, or null when none was sent (everything was skipped). */
function uploaded(
  added: readonly string[],
  failed: readonly { name: string; message: string }[],
): UploadSummary | null {
  const [first, ...more] = failed;
  if (!first) {
    if (added.length === 0) return null;
    return {
      title: "Added to your library",
      description: added.length === 1 ? `${added[0]} is ready` : `${added.length} files are ready`,
    };
  }
  const failure = fileProblem(first.name, first.message);
  const others = more.length === 0 ? "" : ` (and ${more.length} more ${more.length === 1 ? "file" : "files"} failed)`;
  if (added.length === 0) return { title: "Upload failed", description: `${failure}${others}`, variant: "destructive" };
  const addedText = added.length === 1 ? `${added[0]} added` : `${added.length} files added`;
  return {
    title: "Some files were not added",
    description: `${addedText}; ${first.name} failed: ${withoutName(failure, first.name)}${others}`,
    variant: "destructive",
  };
}

/** The server's message often starts with the file's name already; it is said once. */
function withoutName(problem: string, name: string): string {
  return problem.startsWith(`${name}: `) ? problem.slice(name.length + 2) : problem;
}
