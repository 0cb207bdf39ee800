import { useSyncExternalStore } from "react";

/** The Library item the open texture came from or was last saved as; Save Texture updates it. */
export interface LibraryLink {
  id: number;
  fileName: string;
}

// Kept beside the editor's document store, for the same reason: the link must survive a visit to another
// workspace section, and a page reload (which starts a fresh document) forgets both.
let link: LibraryLink | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Links the open texture to a Library item, or (null) forgets the link: the next save adds a new item. */
export function setLibraryLink(next: LibraryLink | null): void {
  link = next;
  for (const listener of listeners) listener();
}

export const forgetLibraryLink = () => setLibraryLink(null);

/** The current link, re-rendering when it changes. */
export function useLibraryLink(): LibraryLink | null {
  return useSyncExternalStore(subscribe, () => link);
}
