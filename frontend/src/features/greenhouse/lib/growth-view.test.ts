import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { growthView, serverStatusOf, statusReportsEnd } from "./growth-view";
import type { Job, JobStatusReport } from "./jobs";

const job = (status: Job["status"], progress: number): Job => ({ id: "1", filename: "bee.png", status, progress });
const polled = (currentTask: string, imagesProcessed: number, totalImages: number): ProcessingStatus => ({
  currentTask,
  imagesProcessed,
  totalImages,
  texturesGenerated: imagesProcessed * 2,
  elapsedTime: 0,
  logs: [],
});

describe("growthView", () => {
  it("never says Completed under a processing badge when the status poll is ahead of the list", () => {
    // The reviewer's screen: PROCESSING, "Completed", 1/1 and the bar at 5 %.
    const view = growthView(job("processing", 5), polled("Completed", 1, 1));
    expect(view).toEqual({
      status: "processing",
      percent: 97,
      task: "Writing the converted pack",
      processed: "1/1",
      countsKnown: true,
    });
  });

  it("shows the remaining step once every image is converted but the pack is not written", () => {
    const view = growthView(job("processing", 95), polled("Converting textures (1 of 1)", 1, 1));
    expect(view).toEqual({
      status: "processing",
      percent: 97,
      task: "Writing the converted pack",
      processed: "1/1",
      countsKnown: true,
    });
  });

  it("shows the server's step and count while the files are added to the project, the bar moving 98 to 99", () => {
    // PixelPerfection: "Writing the converted pack" at 97 % for a minute while 7,800 files went in.
    const adding = (added: number): JobStatusReport => ({
      ...polled(`Adding the converted files to the project (${added.toLocaleString("en-US")} of 7,800)`, 10, 10),
      cancellable: false,
      filesAdded: added,
      filesToAdd: 7800,
    });
    expect(growthView(job("processing", 97), adding(0))).toEqual({
      status: "processing",
      percent: 98,
      task: "Adding the converted files to the project (0 of 7,800)",
      processed: "10/10",
      countsKnown: true,
    });
    expect(growthView(job("processing", 98), adding(3200))).toMatchObject({
      percent: 98,
      task: "Adding the converted files to the project (3,200 of 7,800)",
    });
    expect(growthView(job("processing", 99), adding(4000)).percent).toBe(99);
    // Done: only the list's "completed" makes it 100 % and Completed.
    expect(growthView(job("completed", 100), polled("Completed", 10, 10))).toMatchObject({
      percent: 100,
      task: "Completed",
    });
  });

  it("reads the bar from the counters while converting, as the count beside it", () => {
    expect(growthView(job("processing", 5), polled("Converting textures (50 of 100)", 50, 100))).toEqual({
      status: "processing",
      percent: 50,
      task: "Converting textures (50 of 100)",
      processed: "50/100",
      countsKnown: true,
    });
    // voxelibre-rp.zip: the list said 29 % (zip entries read) while 96 of 1087 images were converted.
    expect(growthView(job("processing", 29), polled("Converting textures (96 of 1087)", 96, 1087)).percent).toBe(12);
    // Before the first status poll, the listed percent is all there is.
    expect(growthView(job("processing", 40), undefined).percent).toBe(40);
  });

  it("is 100 % and Completed only once the job is listed as completed, its counts once its status says so", () => {
    expect(growthView(job("completed", 97), polled("Converting textures (1 of 1)", 1, 1))).toEqual({
      status: "completed",
      percent: 100,
      task: "Completed",
      processed: "1/1",
      countsKnown: true,
    });
    expect(growthView(job("completed", 97), undefined)).toMatchObject({ processed: "…", countsKnown: false });
    expect(growthView(job("completed", 100), polled("Completed", 3, 3)).processed).toBe("3/3");
  });

  it("does not show a poll from before the end as the ended job's counts", () => {
    // A fresh CI run read "Stopped at 0/0": the job failed while its last poll still said pending.
    const failed = { ...job("failed", 0), error: "unreadable zip" };
    const early = polled("Waiting to start", 0, 0);
    expect(serverStatusOf(failed, early)).toBeUndefined();
    expect(growthView(failed, serverStatusOf(failed, early))).toMatchObject({
      processed: "Stopped",
      countsKnown: false,
    });
    const final = polled("Failed: unreadable zip", 0, 1);
    expect(growthView(failed, serverStatusOf(failed, final))).toMatchObject({
      processed: "Stopped at 0/1",
      countsKnown: true,
    });
    // While the job runs, the latest poll is the best there is.
    expect(serverStatusOf(job("processing", 5), early)).toBe(early);
  });

  it("says what a job does before its status arrives, and when it fails", () => {
    expect(growthView(job("pending", 0), undefined)).toEqual({
      status: "pending",
      percent: 0,
      task: "Waiting to start",
      processed: "0/0",
      countsKnown: true,
    });
    expect(growthView(job("processing", 40), polled("Failed: cancelled", 2, 5)).task).toBe("Stopping");
    expect(growthView(job("failed", 40), polled("Failed: cancelled", 2, 5))).toEqual({
      status: "failed",
      percent: 100,
      task: "Failed",
      processed: "Stopped at 2/5",
      countsKnown: true,
    });
  });

  it("reads a failed job as failed: full bar, its reason, and no success-looking count", () => {
    // The reviewer's screen: a truncated PNG, FAILED, "Images processed 1/1" and a red bar stopping short.
    const failed = { ...job("failed", 97), error: "corrupt.png: PNG chunk at byte 33 runs past the end" };
    expect(growthView(failed, polled("Failed: corrupt.png: PNG chunk at byte 33 runs past the end", 1, 1))).toEqual({
      status: "failed",
      percent: 100,
      task: "Failed: corrupt.png: PNG chunk at byte 33 runs past the end",
      processed: "Stopped at 1/1",
      countsKnown: true,
    });
  });
});

describe("statusReportsEnd", () => {
  it("recognises the engine's end-state task lines only", () => {
    expect(statusReportsEnd({ currentTask: "Completed" })).toBe(true);
    expect(statusReportsEnd({ currentTask: "Failed: unreadable zip" })).toBe(true);
    expect(statusReportsEnd({ currentTask: "Writing the converted pack" })).toBe(false);
    expect(statusReportsEnd(undefined)).toBe(false);
  });
});

describe("growthView of a cancelled job", () => {
  it("reads as a neutral Cancelled where it stopped, not as a red failure", () => {
    const cancelled: Job = { ...job("failed", 30), error: "Cancelled by you" };
    expect(growthView(cancelled, polled("Failed: Cancelled by you", 96, 1087))).toEqual({
      status: "cancelled",
      percent: 12,
      task: "Cancelled by you",
      processed: "Stopped at 96/1087",
      countsKnown: true,
    });
  });

  it("still shows any other failure as failed", () => {
    const failed: Job = { ...job("failed", 30), error: "The pack could not be read" };
    expect(growthView(failed, polled("Failed: The pack could not be read", 1, 2)).status).toBe("failed");
  });
});
