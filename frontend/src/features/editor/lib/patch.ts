import type { RawImage } from "@greenhouse/wasm-pipeline";

/**
 * The pixels an image had inside a box, enough to turn a later image back into it. A stroke touches a
 * small part of a texture, so an undo step keeps that part instead of a whole copy (a 1024x1024 copy
 * is 4 MB; fifty of them would be 200 MB).
 */
export interface Patch {
  /** The size of the image the patch restores; a different size from the one it is applied to means `pixels` is all of it. */
  width: number;
  height: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** RGBA8 rows of the box, `w * h * 4` bytes. */
  pixels: Uint8ClampedArray;
}

/** The smallest box holding every pixel that differs between two images of the same size, or null. */
export function changedBox(a: RawImage, b: RawImage): { x: number; y: number; w: number; h: number } | null {
  const { width, height } = a;
  // Compared as 32-bit words, one per pixel: four times fewer steps over 4 MB than byte by byte.
  const left = words(a.data);
  const right = words(b.data);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (left[row + x] !== right[row + x]) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = width - 1; x > first; x--) {
      if (left[row + x] !== right[row + x]) {
        last = x;
        break;
      }
    }
    minY = Math.min(minY, y);
    maxY = y;
    minX = Math.min(minX, first);
    maxX = Math.max(maxX, last);
  }
  return maxY < 0 ? null : { x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1 };
}

function words(data: Uint8ClampedArray): Uint32Array {
  return data.byteOffset % 4 === 0
    ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4)
    : new Uint32Array(new Uint8ClampedArray(data).buffer);
}

/** Copies the box of `image` out as a patch that restores those pixels. */
export function cropPatch(image: RawImage, box: { x: number; y: number; w: number; h: number }): Patch {
  const { x, y, w, h } = box;
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = ((y + row) * image.width + x) * 4;
    pixels.set(image.data.subarray(from, from + w * 4), row * w * 4);
  }
  return { width: image.width, height: image.height, x, y, w, h, pixels };
}

/** What it takes to turn `to` back into `from`: the differing box of `from`, or all of it when the sizes differ. */
export function diffPatch(from: RawImage, to: RawImage): Patch {
  const whole = { x: 0, y: 0, w: from.width, h: from.height };
  if (from.width !== to.width || from.height !== to.height) return cropPatch(from, whole);
  return cropPatch(from, changedBox(from, to) ?? { x: 0, y: 0, w: 0, h: 0 });
}

/** `image` with the patch written over it, as a new image (images in the history are never mutated). */
export function applyPatch(image: RawImage, patch: Patch): RawImage {
  if (patch.width !== image.width || patch.height !== image.height) {
    return { width: patch.width, height: patch.height, data: new Uint8ClampedArray(patch.pixels) };
  }
  const data = new Uint8ClampedArray(image.data);
  for (let row = 0; row < patch.h; row++) {
    const at = row * patch.w * 4;
    data.set(patch.pixels.subarray(at, at + patch.w * 4), ((patch.y + row) * image.width + patch.x) * 4);
  }
  return { width: image.width, height: image.height, data };
}

/** The patch that undoes `patch` once it has been applied to `image`: the same box, taken from `image`. */
export function reversePatch(image: RawImage, patch: Patch): Patch {
  if (patch.width !== image.width || patch.height !== image.height) {
    return cropPatch(image, { x: 0, y: 0, w: image.width, h: image.height });
  }
  return cropPatch(image, patch);
}
