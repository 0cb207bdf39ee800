import { cutoutLuminance } from "../kernels/cutout-luminance.js";
import { dilateIntoHoles } from "../kernels/dilate.js";
import { normalFromHeight } from "../kernels/normal-from-height.js";
import type { EdgeMode } from "../kernels/plane.js";
import type { ConversionSettings } from "../settings.js";
import type { RawImage } from "../types.js";
import { ambientOcclusion } from "./ambient-occlusion.js";
import { brightnessFloor, emissionMap, type GlowRange, glowPlane, overlayEmission } from "./emission.js";
import { heightField } from "./height-field.js";
import { partRoughness, writeNonMetalParts } from "./metal-parts.js";
import { mortarIsLight } from "./mortar.js";
import { oreMinerals, writeOreSpecks } from "./ore-specks.js";
import { type MaterialProfile, porositySssByte } from "./profile.js";
import { aoRadiusPixels, heightDepthPixels, reliefPixels, texelSize } from "./relief.js";
import { writeSmoothness } from "./smoothness.js";
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

/** Where a frame's emission comes from, besides its own pixels. */
export interface FrameLight {
  /** The glow range of the whole animation strip, so frames are scaled alike (see `emissionMap`). */
  range?: GlowRange | undefined;
  /** The frame's part of OptiFine's `_e` overlay (RGBA, the frame's size): it then decides emission alone. */
  overlay?: Uint8ClampedArray | undefined;
}

/**
 * Generates `_n` and `_s` for one frame (or a whole still texture) into `normalTarget`/`specularTarget`,
 * which are RGBA views of exactly the frame's size. Everything is computed inside the frame, so animation frames
 * never influence each other; only a light's emission is scaled by `light.range`, its whole strip's glow.
 */
