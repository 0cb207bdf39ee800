import type { ValidationIssue } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import {
  failedValidation,
  groupIssues,
  issueTally,
  severityLabel,
  validateLabel,
  validatingLabel,
  validationCompleteNotice,
  validWarningsLabel,
  visibleIssues,
} from "./validation-display";

const issue = (level: ValidationIssue["level"], n: number): ValidationIssue => ({
  level,
  message: `m${n}`,
  suggestion: "",
  filename: "a.png",
});

describe("validation display", () => {
  it("labels severities as the spec says", () => {
    expect(severityLabel).toEqual({ error: "Critical Error", warning: "Warning", info: "Info" });
  });

  it("groups by level and shows the first 3 unless details are on", () => {
    const issues = [1, 2, 3, 4, 5].map((n) => issue("error", n)).concat([issue("warning", 6), issue("info", 7)]);
    const groups = groupIssues(issues);
    expect(groups.errors).toHaveLength(5);
    expect(groups.warnings.map((i) => i.message)).toEqual(["m6"]);
    expect(groups.infos.map((i) => i.message)).toEqual(["m7"]);
    expect(visibleIssues(groups.errors, false).map((i) => i.message)).toEqual(["m1", "m2", "m3"]);
    expect(visibleIssues(groups.errors, true)).toHaveLength(5);
  });

  it("counts a valid result's warnings for beside 'Valid' (valid means no errors, not no warnings)", () => {
    const warnings = (n: number) => Array.from({ length: n }, (_, i) => issue("warning", i));
    expect(validWarningsLabel({ isValid: true, issues: [...warnings(46), issue("info", 0)] })).toBe("46 warnings");
    expect(validWarningsLabel({ isValid: true, issues: warnings(1) })).toBe("1 warning");
    expect(validWarningsLabel({ isValid: true, issues: [issue("info", 0)] })).toBeNull();
    expect(validWarningsLabel({ isValid: false, issues: [issue("error", 0), ...warnings(3)] })).toBeNull();
  });

  it("tallies the files panel as the toast counts: errors and warnings are issues, info notes", () => {
    const some = (level: "error" | "warning" | "info", n: number) =>
      Array.from({ length: n }, (_, i) => issue(level, i));
    expect(issueTally([...some("warning", 46), ...some("info", 701)])).toBe("46 issues · 701 notes");
    expect(issueTally([...some("error", 1)])).toBe("1 issue");
    expect(issueTally(some("info", 1))).toBe("0 issues · 1 note");
    expect(issueTally([])).toBe("0 issues");
  });

  it("words the success toast with the errors and warnings as issues and info findings as notes", () => {
    const some = (level: "error" | "warning" | "info", n: number) =>
      Array.from({ length: n }, (_, i) => issue(level, i));
    expect(validationCompleteNotice([...some("error", 1), ...some("warning", 3)])).toEqual({
      title: "Validation complete",
      description: "Found 4 issues. Check the files panel for details.",
    });
    expect(validationCompleteNotice([...some("warning", 46), ...some("info", 701)]).description).toBe(
      "Found 46 issues and 701 notes. Check the files panel for details.",
    );
    expect(validationCompleteNotice(some("info", 1)).description).toBe(
      "Found 0 issues and 1 note. Check the files panel for details.",
    );
    expect(validationCompleteNotice(some("error", 1)).description).toBe(
      "Found 1 issue. Check the files panel for details.",
    );
    expect(validationCompleteNotice([]).description).toBe("Found 0 issues. Check the files panel for details.");
  });

  it("words Validate Only after the chosen file, and shows a large file's upload while validating", () => {
    expect(validateLabel([])).toBe("Validate Only");
    expect(validateLabel([new File([], "Pack.ZIP")])).toBe("Validate ZIP Only");
    expect(validateLabel([new File([], "stone.png")])).toBe("Validate Texture Only");
    expect(validateLabel([new File([], "torch_1.png"), new File([], "torch_2.png")])).toBe("Validate Frames Only");
    // A texture with its animation file is one texture.
    expect(validateLabel([new File(["x"], "lamp.png"), new File(["{}"], "lamp.png.mcmeta")])).toBe(
      "Validate Texture Only",
    );
    expect(validatingLabel(0)).toBe("Validating...");
    expect(validatingLabel(42)).toBe("Validating... 42%");
    expect(validatingLabel(100)).toBe("Validating...");
  });
});

describe("failedValidation", () => {
  it("is an invalid result with one error naming the file and the reason, and no files counted", () => {
    const result = failedValidation("broken.zip", 'Unsafe path "../evil.png"');
    expect(result).toMatchObject({ isValid: false, totalFiles: 0, textureFiles: 0, fileDetails: [] });
    expect(groupIssues(result.issues).errors).toEqual([
      {
        level: "error",
        filename: "broken.zip",
        message: 'broken.zip could not be validated: Unsafe path "../evil.png"',
        suggestion: "Fix the file (or re-export the pack) and validate it again.",
      },
    ]);
  });
});
