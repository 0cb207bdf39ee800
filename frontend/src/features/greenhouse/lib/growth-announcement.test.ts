import { describe, expect, it } from "vitest";
import { growthAnnouncement } from "./growth-announcement";
import { CANCELLED_BY_USER, type Job } from "./jobs";

const job = (status: Job["status"], progress: number, error?: string): Job => ({
  id: "1",
  filename: "stone.png",
  status,
  progress,
  error,
});

describe("growthAnnouncement", () => {
  it("names the upload, then the job's stage, and stays the same while only the percent moves", () => {
    expect(growthAnnouncement({ fileName: "stone.png", percent: 40 }, null)).toBe("Uploading stone.png");
    expect(growthAnnouncement(null, job("pending", 0))).toBe("stone.png: waiting to start");
    expect(growthAnnouncement(null, job("processing", 12))).toBe("stone.png: processing");
    expect(growthAnnouncement(null, job("processing", 80))).toBe(growthAnnouncement(null, job("processing", 12)));
    expect(growthAnnouncement(null, job("completed", 100))).toBe("stone.png: completed");
  });

  it("says why a job failed, and that a stopped one was cancelled rather than failed", () => {
    expect(growthAnnouncement(null, job("failed", 40, "The texture is not an image"))).toBe(
      "stone.png: failed. The texture is not an image",
    );
    expect(growthAnnouncement(null, job("failed", 40))).toBe("stone.png: failed");
    expect(growthAnnouncement(null, job("failed", 40, CANCELLED_BY_USER))).toBe("stone.png: cancelled");
  });

  it("is silent with nothing to follow", () => {
    expect(growthAnnouncement(null, null)).toBe("");
  });
});
