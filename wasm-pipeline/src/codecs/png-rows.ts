// PNG scanlines after inflation: undoing the row filters and expanding samples to RGBA8, exactly as the
// wasm codec does (see small-png.ts).

/**
 * Reverses the PNG row filters in place (rows of `rowBytes` after a filter-type byte). Returns false for
 * an unknown filter type. The first row has no row above (zeros there), so on it Up is None, Average
 * adds half the left byte and Paeth is Sub.
 */
export function unfilter(data: Uint8Array, rowBytes: number, height: number, step: number): boolean {
  const stride = rowBytes + 1;
  for (let y = 0; y < height; y++) {
    const row = y * stride + 1;
    const up = row - stride; // the row above's first byte
    const filter = data[row - 1]!;
    if (filter === 0 || (filter === 2 && y === 0)) continue;
    if (filter === 1 || (filter === 4 && y === 0)) {
      for (let x = row + step, end = row + rowBytes; x < end; x++) data[x] = data[x]! + data[x - step]!;
    } else if (filter === 2) {
      for (let x = 0; x < rowBytes; x++) data[row + x] = data[row + x]! + data[up + x]!;
    } else if (filter === 3) {
      if (y === 0) {
        for (let x = row + step, end = row + rowBytes; x < end; x++) data[x] = data[x]! + (data[x - step]! >> 1);
        continue;
      }
      for (let x = 0; x < step; x++) data[row + x] = data[row + x]! + (data[up + x]! >> 1);
      for (let x = step; x < rowBytes; x++)
        data[row + x] = data[row + x]! + ((data[row + x - step]! + data[up + x]!) >> 1);
    } else if (filter === 4) {
      // Paeth with no left neighbour picks the byte above.
      for (let x = 0; x < step; x++) data[row + x] = data[row + x]! + data[up + x]!;
      for (let x = step; x < rowBytes; x++) {
        const a = data[row + x - step]!;
        const b = data[up + x]!;
        const c = data[up + x - step]!;
        const pa = Math.abs(b - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + b - c - c);
        data[row + x] = data[row + x]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
    } else {
      return false;
    }
  }
  return true;
}

/**
 * Palette indices (1, 2, 4 or 8 bits, MSB first) to RGBA, one 32-bit word per pixel (the output is a
 * fresh, aligned buffer); false when an index is past the palette.
 */
export function expandPalette(
  data: Uint8Array,
  rowBytes: number,
  width: number,
  height: number,
  depth: number,
  paletteSize: number,
  paletteWords: Uint32Array,
  rgba: Uint8ClampedArray,
): boolean {
  const words = paletteWords;
  const out = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  let seen = 0;
  let o = 0;
  if (depth === 8) {
    for (let y = 0; y < height; y++) {
      const row = y * (rowBytes + 1) + 1;
      for (let x = 0; x < width; x++) {
        const index = data[row + x]!;
        seen |= index >= paletteSize ? 1 : 0;
        out[o++] = words[index]!;
      }
    }
    return seen === 0;
  }
  const mask = (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    let at = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; at++) {
      const byte = data[at]!;
      for (let shift = 8 - depth; shift >= 0 && x < width; shift -= depth, x++) {
        const index = (byte >> shift) & mask;
        seen |= index >= paletteSize ? 1 : 0;
        out[o++] = words[index]!;
      }
    }
  }
  return seen === 0;
}

/** Grey samples (1, 2, 4 or 8 bits) scaled to 8 bits; a sample equal to `key` (tRNS) is transparent. */
export function expandGrey(
  data: Uint8Array,
  rowBytes: number,
  width: number,
  height: number,
  depth: number,
  key: number,
  rgba: Uint8ClampedArray,
): void {
  const mask = (1 << depth) - 1;
  const perByte = 8 / depth;
  const scale = 255 / mask;
  let o = 0;
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      const sample =
        depth === 8 ? data[row + x]! : (data[row + ((x / perByte) | 0)]! >> (8 - depth * ((x % perByte) + 1))) & mask;
      const grey = sample * scale;
      rgba[o] = grey;
      rgba[o + 1] = grey;
      rgba[o + 2] = grey;
      rgba[o + 3] = sample === key ? 0 : 255;
      o += 4;
    }
  }
}

/** 8-bit RGB to RGBA; a pixel equal to `key` (tRNS, as R << 16 | G << 8 | B) is transparent. */
export function expandRgb(
  data: Uint8Array,
  rowBytes: number,
  width: number,
  height: number,
  key: number,
  rgba: Uint8ClampedArray,
): void {
  let o = 0;
  for (let y = 0; y < height; y++) {
    let p = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++, p += 3, o += 4) {
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = ((r << 16) | (g << 8) | b) === key ? 0 : 255;
    }
  }
}

/** 8-bit grey+alpha (2 channels) or RGBA (4) to RGBA. */
export function expandWithAlpha(
  data: Uint8Array,
  rowBytes: number,
  width: number,
  height: number,
  channels: number,
  rgba: Uint8ClampedArray,
): void {
  if (channels === 4) {
    for (let y = 0; y < height; y++) {
      const row = y * (rowBytes + 1) + 1;
      rgba.set(data.subarray(row, row + rowBytes), y * rowBytes);
    }
    return;
  }
  let o = 0;
  for (let y = 0; y < height; y++) {
    let p = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++, p += 2, o += 4) {
      const grey = data[p]!;
      rgba[o] = grey;
      rgba[o + 1] = grey;
      rgba[o + 2] = grey;
      rgba[o + 3] = data[p + 1]!;
    }
  }
}
