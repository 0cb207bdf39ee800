import { createRawImage, type RawImage } from "@greenhouse/wasm-pipeline";

/** Milliseconds in one game tick: `frametime` and a frame's `time` count these. */
export const MS_PER_TICK = 50;

/** One shown frame of the animation: which frame of the sheet, and for how long. */
export interface AnimationStep {
  frame: number;
  ms: number;
}

/**
 * How a texture animates, independent of resolution: the frame grid of its sheet and the order and
 * times the frames play in. The same grid cuts the texture and its `_n`/`_s` (a 32x `_n` beside a 16x
 * albedo has frames twice the size), so all maps show the same frame at the same moment.
 */
export interface TextureAnimation {
  columns: number;
  rows: number;
  /** Frame size in the texture the `.mcmeta` belongs to, for the caption. */
  frameWidth: number;
  frameHeight: number;
  frameCount: number;
  steps: AnimationStep[];
  /** `"interpolate": true`: each frame fades into the next over its time instead of cutting to it. */
  interpolate: boolean;
}

/** A moment of an animation as the game keeps it: a step of the frame list and the ticks spent in it. */
export interface AnimationInstant {
  step: number;
  tick: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const positiveInt = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined);
const index = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : undefined);

function animationSection(text: string): Record<string, unknown> | null {
  try {
    // Some editors save JSON with a byte-order mark, which JSON.parse rejects.
    const json: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
    return isObject(json) && isObject(json.animation) ? json.animation : null;
  } catch {
    return null;
  }
}

/**
 * Reads a texture's `.mcmeta` as the game does: frames are `width`x`height` (one given keeps the image's
 * other side; none gives squares of the shorter side), laid out left to right then top to bottom;
 * `frametime` defaults to 1 tick; `frames` lists indices or `{index, time}` and skips indices past
 * the sheet; without it every frame plays once in order; `interpolate` blends frames. Null when the file is not an animation or
 * the image does not split into whole frames (the game shows no animation then either).
 */
export function textureAnimation(mcmeta: string, width: number, height: number): TextureAnimation | null {
  const animation = animationSection(mcmeta);
  if (!animation) return null;
  const givenWidth = positiveInt(animation.width);
  const givenHeight = positiveInt(animation.height);
  const side = Math.min(width, height);
  const frameWidth = givenWidth ?? (givenHeight ? width : side);
  const frameHeight = givenHeight ?? (givenWidth ? height : side);
  if (frameWidth === 0 || frameHeight === 0 || width % frameWidth !== 0 || height % frameHeight !== 0) return null;
  const columns = width / frameWidth;
  const rows = height / frameHeight;
  const frameCount = columns * rows;
  const ticks = positiveInt(animation.frametime) ?? 1;
  const listed = Array.isArray(animation.frames) ? animation.frames : null;
  const steps: AnimationStep[] = [];
  for (const entry of listed ?? Array.from({ length: frameCount }, (_, n) => n)) {
    const frame = isObject(entry) ? index(entry.index) : index(entry);
    if (frame === undefined || frame >= frameCount) continue;
    const time = isObject(entry) ? (positiveInt(entry.time) ?? ticks) : ticks;
    steps.push({ frame, ms: time * MS_PER_TICK });
  }
  if (steps.length === 0) steps.push({ frame: 0, ms: ticks * MS_PER_TICK });
  // The game reads only a JSON boolean here; anything else leaves the animation stepping.
  const interpolate = animation.interpolate === true;
  return { columns, rows, frameWidth, frameHeight, frameCount, steps, interpolate };
}

/**
 * One frame of a map, cut with the animation's grid scaled to the map's own size. A map the grid does
 * not divide (it cannot be this texture's map) is returned whole rather than cut wrongly.
 */
export function frameOf(image: RawImage, animation: TextureAnimation, frame: number): RawImage {
  if (image.width % animation.columns !== 0 || image.height % animation.rows !== 0) return image;
  const width = image.width / animation.columns;
  const height = image.height / animation.rows;
  const left = (frame % animation.columns) * width;
  const top = Math.floor(frame / animation.columns) * height;
  const out = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    const start = ((top + y) * image.width + left) * 4;
    out.data.set(image.data.subarray(start, start + width * 4), y * width * 4);
  }
  return out;
}

/**
 * Every map of a texture at one frame, cut with one grid, so `_n` and `_s` show the frame the base
 * shows. Without an animation the maps are returned as they are.
 */
export function mapsAtFrame<K extends string>(
  maps: Partial<Record<K, RawImage>>,
  animation: TextureAnimation | undefined,
  frame: number,
): Partial<Record<K, RawImage>> {
  if (!animation) return maps;
  const cut: Partial<Record<K, RawImage>> = {};
  for (const kind of Object.keys(maps) as K[]) {
    const image = maps[kind];
    if (image) cut[kind] = frameOf(image, animation, frame);
  }
  return cut;
}

/** How many game ticks a step lasts (its `time`, or the `frametime`); never less than one. */
export const ticksOf = (step: AnimationStep | undefined): number =>
  Math.max(1, Math.round((step?.ms ?? MS_PER_TICK) / MS_PER_TICK));

/**
 * The instant `ticks` game ticks after `at`, wrapping from the last step to the first as the game
 * loops. Ticks that run past a step's time carry into the steps after it.
 */
export function advance(animation: TextureAnimation, at: AnimationInstant, ticks: number): AnimationInstant {
  const { steps } = animation;
  if (steps.length === 0) return at;
  let step = at.step % steps.length;
  let tick = at.tick + ticks;
  while (tick >= ticksOf(steps[step])) {
    tick -= ticksOf(steps[step]);
    step = (step + 1) % steps.length;
  }
  return { step, tick };
}

/**
 * Every map's frames, each cut on first use and kept: an interpolated animation blends two cut frames
 * every tick, and cutting the sheets again each time would be wasted work (and would give React a new
 * image for a frame it has already shown).
 */
export function frameCache<K extends string>(
  maps: Partial<Record<K, RawImage>>,
  animation: TextureAnimation | undefined,
): (frame: number) => Partial<Record<K, RawImage>> {
  const cuts = new Map<number, Partial<Record<K, RawImage>>>();
  return (frame) => {
    let cut = cuts.get(frame);
    if (!cut) {
      cut = mapsAtFrame(maps, animation, frame);
      cuts.set(frame, cut);
    }
    return cut;
  };
}
