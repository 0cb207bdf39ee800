import { describe, expect, it } from "vitest";
import { animatedTexture, animationFileProblem, imageNameFor } from "./animated-texture";
import { emptyFileNotice } from "./file-checks";

const file = (name: string, size = 10) => ({ name, size });

describe("animatedTexture", () => {
  it("finds one image and the .mcmeta named after it, whatever the order and case", () => {
    const image = file("Sea_Lantern.PNG");
    const mcmeta = file("sea_lantern.png.mcmeta");
    expect(animatedTexture([mcmeta, image])).toEqual({ image, mcmeta });
    expect(imageNameFor("lava.png.mcmeta")).toBe("lava.png");
  });

  it("is null for anything else", () => {
    expect(animatedTexture([file("stone.png")])).toBeNull();
    expect(animatedTexture([file("a_1.png"), file("a_2.png")])).toBeNull();
    expect(animatedTexture([file("lava.png"), file("sea_lantern.png.mcmeta")])).toBeNull();
    expect(animatedTexture([file("pack.zip"), file("pack.zip.mcmeta")])).toBeNull();
    expect(animatedTexture([file("a.png"), file("a.png.mcmeta"), file("b.png")])).toBeNull();
  });
});

describe("animationFileProblem", () => {
  it("has nothing to say without a .mcmeta or about a matching pair", () => {
    expect(animationFileProblem([file("a.png"), file("b.png")])).toBeNull();
    expect(animationFileProblem([file("sea_lantern.png"), file("sea_lantern.png.mcmeta")])).toBeNull();
  });

  it("says which image an animation file wants when it is alone or beside another image", () => {
    expect(animationFileProblem([file("sea_lantern.png.mcmeta")])).toEqual({
      title: "Animation file without its image",
      description:
        "sea_lantern.png.mcmeta: an animation file goes with the image of the same name (sea_lantern.png); choose the two together",
    });
    expect(animationFileProblem([file("lava.png"), file("sea_lantern.png.mcmeta")])?.description).toBe(
      "sea_lantern.png.mcmeta: an animation file goes with the image of the same name (sea_lantern.png), not lava.png",
    );
  });

  it("refuses an animation file beside several images, even one that matches", () => {
    const frames = [file("lava_1.png"), file("lava_2.png"), file("lava_1.png.mcmeta")];
    expect(animationFileProblem(frames)?.description).toBe(
      "lava_1.png.mcmeta: an animation file goes with the image of the same name (lava_1.png); choose it with that one image only (an image sequence makes its own animation)",
    );
  });

  it("refuses two animation files, naming both", () => {
    const files = [file("a.png"), file("a.png.mcmeta"), file("b.png.mcmeta")];
    expect(animationFileProblem(files)).toEqual({
      title: "Choose one animation file",
      description:
        "a.png.mcmeta, b.png.mcmeta: a texture has one animation file; choose one image and the .mcmeta of the same name.",
    });
  });

  it("refuses an animation file beside a resource pack", () => {
    expect(animationFileProblem([file("pack.zip"), file("lava.png.mcmeta")])).toEqual({
      title: "Choose the resource pack on its own",
      description: "lava.png.mcmeta: a resource pack's animation files are read from inside its ZIP.",
    });
  });

  it("refuses an empty animation file, naming it", () => {
    expect(animationFileProblem([file("lava.png"), file("lava.png.mcmeta", 0)])).toEqual({
      ...emptyFileNotice,
      description: `lava.png.mcmeta: ${emptyFileNotice.description}`,
    });
  });
});
