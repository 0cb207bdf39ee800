import { describe, expect, it } from "vitest";
import { checkProjectFile, packFileName } from "./use-project-transfer";

describe("packFileName", () => {
  it("turns the project name into a safe download name", () => {
    expect(packFileName("Mossy Medieval 32x")).toBe("mossy-medieval-32x_labpbr.zip");
    expect(packFileName("  ***  ")).toBe("project_labpbr.zip");
  });
});

describe("checkProjectFile", () => {
  it("takes images only, with the spec's wording for size and emptiness", () => {
    expect(checkProjectFile({ name: "pack.zip", size: 10 })?.description).toBe(
      "Please upload a PNG, JPG, TIFF, or TGA image.",
    );
    expect(checkProjectFile({ name: "stone.png", size: 0 })?.title).toBe("Empty file");
    expect(checkProjectFile({ name: "stone.TGA", size: 5 })).toBeNull();
    // The API reads an image whole and takes at most 64 MB of it.
    expect(checkProjectFile({ name: "huge.png", size: 65 * 1024 * 1024 })).toEqual({
      title: "File too large",
      description: "A single image can be at most 64MB.",
    });
  });
});
