import { describe, expect, it } from "vitest";
import {
  countDigits,
  downloadLabelReserve,
  downloadProgressShort,
  downloadProgressText,
  downloadShortReserve,
} from "./download-progress";

describe("downloadProgressText", () => {
  it("keeps the button's own label until a download is under way", () => {
    expect(downloadProgressText(null, "Download Pack")).toBe("Download Pack");
    expect(downloadProgressText(null, "Export")).toBe("Export");
  });

  it("counts the files read, then says the pack is being built", () => {
    expect(downloadProgressText({ phase: "reading", done: 0, total: 200 }, "Download Pack")).toBe("Reading 0/200");
    expect(downloadProgressText({ phase: "reading", done: 200, total: 200 }, "Download Pack")).toBe("Reading 200/200");
    expect(downloadProgressText({ phase: "building" }, "Export")).toBe("Building pack…");
    expect(downloadProgressText({ phase: "building", done: 40, total: 200 }, "Export")).toBe("Building 40/200");
    // Before the converter has counted the textures.
    expect(downloadProgressText({ phase: "building", done: 0, total: 0 }, "Export")).toBe("Building pack…");
  });
});

describe("downloadProgressShort", () => {
  it("gives the phone percentages in place of counts", () => {
    expect(downloadProgressShort(null, "Download")).toBe("Download");
    expect(downloadProgressShort({ phase: "reading", done: 0, total: 0 }, "Download")).toBe("Reading…");
    expect(downloadProgressShort({ phase: "reading", done: 1234, total: 2000 }, "Download")).toBe("Reading 61%");
    expect(downloadProgressShort({ phase: "building" }, "Download")).toBe("Building…");
    expect(downloadProgressShort({ phase: "building", done: 2000, total: 2000 }, "Download")).toBe("Building 100%");
  });
});

describe("downloadLabelReserve", () => {
  it("reserves the idle label, the widest count and the build, so the button keeps one width", () => {
    expect(downloadLabelReserve(null, "Download Pack").split("\n")).toEqual([
      "Download Pack",
      "Reading 0000/0000",
      "Building pack…",
      "Building 0000/0000",
    ]);
    // Each count is drawn in tabular digits, so it is no wider than the reserved one of as many characters.
    for (const total of [1, 9, 200, 1100, 9999]) {
      const reserve = downloadLabelReserve({ phase: "reading", done: total, total }, "Export").split("\n");
      const shown = downloadProgressText({ phase: "reading", done: total, total }, "Export");
      expect(shown.length).toBeLessThanOrEqual((reserve[1] ?? "").length);
    }
    expect(downloadLabelReserve({ phase: "reading", done: 3, total: 12000 }, "Export")).toContain(
      "Reading 00000/00000",
    );
    expect(downloadLabelReserve({ phase: "building", done: 3, total: 12000 }, "Export")).toContain(
      "Building 00000/00000",
    );
  });

  it("reserves as many digits as the project's size can need", () => {
    expect(countDigits(0)).toBe(1);
    expect(countDigits(1)).toBe(1);
    expect(countDigits(2)).toBe(2);
    expect(countDigits(200)).toBe(4);
    expect(downloadLabelReserve(null, "Download Pack", countDigits(2)).split("\n")).toEqual([
      "Download Pack",
      "Reading 00/00",
      "Building pack…",
      "Building 00/00",
    ]);
    // Files added since: the count that outgrows the reserve gets its digits.
    expect(downloadLabelReserve({ phase: "reading", done: 1, total: 120 }, "Export", 2)).toContain("Reading 000/000");
  });
});

describe("downloadShortReserve", () => {
  it("holds the idle word and every short label's widest form", () => {
    expect(downloadShortReserve("Export").split("\n")).toEqual([
      "Export",
      "Reading 100%",
      "Building…",
      "Building 100%",
    ]);
    for (const progress of [
      { phase: "reading" as const, done: 3, total: 7 },
      { phase: "building" as const },
      { phase: "building" as const, done: 7, total: 7 },
    ]) {
      const label = downloadProgressShort(progress, "Export").replace(/\d+%/, "100%");
      expect(downloadShortReserve("Export").split("\n")).toContain(label);
    }
  });
});
