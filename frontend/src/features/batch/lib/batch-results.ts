import type { BatchItem, BatchState } from "./batch-queue";

/**
 * What a run has produced, read from the queue: the zips it holds, which of them were never saved, and
 * the summary the finished run reports. Kept apart from the transitions because it is what the page
 * warns about and offers to download, not how the queue moves.
 */

/**
 * What a reload or closed tab would lose: files still waiting or converting, and converted zips not yet
 * downloaded (they live only in this page). Skipped and failed files have nothing to keep.
 */
export function hasUnsavedWork(state: BatchState): boolean {
  return (
    state.items.some((item) => item.status === "pending" || item.status === "processing") ||
    undownloadedItems(state).length > 0
  );
}

/** Converted items whose zip was never downloaded: clearing the queue or leaving the page loses them. */
export function undownloadedItems(state: BatchState): BatchItem[] {
  return state.items.filter((item) => item.status === "completed" && item.skipped === null && !item.downloaded);
}

/** Converted items that hold a zip to download (a skipped file has none). */
export function convertedItems(items: readonly BatchItem[]): BatchItem[] {
  return items.filter((item) => item.status === "completed" && item.skipped === null);
}

/** The 'Batch processing complete!' description: what was converted, skipped and failed. */
export function runSummary(items: readonly BatchItem[]): string {
  const failed = items.filter((item) => item.status === "failed").length;
  const skipped = items.filter((item) => item.status === "completed" && item.skipped !== null).length;
  const converted = items.filter((item) => item.status === "completed" && item.skipped === null).length;
  const parts = [`${converted} converted`];
  if (skipped > 0) parts.push(`${skipped} skipped`);
  if (failed > 0) parts.push(`${failed} failed`);
  return `${parts.join(", ")}.`;
}
