import { adjustContrast } from "../kernels/contrast.js";
import { cutoutLuminance } from "../kernels/cutout-luminance.js";
import { type ConversionSettings, defaultConversionSettings } from "../settings.js";
import { createRawImage, type RawImage } from "../types.js";
import { resolveMaterialProfile } from "./classify-material.js";
import { type GlowRange, glowPlane, glowRange } from "./emission.js";
import { generateFrame } from "./generate-frame.js";
import type { Material, MaterialContext } from "./material-types.js";
import type { MaterialProfile } from "./profile.js";
import { cutoutAlpha, inferTiling } from "./tiling.js";

const ranges: Array<[keyof ConversionSettings, number, number]> = [
  ["baseColorContrast", 0, 2],
  ["roughnessIntensity", 0, 1],
  ["normalStrength", 0, 3],
  ["heightDepth", 0, 1],
  ["aoRadius", 0, 1],
];

/** Merges partial settings over the defaults and checks the numeric ones against the spec's ranges. */
export function resolveSettings(settings: Partial<ConversionSettings> = {}): ConversionSettings {
  const resolved = { ...defaultConversionSettings, ...settings };
  for (const [key, min, max] of ranges) {
    const value = resolved[key] as number;
    if (typeof value !== "number" || !(value >= min && value <= max)) {
      throw new RangeError(`${key} must be a number in ${min}..${max}, got ${String(value)}`);
    }
  }
  return resolved;
}

/** A map of the albedo's size: a view of the caller's buffer when there is one, else a new image. */
function outputImage(width: number, height: number, target: Uint8ClampedArray | undefined): RawImage {
  if (!target) return createRawImage(width, height);
  if (target.length !== width * height * 4) {
    throw new RangeError(`target holds ${target.length} bytes, expected ${width * height * 4} for ${width}x${height}`);
  }
  return { width, height, data: target };
}

/** Frame height for a strip: the context's, else the whole image (a still texture). */
function frameHeightOf(albedo: RawImage, context: MaterialContext): number {
  const frameHeight = context.frameHeight ?? albedo.height;
  if (!Number.isInteger(frameHeight) || frameHeight <= 0 || albedo.height % frameHeight !== 0) {
    throw new RangeError(
      `frameHeight must be a positive divisor of the image height ${albedo.height}, got ${String(frameHeight)}`,
    );
  }
  return frameHeight;
}

/**
 * Turns an albedo texture into a LabPBR 1.3 material (base colour, `_n`, `_s`), synchronously and without
 * touching the input.
 *
 * - `_n`: normal XY (DirectX, from a multi-scale height of the luminance), AO from a horizon search over
 *   that height, height in A (never below 1).
 * - `_s`: smoothness from local variance/brightness, F0/metal id and porosity/SSS from the texture name,
 *   emission for light sources by name (bright pixels glow), 255 elsewhere.
 * - Switched-off maps get neutral values (normal 128/128, AO 255, height 255, smoothness 0); a switched-off
 *   base colour is the albedo unchanged. Pixels below the cutout alpha get neutral `_n`/`_s` values.
 * - Animation strips (`context.frameHeight`) are generated frame by frame, never across frames; a light's
 *   emission is scaled by the glow of the whole strip, so its frames do not flicker against each other.
 * - `context.emissiveOverlay` (OptiFine's `_e`) decides emission instead of the name: its alpha glows.
 * - Edges wrap for tiling block textures and clamp for items, entities and cutouts unless
 *   `context.tiling` says otherwise.
 */
export function generateMaterial(
  albedo: RawImage,
  settings: Partial<ConversionSettings> = {},
  context: MaterialContext = {},
): Material {
  const { width, height, data } = albedo;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`albedo dimensions must be positive integers, got ${width}x${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(`albedo data has ${data.length} bytes, expected ${width * height * 4} (RGBA8)`);
  }
  const resolved = resolveSettings(settings);
  const frameHeight = frameHeightOf(albedo, context);
  const profile = resolveMaterialProfile(context.name ?? "", context.materialOverrides);
  const edges = context.tiling ?? inferTiling(context.name, albedo);

  const normal = outputImage(width, height, context.targets?.normal);
  const specular = outputImage(width, height, context.targets?.specular);
  const frameBytes = width * frameHeight * 4;
  const overlay = context.emissiveOverlay;
  if (overlay && (overlay.width !== width || overlay.height !== height || overlay.data.length !== data.length)) {
    throw new RangeError(
      `emissiveOverlay is ${overlay.width}x${overlay.height}, expected the albedo's ${width}x${height}`,
    );
  }
  const emissionRange =
    !overlay && frameHeight < height && profile.emissive ? stripGlowRange(albedo, profile) : undefined;
  for (let offset = 0; offset < data.length; offset += frameBytes) {
    // Frames are contiguous rows, so each is a zero-copy view of the strip.
    const frame: RawImage = { width, height: frameHeight, data: data.subarray(offset, offset + frameBytes) };
    generateFrame(
      frame,
      resolved,
      profile,
      edges,
      normal.data.subarray(offset, offset + frameBytes),
      specular.data.subarray(offset, offset + frameBytes),
      { range: emissionRange, overlay: overlay?.data.subarray(offset, offset + frameBytes) },
    );
  }
  const baseColor =
    context.needsBaseColor === false
      ? albedo
      : resolved.generateBaseColor
        ? adjustContrast(albedo, resolved.baseColorContrast)
        : { width, height, data: data.slice() };
  return { baseColor, normal, specular };
}

/**
 * A light's glow range over every frame of its strip, as each frame measures it (`generateFrame`): the
 * glow (or brightness) is per pixel, so over the strip it is the union of the frames' ranges.
 */
function stripGlowRange(strip: RawImage, profile: MaterialProfile): GlowRange {
  const { luma, valid } = cutoutLuminance(strip, cutoutAlpha);
  return glowRange(profile.emissionFrom === "brightness" ? luma : glowPlane(strip), valid);
}
