import { describe, expect, it } from "vitest";
import { checkProjectFile, sortProjectFiles } from "./project-file-checks";

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

describe("sortProjectFiles", () => {
  it("keeps the images of a pick and names each file it refuses, in the order picked", () => {
    const stone = { name: "stone.png", size: 10 };
    const dirt = { name: "dirt.tga", size: 10 };
    const { accepted, refused } = sortProjectFiles(
      [stone, { name: "notes.txt", size: 4 }, dirt, { name: "empty.png", size: 0 }],
      7,
    );
    expect(accepted).toEqual([stone, dirt]);
    expect(refused).toEqual([
      {
        name: "notes.txt",
        problem: { title: "Invalid file type", description: "Please upload a PNG, JPG, TIFF, or TGA image." },
      },
      { name: "empty.png", problem: { title: "Empty file", description: "Please select a valid file." } },
    ]);
  });

  it("takes a pick of images whole and refuses a pick with none", () => {
    expect(sortProjectFiles([{ name: "a.png", size: 1 }], 7)).toEqual({
      accepted: [{ name: "a.png", size: 1 }],
      refused: [],
    });
    const none = sortProjectFiles([{ name: "Faithful.zip", size: 10 }], 7);
    expect(none.accepted).toEqual([]);
    expect(none.refused[0]?.problem.action?.href).toBe("/greenhouse?project=7");
  });
});
