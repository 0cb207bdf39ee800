import { strToU8 } from "fflate";

/** Milliseconds in one game tick: an animation's `frametime` counts these. */
export const msPerTick = 50;

/** A frame delay in whole ticks; the game shows every frame for at least one. */
export function delayToTicks(delayMs: number): number {
  return Math.max(1, Math.round(delayMs / msPerTick));
}

/**
 * The `<texture>.png.mcmeta` of a vertical strip whose frames show for `ticks` each: one `frametime`
 * when they all agree, otherwise a `frames` list with each frame's own `time`.
 */
export function animationMcmeta(ticks: readonly number[]): Uint8Array {
  if (ticks.length === 0) throw new RangeError("An animation needs at least one frame");
  const first = ticks[0] as number;
  const animation = ticks.every((t) => t === first)
    ? { frametime: first }
    : { frames: ticks.map((time, index) => ({ index, time })) };
  return strToU8(`${JSON.stringify({ animation }, null, 2)}\n`);
}
