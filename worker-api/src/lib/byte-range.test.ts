import { describe, expect, it } from "vitest";
import { requestedRange } from "./byte-range";

describe("requestedRange", () => {
  it("reads a first-last range, cut to the object's end", () => {
    expect(requestedRange("bytes=0-9", 100)).toEqual({ offset: 0, length: 10 });
    expect(requestedRange("bytes=90-200", 100)).toEqual({ offset: 90, length: 10 });
    expect(requestedRange("bytes=99-99", 100)).toEqual({ offset: 99, length: 1 });
  });

  it("reads an open range and the last n bytes", () => {
    expect(requestedRange("bytes=40-", 100)).toEqual({ offset: 40, length: 60 });
    expect(requestedRange("bytes=-22", 100)).toEqual({ offset: 78, length: 22 });
    // More than there is: the whole object, as a range.
    expect(requestedRange("bytes=-65557", 100)).toEqual({ offset: 0, length: 100 });
  });

  it("answers unsatisfiable for a start past the end or an empty suffix", () => {
    expect(requestedRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(requestedRange("bytes=150-160", 100)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-5", 0)).toBe("unsatisfiable");
  });

  it("serves the whole object for no range, several ranges, other units and nonsense", () => {
    for (const header of [null, undefined, "", "bytes=0-1,5-9", "items=0-1", "bytes=-", "bytes=9-3", "bytes=a-b"]) {
      expect(requestedRange(header, 100), String(header)).toBeNull();
    }
  });
});
