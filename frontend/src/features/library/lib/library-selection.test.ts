import { describe, expect, it } from "vitest";
import { skippedLine, sortLibrarySelection } from "./library-selection";

describe("sortLibrarySelection", () => {
  it("keeps the images and skips the rest, each with its reason", () => {
    const files = [
      { name: "stone.png", size: 10 },
      { name: "notes.txt", size: 10 },
      { name: "oak.TGA", size: 10 },
      { name: "empty.png", size: 0 },
      { name: "big.png", size: 200 * 1024 * 1024 },
      { name: "huge.png", size: 200 * 1024 * 1024 + 1 },
      { name: "README", size: 10 },
    ];
    const { accepted, skipped } = sortLibrarySelection(files);
    expect(accepted.map((file) => file.name)).toEqual(["stone.png", "oak.TGA", "big.png"]);
    expect(skipped).toEqual([
      { name: "notes.txt", reason: "not an image" },
      { name: "empty.png", reason: "empty file" },
      { name: "huge.png", reason: "over 200MB" },
      { name: "README", reason: "not an image" },
    ]);
  });
});

describe("skippedLine", () => {
  it("names each skipped file with its reason", () => {
    expect(skippedLine([{ name: "notes.txt", reason: "not an image" }])).toBe("Skipped notes.txt: not an image.");
    expect(
      skippedLine([
        { name: "notes.txt", reason: "not an image" },
        { name: "empty.png", reason: "empty file" },
        { name: "pack.zip", reason: "not an image" },
      ]),
    ).toBe("Skipped notes.txt, pack.zip: not an image; empty.png: empty file.");
  });
  it("counts a long group instead of listing it, and says nothing when nothing was skipped", () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ name: `n${i}.txt`, reason: "not an image" }));
    expect(skippedLine(many)).toBe("Skipped n0.txt, n1.txt and 3 more: not an image.");
    expect(skippedLine([])).toBe("");
  });
});
