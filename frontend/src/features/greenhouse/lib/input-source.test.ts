import { describe, expect, it } from "vitest";
import { imageTooLargeNotice, invalidTypeNotice, MAX_IMAGE_BYTES } from "./file-checks";
import {
  allowedInputTypes,
  checkSelection,
  disabledSourceReason,
  inputSourceHint,
  inputTypeFor,
  packWithOthersNotice,
  primaryFile,
} from "./input-source";

const file = (name: string, size = 10) => ({ name, size });

describe("allowedInputTypes and inputTypeFor", () => {
  it("offers every source before a file is chosen and keeps the person's choice", () => {
    expect(allowedInputTypes([])).toEqual(["single", "sequence", "resourcepack"]);
    expect(inputTypeFor([], "sequence")).toBe("sequence");
  });

  it("locks a .zip to Resource Pack", () => {
    expect(allowedInputTypes([file("Pack.ZIP")])).toEqual(["resourcepack"]);
    expect(inputTypeFor([file("Pack.ZIP")], "single")).toBe("resourcepack");
  });

  it("makes several images an Image Sequence and one image a Single Image", () => {
    const frames = [file("f_1.png"), file("f_2.png"), file("f_3.png")];
    expect(allowedInputTypes(frames)).toEqual(["sequence"]);
    expect(inputTypeFor(frames, "single")).toBe("sequence");
    expect(inputTypeFor([file("stone.png")], "sequence")).toBe("single");
    expect(inputTypeFor([file("stone.png")], "resourcepack")).toBe("single");
  });
});

describe("checkSelection", () => {
  it("refuses a pack mixed with other files", () => {
    expect(checkSelection([file("pack.zip"), file("a.png")])).toEqual(packWithOthersNotice);
  });

  it("names the frame that fails the per-file checks", () => {
    expect(checkSelection([file("a.png"), file("b.txt")])).toEqual({
      ...invalidTypeNotice,
      description: `b.txt: ${invalidTypeNotice.description}`,
    });
    expect(checkSelection([file("a.png"), file("b.png", MAX_IMAGE_BYTES + 1)])?.description).toBe(
      `b.png: ${imageTooLargeNotice.description}`,
    );
  });

  it("keeps the spec's exact toast for a single file and passes good selections", () => {
    expect(checkSelection([file("b.txt")])).toEqual(invalidTypeNotice);
    expect(checkSelection([file("a.png"), file("b.png")])).toBeNull();
    expect(checkSelection([])).toBeNull();
  });
});

describe("one image with its animation file", () => {
  const lantern = [file("sea_lantern.png.mcmeta"), file("sea_lantern.png")];

  it("is a Single Image whose file is the image, converted frame by frame on this device", () => {
    expect(checkSelection(lantern)).toBeNull();
    expect(allowedInputTypes(lantern)).toEqual(["single"]);
    expect(inputTypeFor(lantern, "sequence")).toBe("single");
    expect(primaryFile(lantern)?.name).toBe("sea_lantern.png");
    expect(inputSourceHint(lantern, "single")).toBe(
      "sea_lantern.png.mcmeta gives its animation: the frames convert one by one, on this device.",
    );
  });

  it("pairs names case-insensitively", () => {
    expect(checkSelection([file("Sea_Lantern.PNG"), file("sea_lantern.png.mcmeta")])).toBeNull();
  });

  it("still checks the image itself, naming it", () => {
    expect(checkSelection([file("sea_lantern.png", MAX_IMAGE_BYTES + 1), file("sea_lantern.png.mcmeta")])).toEqual({
      ...imageTooLargeNotice,
      description: `sea_lantern.png: ${imageTooLargeNotice.description}`,
    });
  });

  it("names the animation file in every other mix", () => {
    expect(checkSelection([file("sea_lantern.png.mcmeta"), file("stone.png")])?.description).toBe(
      "sea_lantern.png.mcmeta: an animation file goes with the image of the same name (sea_lantern.png), not stone.png",
    );
    expect(checkSelection([file("pack.zip"), file("sea_lantern.png.mcmeta")])?.description).toContain(
      "sea_lantern.png.mcmeta: ",
    );
    expect(checkSelection([file("sea_lantern.png.mcmeta")])?.description).toContain("(sea_lantern.png)");
  });
});

describe("inputSourceHint and disabledSourceReason", () => {
  const sequenceNeedsFrames = "Choose two or more frames to convert an image sequence.";

  it("says one image is a single texture (touch screens show no tooltip), the details on the greyed-out options", () => {
    const stone = [file("stone.png")];
    expect(inputSourceHint(stone, "single")).toBe("One image is always converted as a single texture.");
    expect(disabledSourceReason(stone, "sequence")).toBe(sequenceNeedsFrames);
    expect(disabledSourceReason(stone, "resourcepack")).toBe("Choose a ZIP resource pack to convert a whole pack.");
    expect(disabledSourceReason(stone, "single")).toBeNull();
  });

  it("asks for frames when Image Sequence is chosen before any file", () => {
    expect(inputSourceHint([], "sequence")).toBe(sequenceNeedsFrames);
    expect(inputSourceHint([], "single")).toBeNull();
    expect(disabledSourceReason([], "sequence")).toBeNull();
  });

  it("explains several frames under the radios and why Single Image is greyed out", () => {
    const frames = [file("f_1.png"), file("f_2.png")];
    expect(inputSourceHint(frames, "sequence")).toBe(
      "2 frames are stacked into one animated texture in file-name order, on this device.",
    );
    expect(disabledSourceReason(frames, "single")).toBe("Choose one image to convert a single texture.");
  });

  it("leaves a pack's greyed-out options to the group's hint", () => {
    const pack = [file("pack.zip")];
    expect(inputSourceHint(pack, "resourcepack")).toBe("ZIP files are always converted as a resource pack.");
    expect(disabledSourceReason(pack, "single")).toBeNull();
    expect(disabledSourceReason(pack, "sequence")).toBeNull();
  });
});
