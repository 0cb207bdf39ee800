import type { BatchState } from "./batch-queue";

/**
 * Where the run stands, in words: what a person needs before pressing Pause, Resume or Clear. The
 * Batch section and the workspace's bottom panel both say it, so they never disagree.
 */
export function describeRun(state: BatchState): string {
  const total = state.items.length;
  const processing = state.items.findIndex((item) => item.status === "processing");
  if (total === 0) return "Add files to build a queue.";
  if (processing >= 0 && !state.running) return `Pausing after ${state.items[processing]?.name ?? "the current file"}…`;
  if (processing >= 0) return `Converting file ${processing + 1} of ${total} on this device.`;
  if (state.paused) return `Paused. Resume continues with file ${Math.min(state.position + 1, total)} of ${total}.`;
  const pending = state.items.filter((item) => item.status === "pending").length;
  return pending > 0 ? `${pending} file${pending === 1 ? "" : "s"} waiting.` : "Every file has been processed.";
}

/**
 * What the server job queue, when empty, says about the Batch tab: files still to convert there are
 * "converting" (or "waiting" while no run takes them); once all are done it only says they are held there.
 */
export function batchQueueNote(state: BatchState): string | null {
  const total = state.items.length;
  if (total === 0) return null;
  const files = (count: number) => `${count} ${count === 1 ? "file" : "files"}`;
  const left = state.items.filter((item) => item.status === "pending" || item.status === "processing").length;
  if (left === 0) return `The Batch tab holds ${files(total)} already processed.`;
  const converting = state.running || state.items.some((item) => item.status === "processing");
  return `The Batch tab has ${files(left)} ${converting ? "converting" : "waiting to convert"} on this device.`;
}
