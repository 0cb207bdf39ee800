import { describe, expect, it } from "vitest";
import {
  type BatchState,
  batchReducer,
  canPause,
  canResume,
  canRetry,
  canStart,
  emptyBatch,
  isFinished,
  nextItem,
} from "./batch-queue";
import { hasUnsavedWork, runSummary, undownloadedItems } from "./batch-results";
import { itemsForTab, tabCounts } from "./batch-tabs";

const files = (...names: string[]) => names.map((name, i) => ({ id: `id-${i}-${name}`, name, size: 10 }));

function run(state: BatchState, ...actions: Parameters<typeof batchReducer>[1][]): BatchState {
  return actions.reduce(batchReducer, state);
}

describe("batch queue", () => {
  const queued = run(emptyBatch, { type: "add", files: files("a.png", "b.png", "c.zip") });
  const [a, b, c] = queued.items.map((item) => item.id) as [string, string, string];

  it("adds pending items and takes none until started", () => {
    expect(queued.items.map((item) => item.status)).toEqual(["pending", "pending", "pending"]);
    expect(nextItem(queued)).toBeNull();
    expect(nextItem(run(queued, { type: "start" }))?.name).toBe("a.png");
  });

  it("runs one at a time in order and records times and progress", () => {
    const started = run(
      queued,
      { type: "start" },
      { type: "begin", id: a, now: 5 },
      { type: "progress", id: a, progress: 40 },
    );
    expect(started.items[0]).toMatchObject({ status: "processing", startTime: 5, progress: 40 });
    expect(nextItem(started)).toBeNull();
    const done = run(started, { type: "complete", id: a, now: 9, converted: 1, validation: null });
    expect(done.items[0]).toMatchObject({ status: "completed", progress: 100, endTime: 9 });
    expect(done.position).toBe(1);
    expect(nextItem(done)?.name).toBe("b.png");
  });

  it("pauses after the current item and resumes from the saved position", () => {
    let state = run(queued, { type: "start" }, { type: "begin", id: a, now: 1 }, { type: "pause" });
    expect(state.items[0]?.status).toBe("processing");
    state = run(state, { type: "complete", id: a, now: 2, converted: 1, validation: null });
    expect(nextItem(state)).toBeNull();
    expect(state).toMatchObject({ paused: true, running: false, position: 1 });
    state = run(state, { type: "start" });
    expect(nextItem(state)?.id).toBe(b);
  });

  it("keeps going after a failure and stops when everything has finished", () => {
    const state = run(
      queued,
      { type: "start" },
      { type: "begin", id: a, now: 1 },
      { type: "fail", id: a, now: 2, error: "Processing failed: bad" },
      { type: "begin", id: b, now: 3 },
      { type: "skip", id: b, now: 4, reason: "dup" },
      { type: "begin", id: c, now: 5 },
      { type: "complete", id: c, now: 6, converted: 12, validation: { textures: 12, warnings: 1, errors: 0 } },
    );
    expect(state.items.map((item) => item.status)).toEqual(["failed", "completed", "completed"]);
    expect(state.items[1]?.skipped).toBe("dup");
    expect(state.running).toBe(false);
    expect(isFinished(state)).toBe(true);
    expect(runSummary(state.items)).toBe("1 converted, 1 skipped, 1 failed.");
  });

  it("clear empties the list and resets the position", () => {
    const state = run(queued, { type: "start" }, { type: "begin", id: a, now: 1 }, { type: "clear" });
    expect(state).toEqual(emptyBatch);
  });

  it("does not start without pending items", () => {
    expect(run(emptyBatch, { type: "start" }).running).toBe(false);
  });

  it("filters tabs: every item under All, failed ones under Failed too", () => {
    const state = run(
      queued,
      { type: "start" },
      { type: "begin", id: a, now: 1 },
      { type: "fail", id: a, now: 2, error: "x" },
      { type: "begin", id: b, now: 3 },
    );
    expect(itemsForTab(state.items, "all")).toHaveLength(3);
    expect(itemsForTab(state.items, "processing").map((item) => item.id)).toEqual([b]);
    expect(tabCounts(state.items)).toEqual({ all: 3, pending: 1, processing: 1, completed: 0, failed: 1 });
  });

  it("offers Start, Pause and Resume by one rule: while paused, only Resume", () => {
    const buttons = (state: BatchState) => ({
      start: canStart(state),
      pause: canPause(state),
      resume: canResume(state),
    });
    expect(buttons(emptyBatch)).toEqual({ start: false, pause: false, resume: false });
    expect(buttons(queued)).toEqual({ start: true, pause: false, resume: false });
    const running = run(queued, { type: "start" }, { type: "begin", id: a, now: 1 });
    expect(buttons(running)).toEqual({ start: false, pause: true, resume: false });
    const paused = run(running, { type: "pause" });
    expect(buttons(paused)).toEqual({ start: false, pause: false, resume: true });
    const done = run(
      paused,
      { type: "start" },
      ...[a, b, c].flatMap((id) => [
        { type: "begin" as const, id, now: 2 },
        { type: "complete" as const, id, now: 3, converted: 1, validation: null },
      ]),
    );
    expect(buttons(done)).toEqual({ start: false, pause: false, resume: false });
  });

  it("counts waiting, converting and undownloaded zips as work a reload would lose", () => {
    expect(hasUnsavedWork(emptyBatch)).toBe(false);
    expect(hasUnsavedWork(queued)).toBe(true);
    const finished = run(
      queued,
      { type: "start" },
      { type: "begin", id: a, now: 1 },
      { type: "complete", id: a, now: 2, converted: 1, validation: null },
      { type: "begin", id: b, now: 3 },
      { type: "skip", id: b, now: 4, reason: "dup" },
      { type: "begin", id: c, now: 5 },
      { type: "fail", id: c, now: 6, error: "x" },
    );
    expect(hasUnsavedWork(finished)).toBe(true);
    // Only the converted item has a zip to lose (Clear Queue asks about it): skipped and failed have none.
    expect(undownloadedItems(finished).map((item) => item.id)).toEqual([a]);
    // Skipped and failed items have no zip; once the converted one is downloaded nothing is lost.
    expect(hasUnsavedWork(run(finished, { type: "downloaded", id: a }))).toBe(false);
    expect(undownloadedItems(run(finished, { type: "downloaded", id: a }))).toEqual([]);
  });

  it("keeps the animation file's name on an image's item", () => {
    const state = run(emptyBatch, {
      type: "add",
      files: [{ id: "w", name: "water_still.png", size: 9, animation: "water_still.png.mcmeta" }],
    });
    expect(state.items[0]?.animation).toBe("water_still.png.mcmeta");
    expect(queued.items[0]?.animation).toBeNull();
  });

  describe("failed items", () => {
    const failedFirst = run(
      queued,
      { type: "start" },
      { type: "begin", id: a, now: 1 },
      { type: "fail", id: a, now: 2, error: "Processing failed: the worker stopped" },
      { type: "begin", id: b, now: 3 },
      { type: "complete", id: b, now: 4, converted: 1, validation: null },
      { type: "begin", id: c, now: 5 },
      { type: "complete", id: c, now: 6, converted: 2, validation: null },
    );

    it("are removed, the position keeping its place; the item converting cannot be", () => {
      expect(failedFirst.running).toBe(false);
      const removed = run(failedFirst, { type: "remove", id: a });
      expect(removed.items.map((item) => item.id)).toEqual([b, c]);
      expect(removed.position).toBe(2);
      expect(tabCounts(removed.items).failed).toBe(0);
      const busy = run(queued, { type: "start" }, { type: "begin", id: a, now: 1 });
      expect(run(busy, { type: "remove", id: a })).toBe(busy);
    });

    it("are retried at their place: an idle queue runs it next, a paused one keeps it for Resume", () => {
      const retried = run(failedFirst, { type: "retry", id: a });
      expect(retried.items[0]).toMatchObject({
        status: "pending",
        error: null,
        errorCode: null,
        startTime: null,
        endTime: null,
      });
      expect(retried.running).toBe(true);
      expect(nextItem(retried)?.id).toBe(a);
      const paused = run(
        queued,
        { type: "start" },
        { type: "begin", id: a, now: 1 },
        { type: "pause" },
        { type: "fail", id: a, now: 2, error: "Processing failed: out of memory" },
      );
      const later = run(paused, { type: "retry", id: a });
      expect(later.running).toBe(false);
      expect(canResume(later)).toBe(true);
      expect(later.position).toBe(0);
    });

    it("offer Retry only when the same bytes can end differently", () => {
      const [failed] = failedFirst.items;
      expect(failed?.errorCode).toBeNull();
      expect(failed && canRetry(failed)).toBe(true);
      for (const errorCode of ["unsupported_format", "corrupt", "truncated", "too_large"] as const) {
        const unreadable = run(
          queued,
          { type: "start" },
          { type: "begin", id: a, now: 1 },
          // The code decides, whatever the message says.
          { type: "fail", id: a, now: 2, error: "Processing failed: something new", errorCode },
        );
        expect(unreadable.items[0]?.errorCode).toBe(errorCode);
        expect(canRetry(unreadable.items[0] as NonNullable<typeof failed>)).toBe(false);
        expect(run(unreadable, { type: "retry", id: a })).toBe(unreadable);
      }
      // A message in the old decode wording but without a code (a crash, say) keeps Retry.
      const worded = {
        ...failed,
        error: "Processing failed: broken.png: not a PNG, JPEG, TGA, TIFF, BMP or GIF image",
      };
      expect(canRetry(worded as NonNullable<typeof failed>)).toBe(true);
      expect(run(failedFirst, { type: "retry", id: b })).toBe(failedFirst); // completed: nothing to retry
    });
  });
});
