// What a LabPBR shader reads from one texture's base colour, `_n` and `_s`, decoded once per texel into
// planes the views shade from. The decoding follows labpbr.md; nothing here knows how the maps were made.
import type { RawImage } from "../../src/types.js";
import { predefinedMetalF0 } from "./metal-f0.js";

/** Decoded material planes, one entry (or three, for colours) per texel. */
export interface Surface {
  width: number;
  height: number;
  /** Linear RGB albedo. */
  albedo: Float32Array;
  /** Base colour alpha 0..1 (cutouts below 0.1 are discarded, as the game's alpha test does). */
  alpha: Float32Array;
  /** Unit tangent-space normal: x right, y up the texture (DirectX G decoded), z out of the surface. */
  normal: Float32Array;
  /** Material AO 0..1 (`_n` B). */
  ao: Float32Array;
  /** Depth below the surface in texels: `_n` A 255 is 0, 0 is a quarter of the texture's width. */
  depth: Float32Array;
  /** GGX alpha: LabPBR roughness (1 - smoothness)^2. */
  roughness: Float32Array;
  /** Linear RGB F0: G/255 for dielectrics, the metal's own for 230..237 (tinted by the albedo's hue), albedo for 255. */
  f0: Float32Array;
  /** 1 for metals (no diffuse), else 0. */
  metal: Uint8Array;
  /** Emission 0..1 (`_s` A below 255; 255 is none). */
  emission: Float32Array;
}

/** sRGB byte to linear 0..1. */
export function srgbToLinear(byte: number): number {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const linearTable = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));

/** Smallest alpha the game draws (its cutout alpha test discards below 0.1). */
export const alphaTest = 0.1;

/**
 * Decodes one frame's maps. LabPBR height 0 lies a quarter of a block below the surface and a block is
 * the texture's width, so depth comes out in the texels the normals' slopes are measured in.
 */
export function decodeSurface(base: RawImage, normalMap: RawImage, specular: RawImage): Surface {
  const { width, height } = base;
  if (normalMap.width !== width || specular.width !== width || normalMap.height !== height) {
    throw new RangeError(`maps must be the base's ${width}x${height}`);
  }
  const n = width * height;
  const surface: Surface = {
    width,
    height,
    albedo: new Float32Array(n * 3),
    alpha: new Float32Array(n),
    normal: new Float32Array(n * 3),
    ao: new Float32Array(n),
    depth: new Float32Array(n),
    roughness: new Float32Array(n),
    f0: new Float32Array(n * 3),
    metal: new Uint8Array(n),
    emission: new Float32Array(n),
  };
  const quarterBlock = 0.25 * width;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const albedo = [linearTable[base.data[p]!]!, linearTable[base.data[p + 1]!]!, linearTable[base.data[p + 2]!]!];
    surface.albedo.set(albedo, i * 3);
    surface.alpha[i] = base.data[p + 3]! / 255;
    // Shaders rebuild Z from X and Y; G is DirectX (0 = the normal leans up the texture).
    const x = (normalMap.data[p]! / 255) * 2 - 1;
    const y = -((normalMap.data[p + 1]! / 255) * 2 - 1);
    const z = Math.sqrt(Math.max(0, 1 - x * x - y * y));
    const length = Math.hypot(x, y, z) || 1;
    surface.normal.set([x / length, y / length, z / length], i * 3);
    surface.ao[i] = normalMap.data[p + 2]! / 255;
    surface.depth[i] = (1 - normalMap.data[p + 3]! / 255) * quarterBlock;
    const smoothness = specular.data[p]! / 255;
    surface.roughness[i] = Math.max(0.002, (1 - smoothness) ** 2);
    const green = specular.data[p + 1]!;
    if (green === 255) {
      surface.f0.set(albedo, i * 3);
      surface.metal[i] = 1;
    } else if (green >= 230 && green <= 237) {
      // The metal's own reflectance, tinted by the albedo's hue (not darkened by its value: a grey
      // iron texture reflects like iron, whatever shade the artist painted it).
      const metalF0 = predefinedMetalF0[green - 230]!;
      const top = Math.max(albedo[0]!, albedo[1]!, albedo[2]!, 1e-4);
      surface.f0.set(
        [metalF0[0] * (albedo[0]! / top), metalF0[1] * (albedo[1]! / top), metalF0[2] * (albedo[2]! / top)],
        i * 3,
      );
      surface.metal[i] = 1;
    } else {
      // 238..254 are unassigned: shaders treat them as a dielectric of that reflectance.
      const f0 = green / 255;
      surface.f0.set([f0, f0, f0], i * 3);
    }
    const emission = specular.data[p + 3]!;
    surface.emission[i] = emission < 255 ? emission / 254 : 0;
  }
  return surface;
}
