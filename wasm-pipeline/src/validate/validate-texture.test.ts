import { describe, expect, it } from "vitest";
import type { PngHeader } from "../process/png-chunks.js";
import { createRawImage, type RawImage } from "../types.js";
import type { ValidationIssue } from "./types.js";
import { validateTexture } from "./validate-texture.js";

type Pixel = [number, number, number, number];

/** An image whose pixel (x, y) is `pixel(x, y)`. */
function image(width: number, height: number, pixel: (x: number, y: number) => Pixel): RawImage {
  const result = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) result.data.set(pixel(x, y), (y * width + x) * 4);
  }
  return result;
}

const rgba: PngHeader = { width: 0, height: 0, bitDepth: 8, colorType: 6, hasAlpha: true };
const rgb: PngHeader = { width: 0, height: 0, bitDepth: 8, colorType: 2, hasAlpha: false };
const flatNormal = (): Pixel => [128, 128, 255, 255];
const plainSpecular = (): Pixel => [100, 10, 0, 255];

const messages = (issues: ValidationIssue[]) => issues.map((issue) => `${issue.level}: ${issue.message}`);
const only = (issues: ValidationIssue[]) => {
  expect(issues).toHaveLength(1);
  return issues[0] as ValidationIssue;
};

/** A 16x16 DirectX normal map of a height ramp rising to the right and downward, height in alpha. */
function rampNormal(flipGreen = false): RawImage {
  return image(16, 16, (x, y) => {
    // Height grows with x (slope in x) and with y, sinusoidal so that it wraps.
    const h = 128 + 60 * Math.sin((2 * Math.PI * x) / 16) + 60 * Math.cos((2 * Math.PI * y) / 16);
    const dhdx = ((60 * 2 * Math.PI) / 16) * Math.cos((2 * Math.PI * x) / 16);
    const dhdy = -((60 * 2 * Math.PI) / 16) * Math.sin((2 * Math.PI * y) / 16);
    const n = [-dhdx / 40, -dhdy / 40, 1];
    const length = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 1);
    const r = Math.round((0.5 * ((n[0] ?? 0) / length) + 0.5) * 255);
    const g = Math.round((0.5 * ((n[1] ?? 0) / length) + 0.5) * 255);
    return [r, flipGreen ? 255 - g : g, 255, Math.round(h)];
  });
}

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

  it("requires power-of-two frames on block textures, with the size to resize to", () => {
    const result = validateTexture({
      path: "assets/minecraft/textures/item/potion.png",
      image: image(16, 18, flatNormal),
    });
    expect(only(result.issues)).toMatchObject({ level: "error", value: "16x18" });
    expect(result.issues[0]?.suggestion).toMatch(/^Resize to 16x32/);
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

describe("validateTexture: _n semantics", () => {
  const path = "assets/minecraft/textures/block/stone_n.png";

  it("errors when |XY| > 1", () => {
    const result = validateTexture({
      path,
      // Two overlong normals leaning opposite ways, so the map does not lean on average.
      image: image(2, 2, (x, y) => (x !== y ? flatNormal() : x === 0 ? [255, 255, 255, 255] : [0, 0, 255, 255])),
      header: rgba,
    });
    const issue = only(result.issues);
    expect(issue).toMatchObject({ level: "error", channel: "_n.RG", value: Number(Math.SQRT2.toFixed(3)) });
    expect(issue.message).toMatch(/^Normal XY longer than 1 on 2 of 4 pixels \(50.0 %\)/);
  });

  it("allows the rounding of a unit normal", () => {
    // (255, 128) is x = 1, y = 0.004: |XY| = 1.000008, within rounding (beside its mirror, so no lean).
    const unitNormals = image(2, 2, (x) => [x === 0 ? 255 : 0, 128, 255, 255]);
    expect(validateTexture({ path, image: unitNormals, header: rgba }).issues).toEqual([]);
  });

  it("warns on height 0 and on RGB-only maps", () => {
    const zero = validateTexture({ path, image: image(2, 2, (x) => [128, 128, 255, x === 0 ? 0 : 255]), header: rgba });
    expect(only(zero.issues)).toMatchObject({ level: "warning", channel: "_n.A", value: 0 });
    const rgbOnly = validateTexture({ path, image: image(2, 2, flatNormal), header: rgb });
    expect(only(rgbOnly.issues)).toMatchObject({ level: "warning", channel: "_n.A" });
    expect(rgbOnly.issues[0]?.message).toMatch(/^_n is RGB only/);
  });

  it("warns when blue is the normal's Z instead of AO", () => {
    const tilted = (x: number, y: number): Pixel => {
      const nx = ((x % 4) - 1.5) / 3;
      const ny = ((y % 4) - 1.5) / 3;
      const nz = Math.sqrt(1 - nx * nx - ny * ny);
      return [
        Math.round((0.5 * nx + 0.5) * 255),
        Math.round((0.5 * ny + 0.5) * 255),
        Math.round((0.5 * nz + 0.5) * 255),
        255,
      ];
    };
    const withZ = validateTexture({ path, image: image(8, 8, tilted), header: rgba });
    expect(only(withZ.issues)).toMatchObject({ level: "warning", channel: "_n.B" });
    const withAO = validateTexture({
      path,
      image: image(8, 8, (x, y) => {
        const [r, g] = tilted(x, y);
        return [r, g, 200 + ((x * 7 + y * 3) % 50), 255];
      }),
      header: rgba,
    });
    expect(withAO.issues).toEqual([]);
    // Gentle normals (|XY| up to 0.28) over open AO: 0.5 Z + 0.5 would be 251..255, as open AO is.
    const gentle = validateTexture({
      path,
      image: image(8, 8, (x, y) => {
        const [r, g] = tilted(x, y).map((v) => Math.round(128 + (v - 128) * 0.4)) as Pixel;
        return [r, g, 255, 255];
      }),
      header: rgba,
    });
    expect(gentle.issues).toEqual([]);
    // AO on steep slopes sits near Z (a tilted plane's AO is 0.5 Z + 0.5) but not on it.
    const nearZ = validateTexture({
      path,
      image: image(8, 8, (x, y) => {
        const [r, g, b] = tilted(x, y);
        return [r, g, b + ((x + y) % 2 ? 5 : -5), 255];
      }),
      header: rgba,
    });
    expect(nearZ.issues).toEqual([]);
  });

  it("warns when the whole map leans, not when its normals balance out", () => {
    // Every normal of this surface leans the same way: R sits 64 steps right of the centre.
    const leaning = only(
      validateTexture({ path, image: image(4, 4, (x) => [192, 128 + (x % 2 ? 4 : -4), 255, 255]), header: rgba })
        .issues,
    );
    expect(leaning).toMatchObject({ level: "warning", channel: "_n.RG", value: 30.4 });
    expect(leaning.message).toBe(
      "The normals lean 30° on average (mean R 192, G 128); a surface's normals average out flat, so the whole texture will look tilted in light",
    );
    // As steep, but each lean has its mirror: a bumpy surface that is level overall.
    const bumpy = image(4, 4, (x, y) => ((x + y) % 2 ? [192, 192, 255, 255] : [63, 63, 255, 255]));
    expect(validateTexture({ path, image: bumpy, header: rgba }).issues).toEqual([]);
    // The slopes of a wrapping height cancel out too, however steep.
    expect(validateTexture({ path, image: rampNormal(), header: rgba }).issues).toEqual([]);
  });

  it("infers DirectX from normals that agree with the height, and warns on OpenGL", () => {
    expect(validateTexture({ path, image: rampNormal(), header: rgba }).issues).toEqual([]);
    const opengl = only(validateTexture({ path, image: rampNormal(true), header: rgba }).issues);
    expect(opengl).toMatchObject({
      level: "warning",
      channel: "_n.G",
      suggestion: "Swap to DirectX: invert the green channel (G' = 255 - G)",
    });
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
