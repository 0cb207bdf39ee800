import { deflateSync, inflateSync } from "fflate";
import type { Patch } from "./patch";

/**
 * An undo step's patch as the history holds it: raw, or deflated once the history nears its memory
 * budget. Whole-texture steps at 1024x1024 (an Open, a canvas-sized fill) are 4 MB raw, so the 64 MB
 * budget held 16 of them; pixel art and flat fills deflate 10-100x, so the spec's 50 steps fit.
 * Packing waits for the budget because deflating 4 MB costs tens of milliseconds, which most
 * drawings never need to spend.
 */
export interface StoredPatch extends Omit<Patch, "pixels"> {
  /** The box's RGBA8 rows, deflated when `packed`. */
  bytes: Uint8Array;
  packed: boolean;
  /** Nothing more to gain: packed, too small to bother, or pixels that do not deflate. */
  settled: boolean;
}

/** Boxes under this many bytes (a 64x64 box) are never packed: a stroke's box saves too little. */
export const PACK_FROM_BYTES = 64 * 64 * 4;
/** Bytes deflated from the middle of a box to judge it before deflating all of it. */
const SAMPLE_BYTES = 64 * 1024;

export function storePatch(patch: Patch): StoredPatch {
  const { pixels, ...box } = patch;
  const bytes = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return { ...box, bytes, packed: false, settled: bytes.byteLength < PACK_FROM_BYTES };
}

/** The patch deflated, or marked settled when deflating would not save a tenth of it. */
export function packPatch(stored: StoredPatch): StoredPatch {
  if (stored.settled) return stored;
  const raw = stored.bytes;
  // Noise-like pixels (photos, AI images) barely deflate, and trying a whole 4 MB box costs ~150 ms.
  if (raw.byteLength > SAMPLE_BYTES * 2) {
    const from = Math.floor((raw.byteLength - SAMPLE_BYTES) / 2 / 4) * 4;
    if (deflateSync(raw.subarray(from, from + SAMPLE_BYTES), { level: 1 }).byteLength > SAMPLE_BYTES * 0.9) {
      return { ...stored, settled: true };
    }
  }
  // Level 1: higher levels gain a few percent on texture pixels for several times the wait.
  const packed = deflateSync(raw, { level: 1 });
  if (packed.byteLength > raw.byteLength * 0.9) return { ...stored, settled: true };
  return { ...stored, bytes: packed, packed: true, settled: true };
}

export function loadPatch(stored: StoredPatch): Patch {
  const { bytes, packed, settled: _settled, ...box } = stored;
  const raw = packed ? inflateSync(bytes, { out: new Uint8Array(box.w * box.h * 4) }) : bytes;
  return { ...box, pixels: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.byteLength) };
}
