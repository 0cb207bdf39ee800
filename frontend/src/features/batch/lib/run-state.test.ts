import { describe, expect, it } from "vitest";
import { batchReducer, emptyBatch } from "./batch-queue";
import { batchQueueNote, describeRun } from "./run-state";

const queued = batchReducer(emptyBatch, {
  type: "add",
  files: [
    { id: "a", name: "stone.png", size: 1 },
    { id: "b", name: "dirt.png", size: 1 },
  ],
});

describe("describeRun", () => {
  it("asks for files when the queue is empty and counts what waits", () => {
    expect(describeRun(emptyBatch)).toBe("Add files to build a queue.");
    expect(describeRun(queued)).toBe("2 files waiting.");
  });

  it("says which file converts, and that a pause waits for it", () => {
    const running = batchReducer(batchReducer(queued, { type: "start" }), { type: "begin", id: "a", now: 1 });
    expect(describeRun(running)).toBe("Converting file 1 of 2 on this device.");
    expect(describeRun(batchReducer(running, { type: "pause" }))).toBe("Pausing after stone.png…");
  });

  it("says where Resume continues and when everything is done", () => {
    let state = batchReducer(batchReducer(queued, { type: "start" }), { type: "begin", id: "a", now: 1 });
    state = batchReducer(state, { type: "pause" });
    state = batchReducer(state, { type: "complete", id: "a", now: 2, converted: 1, validation: null });
    expect(describeRun(state)).toBe("Paused. Resume continues with file 2 of 2.");
    state = batchReducer(state, { type: "start" });
    state = batchReducer(state, { type: "begin", id: "b", now: 3 });
    state = batchReducer(state, { type: "complete", id: "b", now: 4, converted: 1, validation: null });
    expect(describeRun(state)).toBe("Every file has been processed.");
  });
});

describe("batchQueueNote", () => {
  it("counts only files still waiting or converting, and says which", () => {
    expect(batchQueueNote(emptyBatch)).toBeNull();
    expect(batchQueueNote(queued)).toBe("The Batch tab has 2 files waiting to convert on this device.");
    const running = batchReducer(batchReducer(queued, { type: "start" }), { type: "begin", id: "a", now: 1 });
    const oneLeft = batchReducer(running, { type: "complete", id: "a", now: 2, converted: 1, validation: null });
    expect(batchQueueNote(oneLeft)).toBe("The Batch tab has 1 file converting on this device.");
  });

  it("says the files are held there once every one is done, failed ones included", () => {
    const done = [
      { type: "start" } as const,
      { type: "begin", id: "a", now: 1 } as const,
      { type: "fail", id: "a", now: 2, error: "x" } as const,
      { type: "begin", id: "b", now: 3 } as const,
      { type: "complete", id: "b", now: 4, converted: 1, validation: null } as const,
    ].reduce(batchReducer, queued);
    expect(batchQueueNote(done)).toBe("The Batch tab holds 2 files already processed.");
  });
});