export function generateFrame(
  frame: RawImage,
  settings: ConversionSettings,
  profile: MaterialProfile,
  edges: EdgeMode,
  normalTarget: Uint8ClampedArray,
  specularTarget: Uint8ClampedArray,
  light: FrameLight = {},
): void {
  // Every value written below is a whole number in 0..255, so plain byte views skip clamped stores.
  const normalOut = bytesOf(normalTarget);
  const specularOut = bytesOf(specularTarget);
  const { width, height } = frame;
  const n = width * height;
  const { luma: frameLuma, valid } = cutoutLuminance(frame, cutoutAlpha);
  let luma = frameLuma;
  // Transparent pixels hold arbitrary colour; continue the visible surface under them instead.
  if (valid) luma = dilateIntoHoles(luma, valid, { edges, passes: 3 });

  const needsSurface = settings.generateHeight || settings.generateNormal || settings.generateAO;
  const surface = needsSurface
    ? heightField(luma, { edges, texelSize: texelSize(width, height), ...(valid ? { mask: valid } : {}) })
    : undefined;
  // Mortar goes low. The height follows luminance, so where a wall's mortar is lighter than its bricks
  // (VoxeLibre's and Replete's bricks) the joints stood proud and the bricks sank; such a frame's height
  // is turned over. Opaque walls only: a cutout brick is an item or a shape, not a wall.
  if (surface && profile.masonry && !valid && mortarIsLight(luma, texelSize(width, height))) invert(surface.data);
  // A log's cut end is upside down the same way, always: its pale earlywood is the soft part that sits low.
  else if (surface && profile.endGrain) invert(surface.data);
  const relief = reliefPixels(width, height);
  if (surface && settings.generateNormal) {
    normalFromHeight(surface, {
      strength: relief * settings.normalStrength,
      edges,
      target: { width, height, data: normalTarget },
      // Cutout pixels get neutral values at the end, so their normals are not worked out.
      ...(valid ? { mask: valid } : {}),
    });
  } else {
    fillChannel(normalOut, 0, neutral.normalX);
    fillChannel(normalOut, 1, neutral.normalY);
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
  const h = surface && settings.generateHeight ? surface.data : undefined;

  // `_n` B (AO) and A (height). (v + 0.5) | 0 rounds like Math.round here (v in 0..255, never
  // 0.49999999999999994: 255 * a float32 has too few significant bits) and stores an integer, which is
  // cheaper than a double into a byte. For the height the value is in 1..255 (depth <= 254).
  if (ao && h) {
    for (let i = 0, p = 2; i < n; i++, p += 4) {
      normalOut[p] = (255 * ao[i]! + 0.5) | 0;
      normalOut[p + 1] = Math.max(1, (255 - depth * (1 - h[i]!) + 0.5) | 0);
    }
  } else {
    if (ao) for (let i = 0, p = 2; i < n; i++, p += 4) normalOut[p] = (255 * ao[i]! + 0.5) | 0;
    else fillChannel(normalOut, 2, neutral.ao);
    if (h) for (let i = 0, p = 3; i < n; i++, p += 4) normalOut[p] = Math.max(1, (255 - depth * (1 - h[i]!) + 0.5) | 0);
    else fillChannel(normalOut, 3, neutral.height);
  }

  // `_s`: the per-texture constants and the neutral smoothness/emission as whole pixels first, then the
  // generated channels over them.
  fillPixels(specularOut, neutral.smoothness, profile.f0OrMetal, porositySssByte(profile), neutral.emission);
  const part = writeParts(frame.data, profile, specularOut);
  if (settings.generateRoughness) {
    // Whole literals rather than a spread of one shared object: V8 copies an object holding a fractional
    // number in its runtime, about 1 us a copy.
    const intensity = settings.roughnessIntensity;
    const invert = settings.roughnessInvert;
    if (part) {
      // Each part gets its own material's roughness: with the whole texture's, a sword's wooden stick
      // came out as glossy as its blade, and a diamond ore's gems rougher than its stone (busy pixels
      // read as rough).
      const { rest, inside } = splitMask(part.inside, valid);
      writeSmoothness(luma, { intensity, invert, roughness: profile.roughness, edges }, specularOut, 4, rest);
      writeSmoothness(luma, { intensity, invert, roughness: part.roughness, edges }, specularOut, 4, inside);
    } else {
      writeSmoothness(luma, { intensity, invert, roughness: profile.roughness, edges }, specularOut, 4, valid);
    }
  }
  if (light.overlay) {
    const emitted = overlayEmission(light.overlay);
    for (let i = 0, p = 3; i < n; i++, p += 4) specularOut[p] = emitted[i]!;
  } else if (profile.emissive) {
    const emission = { mask: valid, range: light.range, base: profile.emissionFloor };
    const emitted =
      profile.emissionFrom === "brightness"
        ? emissionMap(luma, { ...emission, floor: brightnessFloor })
        : emissionMap(glowPlane(frame), emission);
    for (let i = 0, p = 3; i < n; i++, p += 4) specularOut[p] = emitted[i]!;
  }

  // Under pixels below the cutout: flat and unoccluded; rough, non-reflective, not emitting. The height
  // stays the continuation of the visible surface worked out above: at 255 (the top) every visible pixel
  // below it sat in a pit walled by its invisible neighbours, and parallax cut its edge off where a ray
  // reached the wall (a slanted POM view drew 12-16 % less of PixelPerfection's leaves and poppy).
  // A light writes "not emitting" as 0 on its own unlit pixels, so it writes 0 there too: with 255 (none)
  // beside the stick's 0, the mip chain averaged a torch's stick and a lantern's frame to 64-191, and
  // they glowed from a distance (labpbr.md's mip-averaging trap).
  const emits = Boolean(light.overlay) || profile.emissive;
  if (valid) writeNeutralUnder(valid, n, normalOut, specularOut, emits ? 0 : neutral.emission);
}

/**
 * Neutral `_n` (128, 128, 255, height kept) and `_s` (0, 0, 0, emission) under every pixel that `valid`
 * leaves out; `emission` is 255 (none), or 0 in a texture whose unlit pixels are 0.
 */
function writeNeutralUnder(
  valid: Uint8Array,
  n: number,
  normalOut: Uint8Array,
  specularOut: Uint8Array,
  emission: number,
): void {
  if (normalOut.byteOffset % 4 === 0 && specularOut.byteOffset % 4 === 0) {
    // Whole pixels as 32-bit words (frames are aligned): one store per map instead of four, the `_n`
    // word keeping its height byte (the masks are built in this machine's byte order).
    const normalWord = wordOf(neutral.normalX, neutral.normalY, neutral.ao, 0);
    const heightMask = wordOf(0, 0, 0, 255);
    const specularWord = wordOf(0, 0, 0, emission);
    const normals = new Uint32Array(normalOut.buffer, normalOut.byteOffset, n);
    const speculars = new Uint32Array(specularOut.buffer, specularOut.byteOffset, n);
    for (let i = 0; i < n; i++) {
      if (valid[i]) continue;
      normals[i] = (normals[i]! & heightMask) | normalWord;
      speculars[i] = specularWord;
    }
    return;
  }
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    if (valid[i]) continue;
    // Plain stores: a `set()` call per pixel costs more than the rest of this loop.
    normalOut[p] = neutral.normalX;
    normalOut[p + 1] = neutral.normalY;
    normalOut[p + 2] = neutral.ao;
    specularOut[p] = 0;
    specularOut[p + 1] = 0;
    specularOut[p + 2] = 0;
    specularOut[p + 3] = emission;
  }
}

