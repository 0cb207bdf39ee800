import { describe, expect, it } from "vitest";
import {
  ADDING_FILES_NOTE,
  cancelUnavailableReason,
  fileListName,
  isCancelledByUser,
  type Job,
  jobActions,
  orderJobQueue,
  progressPercent,
  selectJobId,
  shownStatus,
  startedJob,
} from "./jobs";

const job = (id: string, status: Job["status"]): Job => ({ id, filename: `${id}.zip`, status, progress: 0 });

describe("orderJobQueue", () => {
  it("puts processing first, then pending, completed and failed", () => {
    const ordered = orderJobQueue([
      job("a", "failed"),
      job("b", "completed"),
      job("c", "pending"),
      job("d", "processing"),
    ]);
    expect(ordered.map((j) => j.id)).toEqual(["d", "c", "b", "a"]);
  });

  it("keeps the server's order within one status and does not mutate its input", () => {
    const input = [job("new", "completed"), job("run", "processing"), job("old", "completed")];
    expect(orderJobQueue(input).map((j) => j.id)).toEqual(["run", "new", "old"]);
    expect(input.map((j) => j.id)).toEqual(["new", "run", "old"]);
  });
});

describe("jobActions", () => {
  it("offers remove, cancel, download, or retry and remove by status", () => {
    expect(jobActions("pending")).toEqual(["remove"]);
    expect(jobActions("processing")).toEqual(["cancel"]);
    expect(jobActions("completed")).toEqual(["download"]);
    expect(jobActions("failed")).toEqual(["retry", "remove"]);
  });

  it("offers no Cancel once the job adds its files to its project, and says why", () => {
    expect(jobActions("processing", false)).toEqual([]);
    expect(cancelUnavailableReason({ status: "processing", cancellable: false })).toBe(ADDING_FILES_NOTE);
    expect(cancelUnavailableReason({ status: "processing", cancellable: true })).toBeUndefined();
    // A run on this device (no flag) and an ended job have no reason to give.
    expect(cancelUnavailableReason({ status: "processing" })).toBeUndefined();
    expect(cancelUnavailableReason({ status: "completed", cancellable: false })).toBeUndefined();
  });
});

describe("selectJobId", () => {
  const jobs = [job("x", "processing"), job("y", "completed")];
  it("auto-selects the first job when none is chosen", () => {
    expect(selectJobId(jobs, null)).toBe("x");
    expect(selectJobId([], null)).toBeNull();
  });
  it("keeps a chosen job that still exists, else falls back to the first", () => {
    expect(selectJobId(jobs, "y")).toBe("y");
    expect(selectJobId(jobs, "gone")).toBe("x");
  });
  it("takes the first in queue order: an older running job comes before a newer finished one", () => {
    // The API lists newest first; the queue shows processing first.
    expect(selectJobId([job("new", "completed"), job("old", "processing")], null)).toBe("old");
  });
});

describe("progressPercent", () => {
  it("uses the image counters when there are any", () => {
    expect(progressPercent(0, 4)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });
  it("falls back to the job's figure, clamped", () => {
    expect(progressPercent(0, 0, 42.4)).toBe(42);
    expect(progressPercent(0, 0, 180)).toBe(100);
  });
});

describe("startedJob", () => {
  it("is the job started in this session, never an older one from the list", () => {
    const jobs = [job("old", "completed"), job("new", "processing")];
    expect(startedJob(jobs, null)).toBeNull();
    expect(startedJob(jobs, "new")?.id).toBe("new");
    expect(startedJob(jobs, "gone")).toBeNull();
  });
});

describe("shownStatus", () => {
  it("shows a job its owner cancelled as cancelled, and any other failure as failed", () => {
    const failed = { status: "failed" as const, error: "Cancelled by you" };
    expect(shownStatus(failed)).toBe("cancelled");
    expect(isCancelledByUser(failed)).toBe(true);
    expect(shownStatus({ status: "failed", error: "unreadable zip" })).toBe("failed");
    expect(shownStatus({ status: "processing", error: null })).toBe("processing");
  });
});

describe("fileListName", () => {
  it("names the saved file list after the converted pack", () => {
    expect(fileListName("voxelibre-rp.zip")).toBe("voxelibre-rp_labpbr_files.json");
    expect(fileListName("stone.png")).toBe("stone_labpbr_files.json");
  });
});
