import { describe, expect, it } from "vitest";
import { isEditableProjectFile } from "./project-link";

describe("isEditableProjectFile", () => {
  it("offers PNG files, whatever the case of the extension", () => {
    expect(isEditableProjectFile("stone.png")).toBe(true);
    expect(isEditableProjectFile("STONE.PNG")).toBe(true);
  });

  it("refuses other formats, which a PNG saved back would misname", () => {
    for (const name of ["stone.jpg", "stone.tga", "stone.tiff", "stone.png.txt", "png"]) {
      expect(isEditableProjectFile(name)).toBe(false);
    }
  });
});
