import { describe, expect, it } from "vitest";
import { nothingTakenToast, uploadOutcomeToast } from "./upload-outcome";

describe("uploadOutcomeToast", () => {
  it("counts what was added when every file went in", () => {
    expect(uploadOutcomeToast(2, 0, [], "Castle")).toEqual({
      title: "Upload successful",
      description: "2 textures were added to Castle.",
    });
  });

  it("names the refused file and its reason when nothing went in", () => {
    expect(uploadOutcomeToast(0, 0, [{ name: "fake.png", message: "Not a readable image" }], "Castle")).toEqual({
      title: "Upload failed",
      description: "fake.png: Not a readable image",
      variant: "destructive",
    });
  });

  it("says what was added and what was not when some files were refused", () => {
    const toast = uploadOutcomeToast(
      1,
      0,
      [
        { name: "fake.png", message: "Not a readable image" },
        { name: "b.tga", message: "Corrupt" },
      ],
      "Castle",
    );
    expect(toast.title).toBe("Some files were not added");
    expect(toast.description).toBe("1 texture was added to Castle. 2 not: fake.png: Not a readable image (and 1 more)");
  });

  it("says a file that replaced one at the same path was replaced, not added", () => {
    expect(uploadOutcomeToast(0, 1, [], "Castle").description).toBe("1 texture was replaced in Castle.");
    expect(uploadOutcomeToast(2, 1, [], "Castle").description).toBe("2 added, 1 replaced in Castle.");
    const partly = uploadOutcomeToast(0, 2, [{ name: "fake.png", message: "Not a readable image" }], "Castle");
    expect(partly.description).toBe("2 textures were replaced in Castle. 1 not: fake.png: Not a readable image");
  });

  it("says a replaced texture's animation was removed when the new picture is a single frame", () => {
    expect(uploadOutcomeToast(0, 1, [], "Castle", ["assets/minecraft/textures/block/lava_still.png.mcmeta"])).toEqual({
      title: "Upload successful",
      description:
        "1 texture was replaced in Castle. Its animation lava_still.png.mcmeta was removed: the new picture is a single frame.",
    });
    const two = uploadOutcomeToast(0, 2, [{ name: "fake.png", message: "Not a readable image" }], "Castle", [
      "a.png.mcmeta",
      "b.png.mcmeta",
    ]);
    expect(two.description).toBe(
      "2 textures were replaced in Castle. 2 animations (.mcmeta) were removed: the new pictures are single frames. 1 not: fake.png: Not a readable image",
    );
  });

  it("names a refused file once when the API's message already starts with it", () => {
    const message = "huge.png: 100000x100000 exceeds the limit of 8192x8192 pixels";
    expect(uploadOutcomeToast(0, 0, [{ name: "huge.png", message }], "Castle").description).toBe(message);
  });
});

describe("nothingTakenToast", () => {
  const text = { title: "Invalid file type", description: "Please upload a PNG, JPG, TIFF, or TGA image." };

  it("says the one refused file's reason as its check words it", () => {
    expect(nothingTakenToast([{ name: "notes.txt", problem: text }])).toEqual(text);
  });

  it("names the first of several refused files and counts the others", () => {
    const empty = { title: "Empty file", description: "Please select a valid file." };
    expect(
      nothingTakenToast([
        { name: "notes.txt", problem: text },
        { name: "empty.png", problem: empty },
      ]),
    ).toEqual({
      title: "Invalid file type",
      description: "notes.txt: Please upload a PNG, JPG, TIFF, or TGA image. (and 1 more)",
    });
  });
});

describe("a refused resource pack keeps its way on", () => {
  const convert = { label: "Convert into this project", href: "/greenhouse?project=7" };
  const pack = {
    title: "Invalid file type",
    description: "Please upload a PNG, JPG, TIFF, or TGA image. Faithful.zip is a resource pack.",
    action: convert,
  };
  const text = { title: "Invalid file type", description: "Please upload a PNG, JPG, TIFF, or TGA image." };

  it("offers Convert into this project when a pack is refused beside images that went in", () => {
    const toast = uploadOutcomeToast(2, 0, [{ name: "Faithful.zip", message: pack.description, action: convert }], "X");
    expect(toast).toMatchObject({ title: "Some files were not added", action: convert });
    expect(uploadOutcomeToast(2, 0, [{ name: "notes.txt", message: text.description }], "X").action).toBeUndefined();
  });

  it("offers it when nothing went in and the pack is not the first refused file", () => {
    const toast = nothingTakenToast([
      { name: "notes.txt", problem: text },
      { name: "Faithful.zip", problem: pack },
    ]);
    expect(toast).toEqual({
      title: "Invalid file type",
      description: "notes.txt: Please upload a PNG, JPG, TIFF, or TGA image. (and 1 more)",
      action: convert,
    });
    const failed = uploadOutcomeToast(
      0,
      0,
      [
        { name: "fake.png", message: "Not a readable image" },
        { name: "Faithful.zip", message: pack.description, action: convert },
      ],
      "X",
    );
    expect(failed.action).toEqual(convert);
  });
});
