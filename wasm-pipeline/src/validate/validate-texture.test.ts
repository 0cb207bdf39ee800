import { describe, expect, it } from "vitest";
import { flatNormal, image, messages, only, type Pixel, plainSpecular, rgb, rgba } from "./test-textures.js";
import { isLabPbrMapName, validateTexture } from "./validate-texture.js";

describe("validateTexture: files", () => {
  it("accepts a compliant flat _n, _s and base texture with no issues", () => {
    for (const [path, pixel] of [
      ["assets/minecraft/textures/block/stone_n.png", flatNormal],
      ["assets/minecraft/textures/block/stone_s.png", plainSpecular],
      ["assets/minecraft/textures/block/stone.png", (): Pixel => [90, 90, 90, 255]],
    ] as const) {
      const result = validateTexture({
        path,
        image: image(16, 16, pixel),
        header: path.endsWith("e.png") ? rgb : rgba,
      });
      expect(messages(result.issues)).toEqual([]);
      expect(result.isValid).toBe(true);
      expect(result.fileDetails).toEqual([
        { path, filename: path.slice(path.lastIndexOf("/") + 1), size: 0, validation: { isValid: true } },
      ]);
    }
  });

  it("requires PNG", () => {
    const result = validateTexture({ path: "textures/block/dirt.jpg", image: image(16, 16, flatNormal) });
    expect(only(result.issues)).toMatchObject({ level: "error", value: ".jpg" });
    expect(result.issues[0]?.message).toBe("dirt.jpg is not a PNG; the game and shaders only load PNG textures");
    expect(result.isValid).toBe(false);
  });

  it("reports a name without an image extension as not a PNG instead of throwing", () => {
    for (const [path, value] of [
      ["textures/block/stone", "(none)"],
      ["textures/run.exe", ".exe"],
      ["textures/a.png.bak", ".bak"],
    ] as const) {
      const result = validateTexture({ path, image: image(16, 16, flatNormal) });
      expect(only(result.issues)).toMatchObject({ level: "error", value });
      expect(result.isValid).toBe(false);
    }
  });

  it("requires power-of-two frames on block textures, with the size to resize to", () => {
    const result = validateTexture({
      path: "assets/minecraft/textures/item/potion.png",
      image: image(16, 18, flatNormal),
    });
    expect(only(result.issues)).toMatchObject({ level: "error", value: "16x18" });
    // 18 is just past 16: cropping keeps the art; stretching to 32 would distort it.
    expect(result.issues[0]?.suggestion).toBe(
      "Crop or trim to 16x16, or resize to 16x32 (nearest-neighbour for pixel art), so mipmaps and the atlas stay sharp",
    );
    const wide = validateTexture({
      path: "assets/minecraft/textures/block/wide.png",
      image: image(24, 16, flatNormal),
    });
    expect(wide.issues[0]?.suggestion).toBe(
      "Resize to 32x16 (nearest-neighbour for pixel art) so mipmaps and the atlas stay sharp",
    );
    // Its _n matches it: LabPBR asks a map for its base's size, so the size issue stays on the base alone.
    const map = validateTexture({
      path: "assets/minecraft/textures/item/potion_n.png",
      image: image(16, 18, flatNormal),
      base: { width: 16, height: 18 },
    });
    expect(map.issues.filter((issue) => /power of two/.test(issue.message))).toEqual([]);
  });

  it("reads power of two per frame for animated strips and skips entity textures", () => {
    const strip = image(16, 64, flatNormal);
    const mcmeta = '{"animation": {"frametime": 2}}';
    expect(validateTexture({ path: "assets/minecraft/textures/block/fire.png", image: strip, mcmeta }).issues).toEqual(
      [],
    );
    const fox = image(48, 32, flatNormal);
    expect(validateTexture({ path: "assets/minecraft/textures/entity/fox/fox.png", image: fox }).issues).toEqual([]);
  });

  it("warns on upper-case names and foreign PBR suffixes, informs on _e", () => {
    const upper = validateTexture({
      path: "assets/minecraft/textures/block/Stone.png",
      image: image(16, 16, flatNormal),
    });
    expect(only(upper.issues)).toMatchObject({
      level: "warning",
      suggestion: "Rename it to assets/minecraft/textures/block/stone.png",
    });
    // A lone texture (Convert, Batch) becomes a resource by its name; its folders are the uploader's.
    for (const path of ["Glow_Stone.PNG", "My Uploads/Glow_Stone.PNG"]) {
      const lone = validateTexture({ path, image: image(16, 16, flatNormal) });
      expect(only(lone.issues)).toMatchObject({
        level: "warning",
        filename: path,
        message:
          "Glow_Stone.PNG has upper-case letters; Minecraft only loads lower-case resource paths, so a pack would skip it",
        suggestion: "Rename Glow_Stone.PNG to glow_stone.png before putting it in a pack",
        value: "Glow_Stone.PNG",
      });
    }
    expect(validateTexture({ path: "My Uploads/glow_stone.png", image: image(16, 16, flatNormal) }).issues).toEqual([]);
    expect(
      validateTexture({ path: "Packs/assets/minecraft/textures/block/stone.png", image: image(16, 16, flatNormal) })
        .issues,
    ).toEqual([]);
    const suffix = validateTexture({
      path: "assets/minecraft/textures/block/stone_normal.png",
      image: image(16, 16, flatNormal),
    });
    expect(only(suffix.issues)).toMatchObject({ level: "warning", value: "_normal" });
    expect(suffix.issues[0]?.suggestion).toMatch(/_n suffix/);
    const emissive = validateTexture({
      path: "assets/minecraft/textures/block/lamp_e.png",
      image: image(16, 16, flatNormal),
    });
    expect(only(emissive.issues)).toMatchObject({ level: "info", channel: "_s.A" });
  });

  it("notes an alpha channel that is never used, only when the file really has one", () => {
    const opaque = image(16, 16, () => [10, 20, 30, 255]);
    const path = "assets/minecraft/textures/block/dirt.png";
    expect(only(validateTexture({ path, image: opaque, header: rgba }).issues)).toMatchObject({
      level: "info",
      channel: "A",
    });
    expect(validateTexture({ path, image: opaque, header: rgb }).issues).toEqual([]);
    expect(validateTexture({ path, image: opaque }).issues).toEqual([]);
  });

  it("rejects a wrong data length with a message", () => {
    const broken = { width: 2, height: 2, data: new Uint8ClampedArray(3) };
    expect(() => validateTexture({ path: "a.png", image: broken })).toThrow(
      "Image data of a.png holds 3 bytes, expected 16 for 2x2 RGBA",
    );
  });
});

