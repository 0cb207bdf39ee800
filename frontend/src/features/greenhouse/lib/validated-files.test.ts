import type { ValidationResult } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import {
  filesWithIssuesLabel,
  filterValidatedFiles,
  packIssues,
  resultTexturesLabel,
  validatedCountLabel,
  validatedFiles,
} from "./validated-files";

const detail = (path: string, isValid = true) => ({
  path,
  filename: path.split("/").pop() ?? path,
  size: 100,
  validation: { isValid },
});
const issue = (level: "error" | "warning" | "info", filename: string) => ({
  level,
  filename,
  message: `${level} in ${filename}`,
  suggestion: "",
});

const result: ValidationResult = {
  isValid: false,
  totalFiles: 5,
  textureFiles: 3,
  fileDetails: [detail("block/stone.png"), detail("block/stone_n.png", false), detail("block/stone_s.png")],
  issues: [
    issue("info", "block/stone.png"),
    issue("warning", "block/stone_s.png"),
    issue("error", "block/stone_n.png"),
    issue("error", "block/stone_n.png"),
    issue("warning", "pack.mcmeta"),
  ],
};

describe("validatedFiles", () => {
  it("lists each validated file with the issues naming it, errors first", () => {
    const rows = validatedFiles(result);
    expect(rows.map((row) => [row.path, row.status, row.issues.length])).toEqual([
      ["block/stone_n.png", "error", 2],
      ["block/stone_s.png", "warning", 1],
      ["pack.mcmeta", "warning", 1],
      ["block/stone.png", "valid", 1],
    ]);
  });

  it("gives every issue the toast counted a row, and names the map", () => {
    const rows = validatedFiles(result);
    expect(rows.reduce((total, row) => total + row.issues.length, 0)).toBe(result.issues.length);
    expect(rows.find((row) => row.path === "pack.mcmeta")).toMatchObject({ size: null, textureType: "other" });
    expect(rows.find((row) => row.path === "block/stone_s.png")?.textureType).toBe("specular");
    expect(rows.find((row) => row.path === "block/stone.png")?.textureType).toBe("albedo");
  });

  it("filters by path", () => {
    expect(filterValidatedFiles(validatedFiles(result), " STONE_ ").map((row) => row.path)).toEqual([
      "block/stone_n.png",
      "block/stone_s.png",
    ]);
  });

  it("counts the textures as the results panel does, maps and the other files an issue brings in apart", () => {
    expect(validatedCountLabel(validatedFiles(result), 5)).toBe("1 texture (+2 maps) of 5 files + 1 file with issues");
    expect(validatedCountLabel([{ size: 10, textureType: "albedo" }], 1)).toBe("1 texture of 1 file");
    const albedo = { size: 10, textureType: "albedo" as const };
    const missing = { size: null, textureType: "other" as const };
    expect(validatedCountLabel([albedo, missing, missing], 1693)).toBe("1 texture of 1693 files + 2 files with issues");
    expect(resultTexturesLabel(result)).toBe("1 texture (+2 maps) of 5 files");
  });

  it("says only which listed files are there for their issues where the texture count is already shown", () => {
    const albedo = { size: 10 };
    const missing = { size: null };
    expect(filesWithIssuesLabel([albedo, missing, missing])).toBe("+ 2 files with issues");
    expect(filesWithIssuesLabel([albedo])).toBe("");
  });
});

describe("a single image's zip: loose textures with no pack.mcmeta", () => {
  const missingMeta = {
    level: "warning" as const,
    filename: "pack.mcmeta",
    message: "No pack.mcmeta: loose textures (as convert makes from one image), checked one by one",
    suggestion: "",
    missing: true as const,
  };
  const loose: ValidationResult = {
    isValid: true,
    totalFiles: 3,
    textureFiles: 3,
    fileDetails: [detail("stone.png"), detail("stone_n.png"), detail("stone_s.png")],
    issues: [missingMeta],
  };

  it("reports the missing pack.mcmeta as the pack's warning, not as a row for a file that is not there", () => {
    expect(validatedFiles(loose).map((row) => row.path)).toEqual(["stone.png", "stone_n.png", "stone_s.png"]);
    expect(packIssues(loose)).toEqual([missingMeta]);
  });

  it("reads the validator's missing marker, not the message's wording", () => {
    const reworded = { ...missingMeta, message: "pack.mcmeta is absent: loose textures" };
    const { missing: _, ...warning } = missingMeta;
    const unmarked = { ...warning, filename: "notes.txt", message: "No notes.txt line" };
    const result = { ...loose, issues: [reworded, unmarked] };
    expect(packIssues(result)).toEqual([reworded]);
    // The unmarked warning is a row, as any file an issue names (warnings sort first).
    expect(validatedFiles(result).map((row) => row.path)).toEqual([
      "notes.txt",
      "stone.png",
      "stone_n.png",
      "stone_s.png",
    ]);
  });

  it("counts one texture and its two maps in three files, as the CLI does, with no '+ 1 file'", () => {
    expect(validatedCountLabel(validatedFiles(loose), loose.totalFiles)).toBe("1 texture (+2 maps) of 3 files");
  });
});
