import { describe, expect, it } from "vitest";
import { TransferWindow } from "./transfer-window";

/** Whether a promise has settled after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("TransferWindow", () => {
  it("lets files through while they fit and holds the next until the worker releases room", async () => {
    const window = new TransferWindow(100);
    await window.reserve(60);
    await window.reserve(40);
    expect(window.bytes).toBe(100);
    const third = window.reserve(30);
    expect(await settled(third)).toBe(false);
    window.release(20);
    expect(await settled(third)).toBe(false);
    window.release(40);
    expect(await settled(third)).toBe(true);
    expect(window.bytes).toBe(70);
  });

  it("lets a file larger than the window through when nothing else is in flight", async () => {
    const window = new TransferWindow(100);
    await window.reserve(500);
    const next = window.reserve(1);
    expect(await settled(next)).toBe(false);
    window.release(500);
    await next;
    expect(window.bytes).toBe(1);
  });

  it("fails a waiting reserve, and every later one, when the worker is gone", async () => {
    const window = new TransferWindow(10);
    await window.reserve(10);
    const waiting = window.reserve(5);
    window.fail(new Error("The export stopped"));
    await expect(waiting).rejects.toThrow("The export stopped");
    await expect(window.reserve(1)).rejects.toThrow("The export stopped");
  });
});
