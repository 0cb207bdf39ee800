import { describe, expect, it } from "vitest";
import { mapLimited } from "./map-limited";

/** A call that ends when the test says so, to see how many run at once. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("mapLimited", () => {
  it("runs at most `limit` calls at once and keeps the items' order", async () => {
    const gates = Array.from({ length: 10 }, () => gate<string>());
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const done = mapLimited(gates, 3, async (g, index) => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      const value = await g.promise;
      running--;
      return value;
    });
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // The last started ends first: one more starts, still three at once.
    gates[2]?.open("c");
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((g, index) => {
      g.open(String.fromCharCode(97 + index));
    });
    expect(await done).toEqual(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]);
    expect(most).toBe(3);
  });

  it("answers an empty list, and fewer items than the limit, at once", async () => {
    expect(await mapLimited([], 6, async () => 1)).toEqual([]);
    expect(await mapLimited([1, 2], 6, async (n) => n * 2)).toEqual([2, 4]);
  });

  it("rejects with the first failure and starts nothing after it", async () => {
    const started: number[] = [];
    const result = mapLimited([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error("file 1 is gone");
      return n;
    });
    await expect(result).rejects.toThrow("file 1 is gone");
    expect(started).toEqual([0, 1, 2]);
  });

  it("refuses a limit that would run nothing", async () => {
    await expect(mapLimited([1], 0, async (n) => n)).rejects.toThrow(RangeError);
  });
});
