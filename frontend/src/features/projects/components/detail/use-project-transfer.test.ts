import { describe, expect, it } from "vitest";
import { packFileName } from "./use-project-transfer";

describe("packFileName", () => {
  it("turns the project name into a safe download name", () => {
    expect(packFileName("Mossy Medieval 32x")).toBe("mossy-medieval-32x_labpbr.zip");
    expect(packFileName("  ***  ")).toBe("project_labpbr.zip");
  });
});
