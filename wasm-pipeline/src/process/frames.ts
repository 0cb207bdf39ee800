import { createRawImage, type RawImage } from "../types.js";

/** Cuts a vertical animation strip into frames of `frameHeight` rows. */
export function splitFrames(image: RawImage, frameHeight: number): RawImage[] {
  if (!Number.isInteger(frameHeight) || frameHeight <= 0 || image.height % frameHeight !== 0) {
    throw new RangeError(`Frame height must divide the image height ${image.height}, got ${frameHeight}`);
  }
  const frames: RawImage[] = [];
  const rowBytes = image.width * 4;
  for (let top = 0; top < image.height; top += frameHeight) {
    const frame = createRawImage(image.width, frameHeight);
    frame.data.set(image.data.subarray(top * rowBytes, (top + frameHeight) * rowBytes));
    frames.push(frame);
  }
  return frames;
}

/** Stacks frames of equal size into one vertical strip. */
export function stackFrames(frames: RawImage[]): RawImage {
  const first = frames[0];
  if (!first) throw new RangeError("Expected at least one frame");
  if (frames.some((frame) => frame.width !== first.width || frame.height !== first.height)) {
    throw new RangeError("Every frame must have the same size");
  }
  const strip = createRawImage(first.width, first.height * frames.length);
  frames.forEach((frame, index) => {
    strip.data.set(frame.data, index * frame.data.length);
  });
  return strip;
}
