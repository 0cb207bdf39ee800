import { describe, expect, it } from "vitest";
import { imageTooLargeNotice, invalidTypeNotice, MAX_IMAGE_BYTES } from "./file-checks";
import { allowedInputTypes, checkSelection, inputTypeFor, packWithOthersNotice } from "./input-source";

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
