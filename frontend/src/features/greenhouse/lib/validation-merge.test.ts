import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { mergeValidationResults, sequencePercent } from "./validation-merge";

const frame = (name: string, errors: number): ValidationResult => ({
  isValid: errors === 0,
  totalFiles: 1,
  textureFiles: 1,
  issues: Array.from({ length: errors }, (_, i) => ({
    level: "error" as const,
    message: `${name} problem ${i}`,
    suggestion: "",
    filename: name,
  })),
  fileDetails: [{ path: name, filename: name, size: 10, validation: { isValid: errors === 0 } }],
});

describe("mergeValidationResults", () => {
  it("is valid only when every frame is, and keeps every frame's issues and details in order", () => {
    const merged = mergeValidationResults([frame("f1.png", 0), frame("f2.png", 2), frame("f3.png", 0)]);
    expect(merged.isValid).toBe(false);
    expect(merged.totalFiles).toBe(3);
    expect(merged.textureFiles).toBe(3);
    expect(merged.issues.map((issue) => issue.message)).toEqual(["f2.png problem 0", "f2.png problem 1"]);
    expect(merged.fileDetails.map((detail) => [detail.filename, detail.validation.isValid])).toEqual([
      ["f1.png", true],
      ["f2.png", false],
      ["f3.png", true],
    ]);
    expect(mergeValidationResults([frame("a.png", 0), frame("b.png", 0)]).isValid).toBe(true);
  });

  it("counts progress over the whole sequence", () => {
    expect(sequencePercent(0, 4, 0)).toBe(0);
    expect(sequencePercent(1, 4, 50)).toBe(38);
    expect(sequencePercent(3, 4, 100)).toBe(100);
    expect(sequencePercent(0, 0, 50)).toBe(0);
  });
});
