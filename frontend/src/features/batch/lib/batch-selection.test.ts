import { describe, expect, it } from "vitest";
import { skippedText } from "./batch-plan";
import { sortBatchSelection } from "./batch-selection";

const file = (name: string, size = 10) => ({ name, size });

describe("sortBatchSelection", () => {
  it("pairs an animation file with the image of the same name, case-insensitively", () => {
    const image = file("Water_Still.png");
    const mcmeta = file("water_still.png.mcmeta");
    const stone = file("stone.png");
    const { entries, refused } = sortBatchSelection([mcmeta, stone, image]);
    expect(entries).toEqual([
      { file: stone, mcmeta: null },
      { file: image, mcmeta },
    ]);
    expect(refused).toEqual([]);
  });

  it("refuses an animation file without its image, naming the image it wanted", () => {
    const { entries, refused } = sortBatchSelection([file("lava.png.mcmeta"), file("stone.png")]);
    expect(entries.map((entry) => entry.file.name)).toEqual(["stone.png"]);
    expect(refused[0]?.notice.title).toBe("Animation file without its image");
    expect(refused[0]?.reason).toBe("no lava.png added with it");
    expect(skippedText(refused.map((entry) => ({ ...entry.file, reason: entry.reason })))).toBe(
      "Skipped lava.png.mcmeta (no lava.png added with it).",
    );
  });

  it("does not pair with a pack or a refused image, and refuses an empty animation file", () => {
    const { entries, refused } = sortBatchSelection([
      file("pack.zip"),
      file("pack.zip.mcmeta"),
      file("empty.png", 0),
      file("empty.png.mcmeta"),
      file("sea.png"),
      file("sea.png.mcmeta", 0),
    ]);
    expect(entries).toEqual([
      { file: file("pack.zip"), mcmeta: null },
      { file: file("sea.png"), mcmeta: null },
    ]);
    expect(refused.map((entry) => [entry.file.name, entry.notice.title])).toEqual([
      ["empty.png", "Empty file"],
      ["pack.zip.mcmeta", "Animation file without its image"],
      ["empty.png.mcmeta", "Animation file without its image"],
      ["sea.png.mcmeta", "Empty file"],
    ]);
  });

  it("takes one animation per image: a second one is refused", () => {
    const { entries, refused } = sortBatchSelection([file("a.png"), file("a.png.mcmeta"), file("A.PNG.mcmeta")]);
    expect(entries[0]?.mcmeta?.name).toBe("a.png.mcmeta");
    expect(refused.map((entry) => entry.file.name)).toEqual(["A.PNG.mcmeta"]);
  });
});
