import { describe, expect, it } from "vitest";
import type { Job } from "../../lib/jobs";
import {
  closeJobCards,
  jobCardExpanded,
  jobCardKey,
  jobPillStatus,
  liveJobCardKeys,
  pickJobCard,
} from "./job-card-choice";

const job = (id: string, status: Job["status"]): Job => ({ id, filename: `${id}.zip`, status });
const finished = [job("a", "completed"), job("b", "completed"), job("c", "failed"), job("d", "completed")];

describe("the floating job card's choice of job", () => {
  it("shows the running job before finished ones", () => {
    expect(pickJobCard([job("a", "completed"), job("b", "processing")], new Set())?.id).toBe("b");
  });

  it("shows a conversion that just failed, not an older Ready card", () => {
    const older = { ...job("a", "completed"), updatedAt: "2026-03-01T10:00:00Z" };
    const justFailed = { ...job("b", "failed"), updatedAt: "2026-03-01T10:05:00Z" };
    expect(pickJobCard([older, justFailed], new Set())?.id).toBe("b");
    // And the other way round: a failure from before does not hide the pack that just finished.
    const justDone = { ...job("c", "completed"), updatedAt: "2026-03-01T10:09:00Z" };
    expect(pickJobCard([older, justFailed, justDone], new Set())?.id).toBe("c");
  });

  it("goes by when a job ended, not when it started", () => {
    // Started first, finished last (a big pack beside a quick texture).
    const bigPack = { ...job("pack", "failed"), createdAt: "2026-03-01T09:00:00Z", updatedAt: "2026-03-01T09:30:00Z" };
    const texture = {
      ...job("tex", "completed"),
      createdAt: "2026-03-01T09:10:00Z",
      updatedAt: "2026-03-01T09:11:00Z",
    };
    expect(pickJobCard([texture, bigPack], new Set())?.id).toBe("pack");
  });

  it("keeps a running job first, however recent a finished one", () => {
    const justFailed = { ...job("b", "failed"), updatedAt: "2026-03-01T10:05:00Z" };
    const running = { ...job("r", "pending"), updatedAt: "2026-03-01T09:00:00Z" };
    expect(pickJobCard([justFailed, running], new Set())?.id).toBe("r");
  });

  it("keeps the server's newest-first order between finished jobs it gives no time for", () => {
    expect(pickJobCard([job("new", "failed"), job("old", "completed")], new Set())?.id).toBe("new");
    expect(pickJobCard([job("new", "completed"), job("old", "failed")], new Set())?.id).toBe("new");
  });

  it("still skips a closed card, however recent", () => {
    const older = { ...job("a", "completed"), updatedAt: "2026-03-01T10:00:00Z" };
    const justFailed = { ...job("b", "failed"), updatedAt: "2026-03-01T10:05:00Z" };
    const closed = closeJobCards(new Set(), [justFailed]);
    expect(pickJobCard([older, justFailed], closed)?.id).toBe("a");
  });

  it("clears every finished job with one close", () => {
    const shown = pickJobCard(finished, new Set());
    expect(shown).toBeDefined();
    expect(pickJobCard(finished, closeJobCards(new Set(), finished))).toBeUndefined();
  });

  it("comes back for a new job, and for a job that then finishes", () => {
    const closed = closeJobCards(new Set(), finished);
    const started = [...finished, job("e", "pending")];
    expect(pickJobCard(started, closed)?.id).toBe("e");
    const closedAgain = closeJobCards(closed, started);
    expect(pickJobCard([...finished, job("e", "processing")], closedAgain)).toBeUndefined();
    expect(pickJobCard([...finished, job("e", "completed")], closedAgain)?.id).toBe("e");
    expect(pickJobCard([...finished, job("e", "failed")], closedAgain)?.id).toBe("e");
  });

  it("treats pending and processing as one stage", () => {
    expect(jobCardKey(job("x", "pending"))).toBe(jobCardKey(job("x", "processing")));
    expect(jobCardKey(job("x", "completed"))).toBe("x:completed");
  });

  it("keeps only the closes of jobs that still exist", () => {
    const closed = closeJobCards(new Set(), finished);
    expect(liveJobCardKeys(closed, [job("b", "completed")])).toEqual(["b:completed"]);
  });
});

describe("whether the job card shows in full", () => {
  const base = { narrow: true, running: false, toggled: undefined, seen: false };

  it("opens a finished job by itself on a desktop, then folds it back to the pill once seen", () => {
    expect(jobCardExpanded({ ...base, narrow: false })).toBe(true);
    expect(jobCardExpanded({ ...base, narrow: false, seen: true })).toBe(false);
  });

  it("starts a finished job as the pill on a phone, so it covers no more than the upload button's row", () => {
    expect(jobCardExpanded(base)).toBe(false);
    expect(jobCardExpanded({ ...base, seen: true })).toBe(false);
  });

  it("keeps a running job a pill on a phone and the full card on a desktop", () => {
    expect(jobCardExpanded({ ...base, running: true })).toBe(false);
    expect(jobCardExpanded({ ...base, running: true, narrow: false })).toBe(true);
  });

  it("follows the person's own open or close", () => {
    expect(jobCardExpanded({ ...base, seen: true, toggled: true })).toBe(true);
    expect(jobCardExpanded({ ...base, running: true, narrow: false, toggled: false })).toBe(false);
  });
});

describe("the job pill's word for a job", () => {
  it("says a muted Cancelled for a job its owner stopped, as the queue does, and a red Failed for a real failure", () => {
    expect(jobPillStatus({ status: "failed", error: "Cancelled by you" })).toEqual({
      text: "Cancelled",
      tone: "muted",
    });
    expect(jobPillStatus({ status: "failed", error: "corrupt.png: PNG chunk runs past the end" })).toEqual({
      text: "Failed",
      tone: "danger",
    });
    expect(jobPillStatus({ status: "failed" }).text).toBe("Failed");
  });

  it("gives a running job its percent and a finished one Ready", () => {
    expect(jobPillStatus({ status: "pending" }).text).toBe("Waiting");
    expect(jobPillStatus({ status: "processing", progress: 39.6 }).text).toBe("40%");
    expect(jobPillStatus({ status: "completed", progress: 100 })).toEqual({ text: "Ready", tone: "accent" });
  });
});