/**
 * The pixels of a texture made of two materials, found by colour, whose `_s` G this writes: a metal
 * tool's handle or a bucket's contents (`metal-parts.ts`), an ore's specks (`ore-specks.ts`). Returns
 * them with their roughness factor, or undefined for a texture of one material.
 */
function writeParts(
  frame: Uint8ClampedArray,
  profile: MaterialProfile,
  specular: Uint8Array,
): { inside: Uint8Array; roughness: number } | undefined {
  if (profile.nonMetalParts) {
    const inside = writeNonMetalParts(frame, profile, specular);
    return inside && { inside, roughness: partRoughness[profile.nonMetalParts] };
  }
  if (profile.oreMineral) {
    const inside = writeOreSpecks(frame, profile.oreMineral, specular);
    return inside && { inside, roughness: oreMinerals[profile.oreMineral].roughness };
  }
  return undefined;
}

/** The visible pixels (`valid`, all when undefined) split into those outside `part` and those in it. */
function splitMask(part: Uint8Array, valid: Uint8Array | undefined): { rest: Uint8Array; inside: Uint8Array } {
  const rest = new Uint8Array(part.length);
  const inside = new Uint8Array(part.length);
  for (let i = 0; i < part.length; i++) {
    if (valid && !valid[i]) continue;
    if (part[i]) inside[i] = 1;
    else rest[i] = 1;
  }
  return { rest, inside };
}

/** Turns a 0..1 height upside down in place. */
function invert(height: Float32Array): void {
  for (let i = 0; i < height.length; i++) height[i] = 1 - height[i]!;
}

/** Writes `value` into every RGBA pixel's `channel`. */
function fillChannel(target: Uint8Array, channel: number, value: number): void {
  for (let p = channel; p < target.length; p += 4) target[p] = value;
}

/** Four bytes and the 32-bit word they form in this machine's byte order. */
const pixelBytes = new Uint8Array(4);
const pixelWord = new Uint32Array(pixelBytes.buffer);

/** The 32-bit word of the RGBA bytes (r, g, b, a) in this machine's byte order. */
function wordOf(r: number, g: number, b: number, a: number): number {
  pixelBytes[0] = r;
  pixelBytes[1] = g;
  pixelBytes[2] = b;
  pixelBytes[3] = a;
  return pixelWord[0]!;
}

/** Sets every RGBA pixel to (r, g, b, a): one 32-bit fill when the view is aligned, as frames are. */
function fillPixels(target: Uint8Array, r: number, g: number, b: number, a: number): void {
  if (target.byteOffset % 4 === 0) {
    new Uint32Array(target.buffer, target.byteOffset, target.length >> 2).fill(wordOf(r, g, b, a));
    return;
  }
  for (let p = 0; p < target.length; p += 4) {
    target[p] = r;
    target[p + 1] = g;
    target[p + 2] = b;
    target[p + 3] = a;
  }
}

function bytesOf(view: Uint8ClampedArray): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.length);
}
