import type { RawImage } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { blendAt, blendFrames, blendMaps } from "./frame-blend";
import { type TextureAnimation, textureAnimation } from "./texture-animation";

/** A 1-pixel-wide image from literal RGBA texels. */
const texels = (...pixels: number[][]): RawImage => ({
  width: 1,
  height: pixels.length,
  data: new Uint8ClampedArray(pixels.flat()),
});

function animated(mcmeta: string, width: number, height: number): TextureAnimation {
  const animation = textureAnimation(mcmeta, width, height);
  if (!animation) throw new Error("expected an animation");
  return animation;
}

describe("blendFrames", () => {
  it("mixes red, green and blue linearly, as the game does", () => {
    const black = texels([0, 0, 0, 255]);
    const grey = texels([200, 200, 200, 255]);
    expect([...blendFrames(black, grey, 0.5).data]).toEqual([100, 100, 100, 255]);
    expect([...blendFrames(black, grey, 0.25).data]).toEqual([50, 50, 50, 255]);
    expect([...blendFrames(grey, black, 0.25).data]).toEqual([150, 150, 150, 255]);
  });

  it("truncates rather than rounds, as the game's (int) cast does", () => {
    // 1/3 of the way from 0 to 100 is 33.33..., 2/3 of the way 66.66...: the game keeps 33 and 66. Its
    // doubles make 1/3 of 255 come to 84.99999999999998, so the game shows 84 there, and so do we.
    const from = texels([0, 0, 0, 255]);
    const to = texels([100, 2, 255, 255]);
    expect([...blendFrames(from, to, 1 / 3).data]).toEqual([33, 0, 84, 255]);
    expect([...blendFrames(from, to, 2 / 3).data]).toEqual([66, 1, 170, 255]);
  });

  it("keeps the current frame's alpha (the game does not blend it), texel by texel", () => {
    const current = texels([10, 20, 30, 0], [0, 0, 0, 128]);
    const next = texels([30, 40, 50, 255], [100, 100, 100, 64]);
    expect([...blendFrames(current, next, 0.5).data]).toEqual([20, 30, 40, 0, 50, 50, 50, 128]);
  });

  it("returns the current frame itself at 0, and changes neither input", () => {
    const current = texels([0, 0, 0, 255]);
    const next = texels([200, 200, 200, 255]);
    const before = [current.data.slice(), next.data.slice()];
    expect(blendFrames(current, next, 0)).toBe(current);
    blendFrames(current, next, 0.5);
    expect([current.data, next.data]).toEqual(before);
  });

  it("refuses frames of different sizes and amounts outside 0 to 1", () => {
    const one = texels([0, 0, 0, 255]);
    const two = texels([0, 0, 0, 255], [0, 0, 0, 255]);
    expect(() => blendFrames(one, two, 0.5)).toThrow(RangeError);
    expect(() => blendFrames(one, one, 1.5)).toThrow(/from 0 to 1, got 1.5/);
    expect(() => blendFrames(one, one, Number.NaN)).toThrow(RangeError);
  });
});

describe("blendAt", () => {
  // Four 1x1 frames, 4 ticks each, interpolated.
  const strip = animated('{"animation":{"frametime":4,"interpolate":true}}', 1, 4);

  it("is tick / frametime of the way to the next frame", () => {
    expect([0, 1, 2, 3].map((tick) => blendAt(strip, { step: 1, tick }))).toEqual([
      { frame: 1, next: 1, amount: 0 },
      { frame: 1, next: 2, amount: 0.25 },
      { frame: 1, next: 2, amount: 0.5 },
      { frame: 1, next: 2, amount: 0.75 },
    ]);
  });

  it("blends the last frame into the first", () => {
    expect(blendAt(strip, { step: 3, tick: 2 })).toEqual({ frame: 3, next: 0, amount: 0.5 });
  });

  it("uses each listed frame's own time, and the list's order", () => {
    const listed = animated('{"animation":{"interpolate":true,"frames":[2,{"index":0,"time":5}]}}', 1, 4);
    expect(blendAt(listed, { step: 1, tick: 2 })).toEqual({ frame: 0, next: 2, amount: 0.4 });
  });

  it("shows a frame whole without interpolate, or when the next step is the same frame", () => {
    const stepping = animated('{"animation":{"frametime":4}}', 1, 4);
    expect(blendAt(stepping, { step: 1, tick: 2 })).toEqual({ frame: 1, next: 1, amount: 0 });
    const held = animated('{"animation":{"frametime":4,"interpolate":true,"frames":[0,0,1]}}', 1, 4);
    expect(blendAt(held, { step: 0, tick: 2 })).toEqual({ frame: 0, next: 0, amount: 0 });
  });
});

describe("blendMaps", () => {
  it("mixes every map by the same amount, and leaves the frame alone at 0", () => {
    const current = { base: texels([0, 0, 0, 255]), normal: texels([128, 128, 0, 200]) };
    const next = { base: texels([200, 100, 0, 255]), normal: texels([0, 128, 255, 10]) };
    const half = blendMaps(current, next, 0.5);
    expect([...(half.base?.data ?? [])]).toEqual([100, 50, 0, 255]);
    expect([...(half.normal?.data ?? [])]).toEqual([64, 128, 127, 200]);
    expect(blendMaps(current, next, 0)).toBe(current);
  });
});
