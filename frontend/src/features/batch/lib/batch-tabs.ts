import type { BatchItem } from "./batch-queue";

/** The queue list's tabs (spec section 4): which items each shows and how many, read from the items alone. */

export type BatchTab = "all" | "pending" | "processing" | "completed" | "failed";
export const batchTabs: { id: BatchTab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "pending", label: "Pending" },
  { id: "processing", label: "Processing" },
  { id: "completed", label: "Completed" },
  { id: "failed", label: "Failed" },
];

/** The items a queue tab shows: every item under All, else the items in that state. */
export function itemsForTab(items: readonly BatchItem[], tab: BatchTab): BatchItem[] {
  return tab === "all" ? [...items] : items.filter((item) => item.status === tab);
}

export function tabCounts(items: readonly BatchItem[]): Record<BatchTab, number> {
  return {
    all: items.length,
    pending: itemsForTab(items, "pending").length,
    processing: itemsForTab(items, "processing").length,
    completed: itemsForTab(items, "completed").length,
    failed: itemsForTab(items, "failed").length,
  };
}
