import type { PackPlan } from "@greenhouse/wasm-pipeline";

/** How much one batch (one alarm) may do before it commits and hands over to the next alarm. */
export interface BatchBudget {
  maxEntries: number;
  maxTextures: number;
  maxReadBytes: number;
  maxMillis: number;
}

export const defaultBatchBudget: BatchBudget = {
  maxEntries: 400,
  maxTextures: 48,
  maxReadBytes: 24 * 1024 * 1024,
  maxMillis: 5_000,
};

/**
 * The end of this batch's range: at most `maxEntries` entries and `maxTextures` materials, and no
 * more compressed bytes than `maxReadBytes` (one entry always goes, however large).
 */
export function batchEnd(plan: PackPlan, start: number, budget: BatchBudget): number {
  const limit = Math.min(plan.entries.length, start + budget.maxEntries);
  let textures = 0;
  let bytes = 0;
  let at = start;
  for (; at < limit; at++) {
    const item = plan.entries[at];
    if (!item) break;
    const material = item.role === "material";
    const cost = item.role === "replaced" || item.role === "directory" ? 0 : item.entry.compressedSize;
    if (at > start && (bytes + cost > budget.maxReadBytes || (material && textures >= budget.maxTextures))) break;
    bytes += cost;
    if (material) textures++;
  }
  return at;
}
