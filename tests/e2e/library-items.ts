import type { Page } from "playwright-core";

/** A Library item as `GET /api/uploaded-content` lists it (the fields the journeys read). */
export interface LibraryItem {
  id: number;
  fileName: string;
  fileUrl: string;
  thumbnailUrl: string;
}

/** The signed-in page's Library items, read through the API: the count a save must not grow twice. */
export const libraryItems = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/uploaded-content")).json()) as LibraryItem[]);