describe("validateTexture: _n and _s against their base", () => {
  const path = "assets/minecraft/textures/block/magma_n.png";

  it("errors on a size mismatch", () => {
    const result = validateTexture({
      path,
      image: image(32, 32, flatNormal),
      header: rgba,
      base: { width: 16, height: 16 },
    });
    expect(only(result.issues)).toMatchObject({ level: "error", value: "32x32" });
    expect(result.issues[0]?.message).toBe("_n is 32x32 but its base texture is 16x16");
  });

  it("errors on a one-frame map beside an animated base", () => {
    const base = { width: 16, height: 48, mcmeta: '{"animation": {}}' };
    const result = validateTexture({ path, image: image(16, 16, flatNormal), header: rgba, base });
    expect(only(result.issues)).toMatchObject({ level: "error", value: "1/3" });
  });

  it("accepts a matching strip and suggests copying the mcmeta", () => {
    const base = { width: 16, height: 48, mcmeta: '{"animation": {}}' };
    const result = validateTexture({ path, image: image(16, 48, flatNormal), header: rgba, base });
    expect(only(result.issues)).toMatchObject({ level: "info" });
    expect(result.issues[0]?.suggestion).toBe(
      "Copy magma.png.mcmeta to magma_n.png.mcmeta so every loader animates it the same way",
    );
    const withOwn = validateTexture({
      path,
      image: image(16, 48, flatNormal),
      header: rgba,
      base,
      mcmeta: base.mcmeta,
    });
    expect(withOwn.issues).toEqual([]);
  });
});
describe("validateTexture: _s semantics", () => {
  const stone = "assets/minecraft/textures/block/stone_s.png";
  const iron = "assets/minecraft/textures/block/iron_block_s.png";
  const spec = (g: number, a = 255) => image(2, 2, (x) => (x === 0 ? [100, g, 0, a] : [100, 10, 0, a]));

  it("errors on unassigned metal ids 238..254, on any texture", () => {
    for (const g of [238, 254]) {
      const issue = only(validateTexture({ path: iron, image: spec(g) }).issues);
      expect(issue).toMatchObject({ level: "error", channel: "_s.G", value: g });
    }
    expect(validateTexture({ path: iron, image: spec(237) }).issues).toEqual([]);
    expect(validateTexture({ path: iron, image: spec(255) }).issues).toEqual([]);
  });

  it("warns on metal ids on a texture that is not a metal", () => {
    const issue = only(validateTexture({ path: stone, image: spec(230) }).issues);
    expect(issue).toMatchObject({ level: "warning", channel: "_s.G", value: 230 });
    expect(issue.message).toMatch(/on 2 of 4 pixels \(50.0 %\)/);
    // A numbered connected-texture tile is named by its folder: iron's tiles may be metal, glass's not.
    const tile = (folder: string) => `assets/minecraft/optifine/ctm/${folder}/3_s.png`;
    expect(validateTexture({ path: tile("iron_block"), image: spec(230) }).issues).toEqual([]);
    expect(only(validateTexture({ path: tile("glass"), image: spec(230) }).issues)).toMatchObject({ value: 230 });
  });

  it("warns on dielectric F0 above 43 on non-metals only", () => {
    expect(validateTexture({ path: stone, image: spec(43) }).issues).toEqual([]);
    expect(only(validateTexture({ path: stone, image: spec(44) }).issues)).toMatchObject({
      level: "warning",
      value: 44,
    });
    expect(only(validateTexture({ path: stone, image: spec(229) }).issues)).toMatchObject({
      level: "warning",
      value: 229,
    });
    expect(validateTexture({ path: iron, image: spec(200) }).issues).toEqual([]);
  });

  it("warns on emission conventions: A = 0 everywhere, and 250..254 everywhere", () => {
    expect(only(validateTexture({ path: stone, image: spec(10, 0) }).issues)).toMatchObject({
      level: "warning",
      channel: "_s.A",
      value: 0,
    });
    expect(only(validateTexture({ path: stone, image: spec(10, 254) }).issues).message).toMatch(/^Every pixel emits/);
    // Partial emission and a uniform real glow are fine.
    expect(validateTexture({ path: stone, image: image(2, 2, (x) => [0, 10, 0, x === 0 ? 0 : 255]) }).issues).toEqual(
      [],
    );
    expect(validateTexture({ path: stone, image: spec(10, 180) }).issues).toEqual([]);
  });
});

describe("isLabPbrMapName", () => {
  it("is true for _n and _s maps by name, in a pack or bare, and false for base textures and _e overlays", () => {
    expect(isLabPbrMapName("sand_s.png")).toBe(true);
    expect(isLabPbrMapName("assets/minecraft/textures/block/stone_n.png")).toBe(true);
    expect(isLabPbrMapName("stone_n.tga")).toBe(true);
    expect(isLabPbrMapName("SAND_S.PNG")).toBe(true);
    expect(isLabPbrMapName("stone.png")).toBe(false);
    expect(isLabPbrMapName("stone_e.png")).toBe(false);
    expect(isLabPbrMapName("stone")).toBe(false);
  });
});
