import { describe, expect, it } from "vitest";
import { jobProgress } from "./progress.js";
import type { JobState } from "./types.js";

const converting = (counts: Partial<JobState>): JobState =>
  ({
    status: "processing",
    phase: "entries",
    cursor: 0,
    entryCount: 0,
    totalImages: 0,
    imagesProcessed: 0,
    ...counts,
  }) as JobState;

describe("jobProgress", () => {
  it("follows the images converted, as the task line counts them, not the zip entries read", () => {
    // voxelibre-rp.zip read 29 % at "96 of 1087": most of its entries are not images.
    const job = converting({ cursor: 1200, entryCount: 4800, imagesProcessed: 96, totalImages: 1087 });
    expect(jobProgress(job)).toBe(5 + Math.floor((90 * 96) / 1087));
    expect(jobProgress({ ...job, cursor: 3000, imagesProcessed: 480 })).toBe(5 + Math.floor((90 * 480) / 1087));
  });

  it("moves with the entries read when a pack has no images to convert", () => {
    expect(jobProgress(converting({ cursor: 5, entryCount: 10 }))).toBe(50);
  });

  it("keeps planning at 0, writing at 97, adding to the project at 98 and a completed job at 100", () => {
    expect(jobProgress(converting({ phase: "plan" }))).toBe(0);
    expect(jobProgress(converting({ phase: "finalize" }))).toBe(97);
    expect(jobProgress(converting({ phase: "attach" }))).toBe(98);
    expect(jobProgress(converting({ status: "completed", phase: "done" }))).toBe(100);
  });
});
