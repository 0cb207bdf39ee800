import { MAX_STORED_IMAGE_BYTES } from "../../../components/file-checks";
import { libraryExtensions } from "./content-format";

/** A chosen file the library will not send, with why in a few words ("not an image"). */
export interface SkippedFile {
  name: string;
  reason: string;
}

/** Why a file cannot be added, before any request: the API refuses an image over the spec's 200 MB. */
function skipReason(file: Pick<File, "name" | "size">): string | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!(libraryExtensions as readonly string[]).includes(extension)) return "not an image";
  if (file.size > MAX_STORED_IMAGE_BYTES) return "over 200MB";
  if (file.size === 0) return "empty file";
  return null;
}

/**
 * Splits a selection into the files to upload and the ones to skip. One wrong file refused the whole
 * selection, so a folder's images went in only after its notes were picked out by hand; Batch takes
 * the acceptable files and names the others, and so does the library.
 */
export function sortLibrarySelection<T extends Pick<File, "name" | "size">>(
  files: readonly T[],
): { accepted: T[]; skipped: SkippedFile[] } {
  const accepted: T[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    const reason = skipReason(file);
    if (reason) skipped.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, skipped };
}

/**
 * The toast's line for skipped files, grouped by reason so each file is named with its own:
 * "Skipped notes.txt: not an image." A group names at most two files and counts the rest, so a folder
 * of 50 text files still takes one short line.
 */
export function skippedLine(skipped: readonly SkippedFile[]): string {
  const groups = new Map<string, string[]>();
  for (const file of skipped) groups.set(file.reason, [...(groups.get(file.reason) ?? []), file.name]);
  const parts = [...groups].map(([reason, names]) => {
    const shown = names.slice(0, 2).join(", ");
    const more = names.length > 2 ? ` and ${names.length - 2} more` : "";
    return `${shown}${more}: ${reason}`;
  });
  return parts.length > 0 ? `Skipped ${parts.join("; ")}.` : "";
}
