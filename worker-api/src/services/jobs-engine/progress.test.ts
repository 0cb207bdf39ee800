import { describe, expect, it } from "vitest";
import { isCancellable, jobProgress, listedAsCancellable, processingStatus } from "./progress.js";
import type { JobState } from "./types.js";

const converting = (counts: Partial<JobState>): JobState =>
  ({
    status: "processing",
    phase: "entries",
    cursor: 0,
    entryCount: 0,
    totalImages: 0,
    imagesProcessed: 0,
    texturesGenerated: 0,
    startedAt: null,
    finishedAt: null,
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

  it("keeps planning at 0, writing at 97 and a completed job at 100", () => {
    expect(jobProgress(converting({ phase: "plan" }))).toBe(0);
    expect(jobProgress(converting({ phase: "finalize" }))).toBe(97);
    expect(jobProgress(converting({ status: "completed", phase: "done" }))).toBe(100);
  });

  it("moves from 98 to 99 as the files are added to the project", () => {
    const attaching = converting({ phase: "attach" });
    expect(jobProgress(attaching)).toBe(98);
    expect(jobProgress(attaching, { added: 0, total: 7800 })).toBe(98);
    expect(jobProgress(attaching, { added: 3200, total: 7800 })).toBe(98);
    expect(jobProgress(attaching, { added: 3900, total: 7800 })).toBe(99);
    expect(jobProgress(attaching, { added: 7800, total: 7800 })).toBe(99);
  });
});

describe("the task line and whether a job can be cancelled", () => {
  it("counts the files added to the project, and the job can no longer be cancelled", () => {
    const status = processingStatus(converting({ phase: "attach" }), [], { attach: { added: 3200, total: 7800 } });
    expect(status).toMatchObject({
      currentTask: "Adding the converted files to the project (3,200 of 7,800)",
      cancellable: false,
      filesAdded: 3200,
      filesToAdd: 7800,
    });
  });

  it("lets a job be cancelled while it converts or writes, and not once it has ended", () => {
    const status = processingStatus(converting({ imagesProcessed: 3, totalImages: 10 }), []);
    expect(status).toMatchObject({ currentTask: "Converting textures (3 of 10)", cancellable: true });
    expect(status).not.toHaveProperty("filesAdded");
    expect(isCancellable(converting({ phase: "finalize" }))).toBe(true);
    expect(isCancellable(converting({ status: "pending", phase: "plan" }))).toBe(true);
    expect(isCancellable(converting({ status: "completed", phase: "done" }))).toBe(false);
    expect(isCancellable(converting({ status: "failed" }))).toBe(false);
  });

  it("reads the same from the jobs index, whose row keeps the percent but no phase", () => {
    for (const phase of ["plan", "entries", "finalize", "attach"] as const) {
      const job = converting({ phase, imagesProcessed: 10, totalImages: 10 });
      expect(listedAsCancellable(job.status, jobProgress(job, { added: 1, total: 2 }))).toBe(isCancellable(job));
    }
    expect(listedAsCancellable("pending", 0)).toBe(true);
    expect(listedAsCancellable("completed", 100)).toBe(false);
  });
});
