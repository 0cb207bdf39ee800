/** An 8-bit RGBA image: the one data type every pipeline function takes and returns. */
export interface RawImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Creates a zero-filled RGBA image after checking the dimensions are whole and positive. */
export function createRawImage(width: number, height: number): RawImage {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`Image dimensions must be positive integers, got ${width}x${height}`);
  }
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}
