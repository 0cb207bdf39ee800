import { HttpError } from "../../../lib/api-client";
import type { UploadedContent } from "../../library/api/types";
import type { LibraryLink } from "../lib/library-link";

/** What a save did: added a new item, updated the linked one, or added anew because the linked one was gone. */
export type SaveOutcome =
  | { kind: "added"; item: UploadedContent }
  | { kind: "updated"; item: UploadedContent }
  | { kind: "relinked"; item: UploadedContent; lost: LibraryLink };

export interface LibraryCalls {
  add(png: Uint8Array, fileName: string): Promise<UploadedContent>;
  replace(id: number, png: Uint8Array, fileName: string): Promise<UploadedContent>;
}

/**
 * Saves the editor's PNG: over the linked Library item when there is one (so saving again never makes a
 * duplicate), else as a new item. A linked item deleted meanwhile (404) is not an error the person can
 * act on: the texture is added as a new item instead, and the outcome says so.
 */
export async function saveToLibrary(
  link: LibraryLink | null,
  png: Uint8Array,
  fileName: string,
  calls: LibraryCalls,
): Promise<SaveOutcome> {
  if (!link) return { kind: "added", item: await calls.add(png, fileName) };
  try {
    return { kind: "updated", item: await calls.replace(link.id, png, fileName) };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    return { kind: "relinked", item: await calls.add(png, fileName), lost: link };
  }
}
