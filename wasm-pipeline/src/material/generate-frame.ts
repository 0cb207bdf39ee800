import { dilateIntoHoles } from "../kernels/dilate.js";
import { luminance } from "../kernels/luminance.js";
import { normalFromHeight } from "../kernels/normal-from-height.js";
import type { EdgeMode } from "../kernels/plane.js";
import type { ConversionSettings } from "../settings.js";
import type { RawImage } from "../types.js";
import { ambientOcclusion } from "./ambient-occlusion.js";
import { emissionMap } from "./emission.js";
import { heightField } from "./height-field.js";
import { type MaterialProfile, porositySssByte } from "./profile.js";
import { aoRadiusPixels, heightDepthPixels, reliefPixels, texelSize } from "./relief.js";
import { smoothnessMap } from "./smoothness.js";
import { cutoutAlpha } from "./tiling.js";

/** Neutral LabPBR values for switched-off maps and for pixels below the cutout threshold. */
export const neutral = {
  normalX: 128,
  normalY: 128,
  ao: 255,
  height: 255,
  /** Perceptual smoothness 0 (fully rough): what shaders assume without a specular map. */
  smoothness: 0,
  /** No emission. */
  emission: 255,
} as const;

/**
 * Generates `_n` and `_s` for one frame (or a whole still texture) into `normalTarget`/`specularTarget`,
 * which are RGBA views of exactly the frame's size. Everything is computed inside the frame, so animation frames
 * never influence each other.
 */
export function generateFrame(
  frame: RawImage,
  settings: ConversionSettings,
  profile: MaterialProfile,
  edges: EdgeMode,
  normalTarget: Uint8ClampedArray,
  specularTarget: Uint8ClampedArray,
): void {
  // Every value written below is a whole number in 0..255, so plain byte views skip clamped stores.
  const normalOut = bytesOf(normalTarget);
  const specularOut = bytesOf(specularTarget);
  const { width, height } = frame;
  const n = width * height;
  const alpha = frame.data;
  let valid: Uint8Array | undefined;
  for (let i = 0; i < n; i++) {
    if (alpha[i * 4 + 3]! < cutoutAlpha) {
      valid ??= new Uint8Array(n).fill(1);
      valid[i] = 0;
    }
  }

  let luma = luminance(frame);
  // Transparent pixels hold arbitrary colour; continue the visible surface under them instead.
  if (valid) luma = dilateIntoHoles(luma, valid, { edges, passes: 3 });

  const needsSurface = settings.generateHeight || settings.generateNormal || settings.generateAO;
  const surface = needsSurface
    ? heightField(luma, { edges, texelSize: texelSize(width, height), ...(valid ? { mask: valid } : {}) })
    : undefined;
  const relief = reliefPixels(width, height);
  if (surface && settings.generateNormal) {
    normalFromHeight(surface, {
      strength: relief * settings.normalStrength,
      edges,
      target: { width, height, data: normalTarget },
    });
  } else {
    fillChannel(normalOut, 0, neutral.normalX, neutral.normalY);
  }
  const ao =
    surface && settings.generateAO && settings.aoRadius > 0
      ? ambientOcclusion(
          surface,
          heightDepthPixels(settings.heightDepth, width, height),
          aoRadiusPixels(settings.aoRadius, width, height),
          edges,
          valid,
        ).data
      : undefined;
  const depth = settings.heightDepth * 254;

  const smoothness = settings.generateRoughness
    ? smoothnessMap(luma, {
        intensity: settings.roughnessIntensity,
        invert: settings.roughnessInvert,
        category: profile.category,
        edges,
      })
    : undefined;
  const emission = profile.emissive ? emissionMap(luma, valid) : undefined;
  const subsurface = porositySssByte(profile);

  // One tight loop per channel keeps each loop monomorphic (no per-pixel checks of which maps exist).
  if (ao) {
    // (v + 0.5) | 0 rounds like Math.round here (v in 0..255, never 0.49999999999999994: 255 * a float32
    // has too few significant bits) and stores an integer, which is cheaper than a double into a byte.
    for (let i = 0, p = 2; i < n; i++, p += 4) normalOut[p] = (255 * ao[i]! + 0.5) | 0;
  } else {
    fillChannel(normalOut, 2, neutral.ao);
  }
  if (surface && settings.generateHeight) {
    const h = surface.data;
    // Same rounding argument: the value is in 1..255 (depth <= 254), where (v + 0.5) | 0 equals Math.round.
    for (let i = 0, p = 3; i < n; i++, p += 4) normalOut[p] = Math.max(1, (255 - depth * (1 - h[i]!) + 0.5) | 0);
  } else {
    fillChannel(normalOut, 3, neutral.height);
  }
  if (smoothness) for (let i = 0, p = 0; i < n; i++, p += 4) specularOut[p] = smoothness[i]!;
  else fillChannel(specularOut, 0, neutral.smoothness);
  fillChannel(specularOut, 1, profile.f0OrMetal, subsurface);
  if (emission) for (let i = 0, p = 3; i < n; i++, p += 4) specularOut[p] = emission[i]!;
  else fillChannel(specularOut, 3, neutral.emission);

  // Under pixels below the cutout: flat, unoccluded, at the surface; rough, non-reflective, not emitting.
  if (valid) {
    for (let i = 0, p = 0; i < n; i++, p += 4) {
      if (valid[i]) continue;
      // Plain stores: a `set()` call per pixel costs more than the rest of this loop.
      normalOut[p] = neutral.normalX;
      normalOut[p + 1] = neutral.normalY;
      normalOut[p + 2] = neutral.ao;
      normalOut[p + 3] = neutral.height;
      specularOut[p] = 0;
      specularOut[p + 1] = 0;
      specularOut[p + 2] = 0;
      specularOut[p + 3] = neutral.emission;
    }
  }
}

/** Writes `first` (and `second` into the next channel) of every RGBA pixel, starting at `channel`. */
function fillChannel(target: Uint8Array, channel: number, first: number, second?: number): void {
  for (let p = channel; p < target.length; p += 4) target[p] = first;
  if (second !== undefined) for (let p = channel + 1; p < target.length; p += 4) target[p] = second;
}

function bytesOf(view: Uint8ClampedArray): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.length);
}
