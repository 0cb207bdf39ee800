import { describe, expect, it } from "vitest";
import { formatCount, formatElapsed, formatFileSize } from "./format";

describe("formatElapsed", () => {
  it("writes minutes and seconds as 'Nm Ns'", () => {
    expect(formatElapsed(0)).toBe("0m 0s");
    expect(formatElapsed(999)).toBe("0m 0s");
    expect(formatElapsed(61_500)).toBe("1m 1s");
    expect(formatElapsed(3_600_000)).toBe("60m 0s");
  });

  it("never shows negative time", () => {
    expect(formatElapsed(-5000)).toBe("0m 0s");
  });
});

describe("formatFileSize", () => {
  it("uses Bytes, KB, MB and GB", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
  });
});

describe("formatCount", () => {
  it("uses the singular for one only", () => {
    expect([0, 1, 2].map((n) => formatCount(n, "map"))).toEqual(["0 maps", "1 map", "2 maps"]);
  });
});
