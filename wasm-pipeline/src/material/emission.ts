import { createPlane, type Plane } from "../kernels/plane.js";
import type { RawImage } from "../types.js";

/**
 * How much each pixel looks like light, 0..1: its brightest channel (HSV value) weighted towards
 * saturated colour, V × (0.3 + 0.7 S). Flames, embers, lamp glass and lava are bright and coloured;
 * the stone, iron and wood around them in a furnace, lantern or torch are grey or dull, and luminance
 * alone ranked a furnace's light grey face above its red fire.
 */
export function glowPlane(frame: RawImage): Plane {
  const plane = createPlane(frame.width, frame.height);
  const { data } = frame;
  const out = plane.data;
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    const max = Math.max(r, g, b);
    // V (0.3 + 0.7 S) with S = (max - min) / max is 0.3 V + 0.7 (max - min) / 255.
    out[i] = (0.3 * max + 0.7 * (max - Math.min(r, g, b))) / 255;
  }
  return plane;
}

/** Below this share of the strongest glow nothing emits, however the glow is spread. */
const glowFloor = 0.5;

/**
 * The same floor on brightness (luminance) for lights inside a coloured body: the body is bright too
 * (a jack o'lantern's skin reaches 70 % of its face), so only the top 30 % counts.
 */
export const brightnessFloor = 0.7;

/** The weakest and strongest glow over the pixels `mask` keeps (all when it is absent). */
export interface GlowRange {
  weakest: number;
  top: number;
}

export function glowRange(glow: Plane, mask?: Uint8Array): GlowRange {
  let weakest = Number.POSITIVE_INFINITY;
  let top = 0;
  for (let i = 0; i < glow.data.length; i++) {
    if (mask && !mask[i]) continue;
    weakest = Math.min(weakest, glow.data[i]!);
    top = Math.max(top, glow.data[i]!);
  }
  return { weakest, top };
}

/**
 * `_s` A for a light source from its {@link glowPlane} (or brightness): pixels above `floor` (half) of
 * the strongest glow, and above the weakest, emit, scaled to 0..254 with a square-root ease so mid-bright parts still glow; the rest
 * get 0 (emission off but, unlike 255, safe to mip-average with glowing neighbours). The floor keeps a
 * furnace's or lantern's body dark when the light is a small part of the texture; the weakest glow
 * stays dark so a froglight's rim does not light up with its body. Against Textureless' hand-painted
 * emissive maps this matches 82 % of the emitting pixels (intersection over union, 63 names) where the
 * former lower-quartile cut matched 80 %, and it no longer leaves a dark hole in the pale centre of a
 * shroomlight or nether portal.
 *
 * `range` is the glow's own range unless given: an animation passes its whole strip's, so every frame
 * is measured against the same light and the glow pulses as the artist painted it. Each frame's own range
 * made a campfire whose frames are equally bright flicker by a quarter, and fire dimmer as it brightened.
 * `base` (0..1) lifts every pixel, lit or not, to that share of full emission (lava's crust).
 */
export function emissionMap(glow: Plane, options: EmissionOptions = {}): Uint8ClampedArray {
  const { mask, floor = glowFloor, base = 0 } = options;
  const { weakest, top } = options.range ?? glowRange(glow, mask);
  const threshold = Math.max(weakest, floor * top);
  const out = new Uint8ClampedArray(glow.data.length);
  const span = top - threshold;
  const unlit = Math.round(254 * base);
  for (let i = 0; i < out.length; i++) {
    const v = span > 0 ? (glow.data[i]! - threshold) / span : 1;
    out[i] = v <= 0 ? unlit : Math.round(254 * (base + (1 - base) * Math.sqrt(Math.min(v, 1))));
  }
  return out;
}

export interface EmissionOptions {
  /** Pixels to measure the range over (cutouts leave theirs out); all when absent. */
  mask?: Uint8Array | undefined;
  /** Share of the strongest glow below which nothing emits; half unless given. */
  floor?: number;
  range?: GlowRange | undefined;
  /** Share of full emission every pixel gives, 0 unless given. */
  base?: number | undefined;
}

/**
 * `_s` A from OptiFine's emissive overlay (`stone_e.png`, RGBA of the frame's size): the artist drew
 * exactly what glows, so its alpha is the emission (0..254) and nothing else is guessed. The overlay's
 * colour is not used: it repeats the texture's own, which the shader multiplies the emission by anyway.
 */
export function overlayEmission(overlay: Uint8ClampedArray | Uint8Array): Uint8ClampedArray {
  const out = new Uint8ClampedArray(overlay.length / 4);
  for (let i = 0, p = 3; i < out.length; i++, p += 4) out[i] = Math.round((254 * overlay[p]!) / 255);
  return out;
}
