import { describe, expect, it } from "vitest";
import { checkProjectFile } from "./project-file-checks";

const check = (file: { name: string; size: number }) => checkProjectFile(file, 7);

describe("checkProjectFile", () => {
  it("takes images only, with the spec's wording for size and emptiness", () => {
    expect(check({ name: "notes.txt", size: 10 })?.description).toBe("Please upload a PNG, JPG, TIFF, or TGA image.");
    expect(check({ name: "stone.png", size: 0 })?.title).toBe("Empty file");
    expect(check({ name: "stone.TGA", size: 5 })).toBeNull();
    // The API takes an image of at most 200 MB, as the server says it (past the 64 MB it once held).
    expect(check({ name: "big.png", size: 200 * 1024 * 1024 })).toBeNull();
    expect(check({ name: "huge.png", size: 200 * 1024 * 1024 + 1 })).toEqual({
      title: "File too large",
      description: "A single image can be at most 200MB.",
    });
  });
});

describe("a resource pack chosen with a project's Upload", () => {
  it("is refused with the way to convert it into the project", () => {
    expect(check({ name: "Faithful.zip", size: 10 })).toEqual({
      title: "Invalid file type",
      description:
        "Please upload a PNG, JPG, TIFF, or TGA image. Faithful.zip is a resource pack: Greenhouse converts it into this project, maps and all.",
      action: { label: "Convert into this project", href: "/greenhouse?project=7" },
    });
  });
});
