import type { RawImage } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { advance, frameCache, frameOf, MS_PER_TICK, mapsAtFrame, textureAnimation } from "./texture-animation";

/** A sheet whose every pixel's red byte is its frame number (given the grid), so cuts are easy to read. */
function sheet(width: number, height: number, frameWidth: number, frameHeight: number): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  const columns = width / frameWidth;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const frame = Math.floor(y / frameHeight) * columns + Math.floor(x / frameWidth);
      data.set([frame, x % frameWidth, y % frameHeight, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

describe("textureAnimation", () => {
  it("plays a 16x64 strip's four square frames in order, 1 tick each by default (as the game does)", () => {
    const animation = textureAnimation('{"animation": {}}', 16, 64);
    expect(animation).toEqual({
      columns: 1,
      rows: 4,
      frameWidth: 16,
      frameHeight: 16,
      frameCount: 4,
      steps: [0, 1, 2, 3].map((frame) => ({ frame, ms: MS_PER_TICK })),
      interpolate: false,
    });
  });

  it("blends frames only when interpolate is the JSON true", () => {
    expect(textureAnimation('{"animation":{"interpolate":true}}', 16, 32)?.interpolate).toBe(true);
    expect(textureAnimation('{"animation":{"interpolate":false}}', 16, 32)?.interpolate).toBe(false);
    expect(textureAnimation('{"animation":{"interpolate":"true"}}', 16, 32)?.interpolate).toBe(false);
  });

  it("times frames by frametime, and by each listed frame's own time", () => {
    expect(textureAnimation('{"animation":{"frametime":60}}', 16, 32)?.steps).toEqual([
      { frame: 0, ms: 3000 },
      { frame: 1, ms: 3000 },
    ]);
    const listed = '{"animation":{"frametime":2,"frames":[3,{"index":0,"time":10},1,{"index":9},"x",2]}}';
    expect(textureAnimation(listed, 16, 64)?.steps).toEqual([
      { frame: 3, ms: 100 },
      { frame: 0, ms: 500 },
      { frame: 1, ms: 100 },
      { frame: 2, ms: 100 },
    ]);
  });

  it("takes frame sizes from the file, keeping the image's other side when only one is given", () => {
    expect(textureAnimation('{"animation":{"height":8}}', 16, 32)).toMatchObject({ columns: 1, rows: 4 });
    expect(textureAnimation('{"animation":{"width":8}}', 32, 16)).toMatchObject({ columns: 4, rows: 1 });
    expect(textureAnimation('{"animation":{"width":16,"height":16}}', 32, 32)).toMatchObject({
      columns: 2,
      rows: 2,
      frameCount: 4,
    });
  });

  it("reads a file saved with a byte-order mark", () => {
    expect(textureAnimation('\uFEFF{"animation":{"frametime":3}}', 16, 32)?.steps).toHaveLength(2);
  });

  it("is null for no animation, broken JSON, or a sheet that is not whole frames", () => {
    expect(textureAnimation('{"texture":{"blur":true}}', 16, 64)).toBeNull();
    expect(textureAnimation("{animation", 16, 64)).toBeNull();
    expect(textureAnimation('{"animation":{}}', 16, 40)).toBeNull();
    expect(textureAnimation('{"animation":{"height":24}}', 16, 64)).toBeNull();
  });
});

describe("frameOf", () => {
  it("cuts one frame of a strip, without touching the strip", () => {
    const strip = sheet(2, 8, 2, 2);
    const before = strip.data.slice();
    const animation = textureAnimation('{"animation":{}}', 2, 8);
    if (!animation) throw new Error("expected an animation");
    const third = frameOf(strip, animation, 2);
    expect([third.width, third.height]).toEqual([2, 2]);
    // Red is the frame, green and blue the texel's place in it.
    expect([...third.data]).toEqual([2, 0, 0, 255, 2, 1, 0, 255, 2, 0, 1, 255, 2, 1, 1, 255]);
    expect(strip.data).toEqual(before);
  });

  it("cuts frames left to right, then top to bottom, from a grid", () => {
    const grid = sheet(4, 4, 2, 2);
    const animation = textureAnimation('{"animation":{"width":2,"height":2}}', 4, 4);
    if (!animation) throw new Error("expected an animation");
    expect([0, 1, 2, 3].map((frame) => frameOf(grid, animation, frame).data[0])).toEqual([0, 1, 2, 3]);
  });

  it("cuts a map of another resolution with the same grid, so it shows the same frame", () => {
    const animation = textureAnimation('{"animation":{}}', 16, 64);
    if (!animation) throw new Error("expected an animation");
    const normal = sheet(32, 128, 32, 32);
    const frame = frameOf(normal, animation, 3);
    expect([frame.width, frame.height, frame.data[0]]).toEqual([32, 32, 3]);
    // A map the grid does not divide is shown whole.
    const odd = sheet(16, 30, 16, 30);
    expect(frameOf(odd, animation, 1)).toBe(odd);
  });
});

describe("mapsAtFrame", () => {
  it("cuts every map at the same frame, and leaves a still texture's maps alone", () => {
    const animation = textureAnimation('{"animation":{}}', 2, 8);
    const maps = { base: sheet(2, 8, 2, 2), normal: sheet(4, 16, 4, 4) };
    const cut = mapsAtFrame(maps, animation ?? undefined, 1);
    expect([cut.base?.data[0], cut.normal?.data[0], cut.normal?.width]).toEqual([1, 1, 4]);
    expect(mapsAtFrame(maps, undefined, 1)).toBe(maps);
  });
});

describe("advance", () => {
  const listed = textureAnimation('{"animation":{"frametime":3,"frames":[0,{"index":1,"time":1},2]}}', 1, 3);
  if (!listed) throw new Error("expected an animation");

  it("counts ticks into a step, and moves to the next step when its time is up", () => {
    expect(advance(listed, { step: 0, tick: 0 }, 1)).toEqual({ step: 0, tick: 1 });
    expect(advance(listed, { step: 0, tick: 2 }, 1)).toEqual({ step: 1, tick: 0 });
    expect(advance(listed, { step: 1, tick: 0 }, 1)).toEqual({ step: 2, tick: 0 });
  });

  it("loops from the last step to the first, carrying spare ticks", () => {
    expect(advance(listed, { step: 2, tick: 2 }, 1)).toEqual({ step: 0, tick: 0 });
    // 3 + 1 + 3 ticks make the loop; 9 ticks from the start are a loop and 2 ticks.
    expect(advance(listed, { step: 0, tick: 0 }, 9)).toEqual({ step: 0, tick: 2 });
  });
});

describe("frameCache", () => {
  it("cuts each frame once and hands back the same images for it", () => {
    const animation = textureAnimation('{"animation":{}}', 2, 8) ?? undefined;
    const frames = frameCache({ base: sheet(2, 8, 2, 2) }, animation);
    const second = frames(1);
    expect(second.base?.data[0]).toBe(1);
    expect(frames(1)).toBe(second);
    expect(frames(3).base?.data[0]).toBe(3);
  });
});
