// A 3x3 floor of the block seen at a slant, the height map marched as parallax occlusion mapping does
// (BSL's and Complementary's POM), with the sun traced over the same heights for self-shadowing.
import { createRawImage, type RawImage } from "../../src/types.js";
import { daylight, displayByte, shadeTexel, type Vec3 } from "./shade.js";
import { alphaTest, type Surface } from "./surface.js";

export interface ParallaxOptions {
  /** Sheet pixels per texel across. */
  zoom: number;
  /** The eye's elevation above the face, degrees; it looks from the texture's bottom edge towards its top. */
  elevationDegrees: number;
  sun: Vec3;
  /** The floor's area shown, in texels (the texture repeats), and its top-left corner. */
  across: number;
  down: number;
  originU: number;
  originV: number;
}

const steps = 48;

/** The depth (texels below the surface) at texel (u, v), wrapped, nearest-sampled as the game samples. */
function depthAt(surface: Surface, u: number, v: number): number {
  const { width, height } = surface;
  const x = ((Math.floor(u) % width) + width) % width;
  const y = ((Math.floor(v) % height) + height) % height;
  return surface.depth[y * width + x]!;
}

/** The slanted view as display bytes, alpha 0 where the alpha test discards the texel hit. */
export function parallaxView(surface: Surface, options: ParallaxOptions): RawImage {
  const { width, height } = surface;
  const { zoom, sun, originU, originV } = options;
  const e = (options.elevationDegrees * Math.PI) / 180;
  const view: Vec3 = [0, -Math.cos(e), Math.sin(e)];
  const cotangent = Math.cos(e) / Math.sin(e);
  const maxDepth = 0.25 * width;
  const out = createRawImage(Math.round(options.across * zoom), Math.round(options.down * zoom * Math.sin(e)));
  const lighting = daylight(sun);
  const colour = [0, 0, 0];
  for (let sy = 0; sy < out.height; sy++) {
    // Rays enter a little below the panel's top, so the first row shows surface rather than the void.
    const v0 = originV + (sy + 0.5) / (zoom * Math.sin(e)) + maxDepth * cotangent;
    for (let sx = 0; sx < out.width; sx++) {
      const u = originU + (sx + 0.5) / zoom;
      // Linear search for the first depth under the height field, then bisection.
      let previous = 0;
      let z = 0;
      let hit = false;
      for (let s = 0; s <= steps; s++) {
        z = (s / steps) * maxDepth;
        if (z >= depthAt(surface, u, v0 - z * cotangent)) {
          hit = true;
          break;
        }
        previous = z;
      }
      if (hit && z > 0) {
        let lo = previous;
        let hi = z;
        for (let b = 0; b < 6; b++) {
          const mid = 0.5 * (lo + hi);
          if (mid >= depthAt(surface, u, v0 - mid * cotangent)) hi = mid;
          else lo = mid;
        }
        z = hi;
      }
      const v = v0 - z * cotangent;
      const x = ((Math.floor(u) % width) + width) % width;
      const y = ((Math.floor(v) % height) + height) % height;
      const i = y * width + x;
      const shadow = sunVisibility(surface, u, v, z, sun);
      shadeTexel(surface, i, view, lighting, shadow, colour);
      const p = (sy * out.width + sx) * 4;
      out.data[p] = displayByte(colour[0]!);
      out.data[p + 1] = displayByte(colour[1]!);
      out.data[p + 2] = displayByte(colour[2]!);
      out.data[p + 3] = surface.alpha[i]! < alphaTest ? 0 : Math.round(surface.alpha[i]! * 255);
    }
  }
  return out;
}

/** 1 when the sun reaches (u, v) at depth z over the height field, else 0 (POM's hard self-shadow). */
function sunVisibility(surface: Surface, u: number, v: number, z: number, sun: Vec3): number {
  if (z <= 0 || sun[2] <= 0) return 1;
  // Walk towards the sun in steps of half a texel across, until the ray leaves the surface.
  const across = Math.hypot(sun[0], sun[1]);
  const step = across > 0 ? 0.5 / across : z / sun[2];
  for (let t = step; ; t += step) {
    const depth = z - sun[2] * t;
    if (depth <= 0) return 1;
    // Texture v grows downwards; the sun's y is up the texture.
    if (depthAt(surface, u + sun[0] * t, v - sun[1] * t) < depth - 1e-3) return 0;
  }
}
