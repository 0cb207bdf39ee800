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
import { aoRadiusPixels, reliefPixels } from "./relief.js";
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
 * Generates `_n` and `_s` for one frame (or a whole still texture) into `normalOut`/`specularOut`, which
 * are RGBA views of exactly the frame's size. Everything is computed inside the frame, so animation frames
 * never influence each other.
 */
export function generateFrame(
  frame: RawImage,
  settings: ConversionSettings,
  profile: MaterialProfile,
  edges: EdgeMode,
  normalOut: Uint8ClampedArray,
  specularOut: Uint8ClampedArray,
): void {
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
  const surface = needsSurface ? heightField(luma, { edges, ...(valid ? { mask: valid } : {}) }) : undefined;
  const relief = reliefPixels(width, height);
  const normals =
    surface && settings.generateNormal
      ? normalFromHeight(surface, { strength: relief * settings.normalStrength, edges }).data
      : undefined;
  const ao =
    surface && settings.generateAO && settings.aoRadius > 0
      ? ambientOcclusion(surface, relief, aoRadiusPixels(settings.aoRadius, width, height), edges).data
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

  for (let i = 0, p = 0; i < n; i++, p += 4) {
    if (valid && !valid[i]) {
      normalOut[p] = neutral.normalX;
      normalOut[p + 1] = neutral.normalY;
      normalOut[p + 2] = neutral.ao;
      normalOut[p + 3] = neutral.height;
      specularOut[p] = 0;
      specularOut[p + 1] = 0;
      specularOut[p + 2] = 0;
      specularOut[p + 3] = neutral.emission;
      continue;
    }
    normalOut[p] = normals ? normals[p]! : neutral.normalX;
    normalOut[p + 1] = normals ? normals[p + 1]! : neutral.normalY;
    normalOut[p + 2] = ao ? Math.round(255 * ao[i]!) : neutral.ao;
    const h = surface && settings.generateHeight ? Math.round(255 - depth * (1 - surface.data[i]!)) : neutral.height;
    normalOut[p + 3] = Math.max(h, 1);
    specularOut[p] = smoothness ? smoothness[i]! : neutral.smoothness;
    specularOut[p + 1] = profile.f0OrMetal;
    specularOut[p + 2] = subsurface;
    specularOut[p + 3] = emission ? emission[i]! : neutral.emission;
  }
}
