import { describe, expect, it } from "vitest";
import { fileProblem, formatBytes, formatClock, formatDate, formatRelative } from "./format";

describe("format", () => {
  it("formats sizes with one decimal", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(200 * 1024 * 1024)).toBe("200.0 MB");
  });
  it("throws on an invalid time value", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(formatDate("2026-11-22T10:00:00Z")).toBe("Nov 22, 2026");
  });
  it("tells a time of day in 12-hour form, to the second, for the Batch rows and the processing log alike", () => {
    // Local times, as both screens show them; the space before PM may be a narrow no-break one.
    expect(formatClock(new Date(2026, 10, 22, 15, 4, 5))).toMatch(/^3:04:05\sPM$/);
    expect(formatClock(new Date(2026, 10, 22, 0, 30, 0).getTime())).toMatch(/^12:30:00\sAM$/);
    expect(formatClock(new Date(2026, 10, 22, 9, 0, 59).toISOString())).toMatch(/^9:00:59\sAM$/);
  });
  it("says how long ago", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(formatRelative("2026-11-22T11:57:00Z", now)).toBe("3 minutes ago");
    expect(formatRelative("2026-11-21T12:00:00Z", now)).toBe("yesterday");
  });
  it("names a file once in a problem", () => {
    expect(fileProblem("a.png", "File too large")).toBe("a.png: File too large");
    expect(fileProblem("a.png", "a.png: 9x9 exceeds the limit")).toBe("a.png: 9x9 exceeds the limit");
  });
});
