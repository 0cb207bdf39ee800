import { describe, expect, it } from "vitest";
import { contentProblem } from "./file-content";

const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 16, 0, 0, 0, 16,
];
const file = (name: string, bytes: number[] | string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

describe("what the chosen files hold", () => {
  it("refuses a text file named like a texture, and a .zip that is no archive", async () => {
    expect(await contentProblem([file("notes.png", "just some notes\n")])).toEqual({
      title: "Invalid file type",
      description: "notes.png is not a PNG, JPG, TIFF or TGA image, whatever its name says.",
    });
    expect((await contentProblem([file("pack.zip", "not a zip")]))?.description).toBe(
      "pack.zip is not a ZIP archive, whatever its name says.",
    );
    // Among a sequence's frames, the one that is wrong is named.
    expect((await contentProblem([file("f1.png", PNG_HEAD), file("f2.png", "oops")]))?.description).toMatch(
      /^f2\.png /,
    );
  });

  it("lets images, archives and animation files through, even truncated ones (the converter names those)", async () => {
    expect(
      await contentProblem([file("stone.png", PNG_HEAD), file("stone.png.mcmeta", '{"animation":{}}')]),
    ).toBeNull();
    expect(await contentProblem([file("photo.png", [0xff, 0xd8, 0xff, 0xe0])])).toBeNull();
    expect(await contentProblem([file("pack.zip", [0x50, 0x4b, 0x03, 0x04, 1, 2])])).toBeNull();
    expect(await contentProblem([file("empty.zip", [0x50, 0x4b, 0x05, 0x06])])).toBeNull();
    expect(await contentProblem([file("cut.png", PNG_HEAD.slice(0, 10))])).toBeNull();
  });
});
