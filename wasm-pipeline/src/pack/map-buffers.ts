import type { MaterialTargets } from "../material/material-types.js";

/** Maps up to this size (128x128 RGBA) are kept per size; of larger ones only the latest size's pair. */
const maxPooledBytes = 128 * 128 * 4;
/** Distinct sizes kept at once, which bounds the pool at 16 pairs of at most 64 KB (2 MB). */
const maxPooledSizes = 16;

/**
 * `_n`/`_s` output buffers reused from one texture to the next within a conversion, one pair per texture
 * size. Packs are thousands of small textures: allocating two fresh maps for each showed up as garbage
 * collection (8-10 % of a PixelPerfection conversion). A pair may be handed out again as soon as the
 * texture it was lent to has been encoded, so one conversion (sequential by construction) owns its pool.
 * Large maps are kept one pair at a time: a run of 1024x1024 textures then leaves 8 MB less garbage per
 * texture for the collector (steadier peak memory), and the pool never holds more than the largest
 * texture's maps, which its conversion needs anyway.
 */
export class MapBuffers {
  private readonly bySize = new Map<number, MaterialTargets>();
  private large: MaterialTargets | undefined;

  /** A pair for a texture of `byteLength` RGBA bytes; undefined when such a texture gets fresh maps. */
  pairFor(byteLength: number): MaterialTargets | undefined {
    if (byteLength > maxPooledBytes) {
      if (this.large?.normal.length !== byteLength) {
        this.large = undefined; // the old pair is garbage before the new one is allocated
        this.large = { normal: new Uint8ClampedArray(byteLength), specular: new Uint8ClampedArray(byteLength) };
      }
      return this.large;
    }
    let pair = this.bySize.get(byteLength);
    if (!pair) {
      if (this.bySize.size >= maxPooledSizes) return undefined;
      pair = { normal: new Uint8ClampedArray(byteLength), specular: new Uint8ClampedArray(byteLength) };
      this.bySize.set(byteLength, pair);
    }
    return pair;
  }
}
