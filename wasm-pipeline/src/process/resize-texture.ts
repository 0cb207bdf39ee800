import { resampleImage } from "../codecs/resize.js";
import type { Interpolation } from "../settings.js";
import { createRawImage, type RawImage } from "../types.js";
import { splitFrames, stackFrames } from "./frames.js";
import { resizeNearest } from "./resize-nearest.js";

/** Which LabPBR map an image is: each is resampled differently. */
export type MapType = "baseColor" | "normal" | "specular";

export interface ResizeTextureOptions {
  /** Target frame width in pixels (16..2048). */
  width: number;
  /** Target frame height; defaults to `width` scaled by the frame's aspect ratio. */
  height?: number;
  interpolation: Interpolation;
  mapType: MapType;
  /** Height of one animation frame in the source; defaults to the whole image (one frame). */
  frameHeight?: number;
  /**
   * Integer upscales of small (<= 128 px) art use nearest whatever the interpolation, so pixel art stays
   * crisp. Off keeps the requested filter.
   */
  pixelArtAware: boolean;
}

export const defaultResizeTextureOptions: Omit<ResizeTextureOptions, "width"> = {
  interpolation: "lanczos",
  mapType: "baseColor",
  pixelArtAware: true,
};

const filters = { linear: "triangle", cubic: "catrom", lanczos: "lanczos3" } as const;

/**
 * Resizes a texture for one map type, frame by frame for animation strips:
 * - base colour: the requested filter;
 * - `_s`: R (smoothness) and B (porosity/SSS) filtered, G (F0 / metal id) and A (emission) nearest, so
 *   metal ids and "255 = no emission" are never blended into values with another meaning;
 * - `_n`: the unit normal (X, Y and the rebuilt Z) filtered and renormalised, AO and height filtered,
 *   height kept >= 1.
 */
export async function resizeTexture(
  image: RawImage,
  options: Partial<ResizeTextureOptions> & { width: number },
): Promise<RawImage> {
  const settings = { ...defaultResizeTextureOptions, ...options };
  const frameHeight = settings.frameHeight ?? image.height;
  const frames = splitFrames(image, frameHeight);
  const width = settings.width;
  const height = settings.height ?? Math.max(1, Math.round((width * frameHeight) / image.width));
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > 2048) {
      throw new RangeError(`Target ${name} must be an integer in 1..2048, got ${value}`);
    }
  }
  if (!(settings.interpolation in filters) && settings.interpolation !== "nearest") {
    throw new TypeError(`Interpolation must be nearest, linear, cubic or lanczos, got ${settings.interpolation}`);
  }
  const integerUpscale =
    width >= image.width && height >= frameHeight && width % image.width === 0 && height % frameHeight === 0;
  const nearest =
    settings.interpolation === "nearest" ||
    (settings.pixelArtAware && integerUpscale && Math.max(image.width, frameHeight) <= 128);
  const resized: RawImage[] = [];
  for (const frame of frames) {
    if (nearest || (frame.width === width && frame.height === height)) {
      resized.push(resizeNearest(frame, width, height));
      continue;
    }
    const filter = filters[settings.interpolation as keyof typeof filters];
    if (settings.mapType === "normal") resized.push(await resizeNormal(frame, width, height, filter));
    else if (settings.mapType === "specular") resized.push(await resizeSpecular(frame, width, height, filter));
    else resized.push(await resampleImage(frame, width, height, filter));
  }
  return stackFrames(resized);
}

type Filter = (typeof filters)[keyof typeof filters];

async function resizeSpecular(frame: RawImage, width: number, height: number, filter: Filter): Promise<RawImage> {
  const smooth = await resampleImage(frame, width, height, filter);
  const exact = resizeNearest(frame, width, height);
  for (let i = 0; i < smooth.data.length; i += 4) {
    smooth.data[i + 1] = exact.data[i + 1] ?? 0;
    smooth.data[i + 3] = exact.data[i + 3] ?? 255;
  }
  return smooth;
}

async function resizeNormal(frame: RawImage, width: number, height: number, filter: Filter): Promise<RawImage> {
  // Filter the full vector: X and Y as stored, Z rebuilt (LabPBR keeps AO, not Z, in blue).
  const vectors = createRawImage(frame.width, frame.height);
  for (let i = 0; i < frame.data.length; i += 4) {
    const x = ((frame.data[i] ?? 128) / 255) * 2 - 1;
    const y = ((frame.data[i + 1] ?? 128) / 255) * 2 - 1;
    const z = Math.sqrt(Math.max(0, 1 - x * x - y * y));
    vectors.data[i] = frame.data[i] ?? 128;
    vectors.data[i + 1] = frame.data[i + 1] ?? 128;
    vectors.data[i + 2] = Math.round((0.5 * z + 0.5) * 255);
    vectors.data[i + 3] = 255;
  }
  const filtered = await resampleImage(vectors, width, height, filter);
  const aoHeight = await resampleImage(frame, width, height, filter);
  const output = createRawImage(width, height);
  for (let i = 0; i < output.data.length; i += 4) {
    let x = ((filtered.data[i] ?? 128) / 255) * 2 - 1;
    let y = ((filtered.data[i + 1] ?? 128) / 255) * 2 - 1;
    let z = ((filtered.data[i + 2] ?? 255) / 255) * 2 - 1;
    const length = Math.hypot(x, y, z) || 1;
    x /= length;
    y /= length;
    z /= length;
    output.data[i] = Math.round((0.5 * x + 0.5) * 255);
    output.data[i + 1] = Math.round((0.5 * y + 0.5) * 255);
    output.data[i + 2] = aoHeight.data[i + 2] ?? 255;
    output.data[i + 3] = Math.max(1, aoHeight.data[i + 3] ?? 255);
  }
  return output;
}
