import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import type { LocalConversion } from "../pipeline/protocol";
import { growthView } from "./growth-view";
import { type Job, orderJobQueue, selectJobId } from "./jobs";
import { completed, failed, isLocalJob, localJobActions, mergeQueue, newLocalJob, withProgress } from "./local-jobs";

const report = (imagesProcessed: number, totalImages: number): ProcessingStatus => ({
  currentTask: `Converting textures (${imagesProcessed} of ${totalImages})`,
  imagesProcessed,
  totalImages,
  texturesGenerated: imagesProcessed * 2,
  elapsedTime: 1200,
  logs: [{ level: "info", timestamp: "2026-11-24T20:00:01.000Z", message: "Converted torch_1.png" }],
});

const server = (id: string, status: Job["status"], createdAt: string): Job => ({
  id,
  filename: `${id}.zip`,
  status,
  progress: status === "completed" ? 100 : 0,
  createdAt,
});

describe("a run on this device as a job", () => {
  const run = newLocalJob("local-1", "torch.png", [], new Date("2026-11-24T20:00:00Z"));

  it("starts processing, marked as on this device, and follows the pipeline's progress events", () => {
    expect(isLocalJob(run)).toBe(true);
    expect(isLocalJob(server("a", "completed", "2026-11-24T19:00:00Z"))).toBe(false);
    const halfway = withProgress(run, report(2, 4));
    expect(halfway).toMatchObject({ status: "processing", progress: 50, report: report(2, 4) });
    // Growth Progress reads the same figures a server job's status gives.
    expect(growthView(halfway, halfway.report ?? undefined)).toEqual({
      status: "processing",
      percent: 50,
      task: "Converting textures (2 of 4)",
      processed: "2/4",
      countsKnown: true,
    });
  });

  it("ends with its result or its reason", () => {
    const result: LocalConversion = { zip: new Blob([new Uint8Array([1])]), files: [], status: report(4, 4) };
    expect(completed(run, result)).toMatchObject({ status: "completed", progress: 100, result, report: result.status });
    const broken = failed(withProgress(run, report(1, 4)), "torch_2.png is 32x32");
    expect(growthView(broken, broken.report ?? undefined)).toMatchObject({
      status: "failed",
      percent: 100,
      task: "Failed: torch_2.png is 32x32",
    });
  });

  it("offers cancel while it runs, then its own download, and no retry", () => {
    expect(localJobActions("processing")).toEqual(["cancel"]);
    expect(localJobActions("completed")).toEqual(["download", "remove"]);
    expect(localJobActions("failed")).toEqual(["remove"]);
  });
});

describe("mergeQueue", () => {
  it("lists runs on this device among the server's jobs, newest first", () => {
    const old = server("old", "completed", "2026-11-24T19:00:00Z");
    const newer = server("newer", "completed", "2026-11-24T20:30:00Z");
    const run = newLocalJob("local-1", "torch.png", [], new Date("2026-11-24T20:00:00Z"));
    expect(mergeQueue([run], [newer, old]).map((job) => job.id)).toEqual(["newer", "local-1", "old"]);
  });

  it("puts a running local job at the top of the queue, where the panels pick it by default", () => {
    // The reviewer's screen: a finished server job ("1087/1087") stayed in Growth Progress.
    const done = server("pack", "completed", "2026-11-24T19:00:00Z");
    const run = newLocalJob("local-1", "torch.png", [], new Date("2026-11-24T20:00:00Z"));
    const queue = mergeQueue([run], [done]);
    expect(orderJobQueue(queue)[0]?.id).toBe("local-1");
    expect(selectJobId(queue, null)).toBe("local-1");
    expect(selectJobId(queue, "local-1")).toBe("local-1");
  });
});
