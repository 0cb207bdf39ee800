import type { RawImage } from "@greenhouse/wasm-pipeline";
import { type AnimationInstant, type TextureAnimation, ticksOf } from "./texture-animation";

/** What an instant of an animation shows: a frame, mixed with `amount` (0 to 1) of the frame after it. */
export interface FrameBlend {
  frame: number;
  next: number;
  amount: number;
}

/**
 * The frames to show at an instant, as the game picks them: an interpolated animation `tick` ticks into
 * a step of `time` ticks shows `tick / time` of the next step's frame (the last step blends into the
 * first). A step into the same frame, or an animation without `interpolate`, shows its frame whole.
 */
export function blendAt(animation: TextureAnimation, at: AnimationInstant): FrameBlend {
  const { steps } = animation;
  const count = Math.max(1, steps.length);
  const step = steps[at.step % count];
  const frame = step?.frame ?? 0;
  const next = steps[(at.step + 1) % count]?.frame ?? frame;
  if (!animation.interpolate || next === frame || at.tick <= 0) return { frame, next: frame, amount: 0 };
  return { frame, next, amount: Math.min(at.tick, ticksOf(step)) / ticksOf(step) };
}

/**
 * One frame mixed towards the next by `amount`, texel by texel, exactly as the game's interpolation:
 * each of red, green and blue is `trunc(d * current + (1 - d) * next)` with `d = 1 - amount` (the same
 * double arithmetic, so the same bytes), and alpha stays the current frame's, because the game does not
 * blend it. For `_n` and `_s` that means height and emission hold until the frame changes, as a shader
 * pack sees them. Neither input is changed; `amount` 0 returns `current` itself.
 */
export function blendFrames(current: RawImage, next: RawImage, amount: number): RawImage {
  if (current.width !== next.width || current.height !== next.height) {
    throw new RangeError(
      `Frames to blend must be the same size, got ${current.width}x${current.height} and ${next.width}x${next.height}`,
    );
  }
  if (!(amount >= 0 && amount <= 1)) throw new RangeError(`Blend amount must be from 0 to 1, got ${amount}`);
  if (amount === 0 || current === next) return current;
  const keep = 1 - amount;
  const from = current.data;
  const to = next.data;
  const data = new Uint8ClampedArray(from.length);
  for (let i = 0; i < from.length; i += 4) {
    data[i] = Math.trunc(keep * from[i]! + (1 - keep) * to[i]!);
    data[i + 1] = Math.trunc(keep * from[i + 1]! + (1 - keep) * to[i + 1]!);
    data[i + 2] = Math.trunc(keep * from[i + 2]! + (1 - keep) * to[i + 2]!);
    data[i + 3] = from[i + 3]!;
  }
  return { width: current.width, height: current.height, data };
}

/**
 * Every map at one blended instant, so `_n` and `_s` are mixed by the amount the base is. A map missing
 * from either frame is shown as the current frame has it.
 */
export function blendMaps<K extends string>(
  current: Partial<Record<K, RawImage>>,
  next: Partial<Record<K, RawImage>>,
  amount: number,
): Partial<Record<K, RawImage>> {
  if (amount === 0) return current;
  const blended: Partial<Record<K, RawImage>> = {};
  for (const kind of Object.keys(current) as K[]) {
    const from = current[kind];
    const to = next[kind];
    if (from) blended[kind] = to ? blendFrames(from, to, amount) : from;
  }
  return blended;
}
