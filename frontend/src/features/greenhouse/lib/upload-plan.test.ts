import { describe, expect, it } from "vitest";
import { CHUNKED_UPLOAD_THRESHOLD, needsChunkedUpload, planParts, uploadPercent } from "./upload-plan";

describe("upload plan", () => {
  it("chunks only above 90 MB", () => {
    expect(needsChunkedUpload(CHUNKED_UPLOAD_THRESHOLD)).toBe(false);
    expect(needsChunkedUpload(CHUNKED_UPLOAD_THRESHOLD + 1)).toBe(true);
  });

  it("covers every byte once, in numbered parts", () => {
    expect(planParts(25, 10)).toEqual([
      { partNumber: 1, start: 0, end: 10 },
      { partNumber: 2, start: 10, end: 20 },
      { partNumber: 3, start: 20, end: 25 },
    ]);
    expect(planParts(10, 10)).toEqual([{ partNumber: 1, start: 0, end: 10 }]);
    expect(() => planParts(0)).toThrow(RangeError);
  });

  it("reports percent over the whole file", () => {
    expect(uploadPercent(50, 25, 100)).toBe(75);
    expect(uploadPercent(100, 5, 100)).toBe(100);
    expect(uploadPercent(0, 0, 0)).toBe(0);
  });
});
