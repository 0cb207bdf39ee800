import { describe, expect, it } from "vitest";
import type { RawImage } from "../types.js";
import { flatNormal, image, only, type Pixel, rgb, rgba } from "./test-textures.js";
import { validateTexture } from "./validate-texture.js";

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
