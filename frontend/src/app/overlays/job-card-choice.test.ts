import { describe, expect, it } from "vitest";
import type { Job } from "../../lib/jobs";
import { closeJobCards, jobCardExpanded, jobCardKey, liveJobCardKeys, pickJobCard } from "./job-card-choice";

const job = (id: string, status: Job["status"]): Job => ({ id, filename: `${id}.zip`, status });
const finished = [job("a", "completed"), job("b", "completed"), job("c", "failed"), job("d", "completed")];

describe("the floating job card's choice of job", () => {
  it("shows the running job before finished ones", () => {
    expect(pickJobCard([job("a", "completed"), job("b", "processing")], new Set())?.id).toBe("b");
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
