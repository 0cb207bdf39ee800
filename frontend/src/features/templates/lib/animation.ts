/** Game ticks: animation frame times in `.mcmeta` are whole ticks of 50 ms. */
export const TICK_MS = 50;

export type FrameOrder = "forward" | "reverse" | "pingpong";

/** An animation preset: how many frames the vertical strip holds and how they play. */
export interface AnimationSpec {
  frames: number;
  /** Milliseconds per frame; values that are not whole ticks alternate so the average is exact. */
  frameMs: number;
  order: FrameOrder;
  /**
   * Blends between frames (the game's `interpolate`). The game blends only inside a frame that lasts
   * more than one tick, so it is written only when some frame does (see {@link blendNote}).
   */
  interpolate: boolean;
}

export interface AnimationTemplate extends AnimationSpec {
  id: string;
  name: string;
  description: string;
}

/** The spec's three animation templates (section 9). */
export const animationTemplates: AnimationTemplate[] = [
  {
    id: "fire",
    name: "Fire",
    description: "8 frames at 100 ms, looping.",
    frames: 8,
    frameMs: 100,
    order: "forward",
    interpolate: false,
  },
  // Seamless here is the loop: frame 32 runs straight back into frame 1. It said "interpolated so the
  // flow is seamless" with interpolate set, but at one tick per frame the game has nothing to blend.
  {
    id: "water-flow",
    name: "Water Flow",
    description: "32 frames at 50 ms (one game tick each), looping seamlessly: paint frame 32 to lead into frame 1.",
    frames: 32,
    frameMs: 50,
    order: "forward",
    interpolate: false,
  },
  // 75 ms is 1.5 ticks: frames alternate 2 and 1 ticks so the loop lasts exactly 16 x 75 ms. Not blended,
  // so the uneven steps are what the game shows; blending would smooth only the 2-tick frames.
  {
    id: "portal",
    name: "Portal",
    description: "16 frames at 75 ms (2 and 1 game ticks in turn), played in reverse.",
    frames: 16,
    frameMs: 75,
    order: "reverse",
    interpolate: false,
  },
];

export interface McmetaFrame {
  index: number;
  time: number;
}

export interface Mcmeta {
  animation: { frametime?: number; interpolate?: true; frames?: (number | McmetaFrame)[] };
}

/** Frame indices in playing order. */
export function frameOrder(frames: number, order: FrameOrder): number[] {
  const forward = Array.from({ length: frames }, (_, i) => i);
  if (order === "reverse") return forward.reverse();
  if (order === "pingpong") return [...forward, ...forward.slice(1, -1).reverse()];
  return forward;
}

/**
 * Ticks per played frame. 75 ms is 1.5 ticks, which `.mcmeta` cannot say, so frames alternate 2 and 1
 * ticks: each time is the difference of rounded running totals, so every prefix stays within half a tick.
 */
export function frameTicks(count: number, frameMs: number): number[] {
  const perFrame = frameMs / TICK_MS;
  return Array.from({ length: count }, (_, i) =>
    Math.max(1, Math.round((i + 1) * perFrame) - Math.round(i * perFrame)),
  );
}

/** Builds the `.mcmeta` for a spec: plain `frametime` when it can, an explicit frame list otherwise. */
export function buildMcmeta(spec: AnimationSpec): Mcmeta {
  if (!Number.isInteger(spec.frames) || spec.frames < 1)
    throw new RangeError(`Expected 1 or more frames, got ${spec.frames}`);
  if (!(spec.frameMs >= TICK_MS))
    throw new RangeError(`Expected at least ${TICK_MS} ms per frame, got ${spec.frameMs}`);
  const order = frameOrder(spec.frames, spec.order);
  const ticks = frameTicks(order.length, spec.frameMs);
  const uniform = ticks.every((t) => t === ticks[0]);
  const animation: Mcmeta["animation"] = {};
  if (spec.interpolate && ticks.some((t) => t > 1)) animation.interpolate = true;
  if (uniform) {
    animation.frametime = ticks[0];
    if (spec.order !== "forward") animation.frames = order;
  } else {
    animation.frames = order.map((index, i) => ({ index, time: ticks[i]! }));
  }
  return { animation };
}

/**
 * What Interpolate does for a spec, when that is less than it promises: the game blends only inside a
 * frame longer than one tick, so at 50 ms nothing blends (and buildMcmeta leaves the flag out), and at
 * speeds between 50 and 100 ms only the longer frames blend. Null when it blends every frame, or is off.
 */
export function blendNote(spec: AnimationSpec): string | null {
  if (!spec.interpolate) return null;
  const ticks = frameTicks(frameOrder(spec.frames, spec.order).length, spec.frameMs);
  if (ticks.every((t) => t === 1)) {
    return `No blending at one tick (${TICK_MS} ms) a frame: the game blends only frames that last longer, so the file leaves Interpolate out.`;
  }
  if (ticks.some((t) => t === 1)) {
    return "Only the frames longer than one tick blend; the one-tick frames cut straight to the next.";
  }
  return null;
}

/** The file text, formatted the way resource packs ship it. */
export function mcmetaText(spec: AnimationSpec): string {
  return `${JSON.stringify(buildMcmeta(spec), null, 2)}\n`;
}

/** Total loop length in milliseconds as the game will play it. */
export function loopMs(spec: AnimationSpec): number {
  return frameTicks(frameOrder(spec.frames, spec.order).length, spec.frameMs).reduce((a, b) => a + b, 0) * TICK_MS;
}
