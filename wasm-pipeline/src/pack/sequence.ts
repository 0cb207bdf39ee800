import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodeImage, defaultDecodeImageOptions, readImageHeader } from "../codecs/decode-image.js";
import { encodePng } from "../codecs/png.js";
import { animationMcmeta } from "./animation-meta.js";
import { textureStem } from "./classify.js";
import type { ImageFile } from "./loose-images.js";
import { naturalCompare } from "./natural-order.js";

export interface SequenceOptions {
  /** Ticks each frame is shown (the game's default frametime is 1). */
  frametime?: number;
  /** Largest width x height of the whole strip (every frame counts). */
  maxPixels?: number;
}

/** An image sequence stacked into one animated texture: `<name>.png` and `<name>.png.mcmeta`. */
export interface AssembledSequence {
  strip: ImageFile;
  mcmeta: ImageFile;
  /** The frame file names in strip order (top to bottom). */
  order: string[];
  frameWidth: number;
  frameHeight: number;
}

const baseName = (name: string) => name.replaceAll("\\", "/").split("/").pop() ?? name;

/**
 * The texture name a set of frames shares: the first frame's stem without its trailing number
 * (`lava_01.png` -> `lava`), or `sequence` when nothing is left.
 */
export function sequenceName(firstFrame: string): string {
  const stem = textureStem(baseName(firstFrame)).replace(/[\s._-]*\d+$/, "");
  return stem.length > 0 ? stem : "sequence";
}

/** A frame's name and size, as read from its header. */
export interface FrameSize {
  name: string;
  width: number;
  height: number;
}

/**
 * Why frames cannot make one sequence, or null: the first frame (in the given order) whose size differs
 * from the first one's, and a message naming both sizes.
 */
export function sequenceSizeProblem(frames: readonly FrameSize[]): { frame: string; message: string } | null {
  const [first] = frames;
  if (!first) return null;
  const odd = frames.find((frame) => frame.width !== first.width || frame.height !== first.height);
  if (!odd) return null;
  return {
    frame: odd.name,
    message: `${baseName(odd.name)} is ${odd.width}x${odd.height}, but ${baseName(first.name)} is ${first.width}x${first.height}: every frame of a sequence must be the same size`,
  };
}

/**
 * Orders frames naturally by file name (`frame_2` before `frame_10`), checks they share one size and
 * stacks them top to bottom into one strip with an animation `.mcmeta`, the layout the game animates
 * and `convertMaterial` generates per-frame maps for. Sizes are read from the headers first, so a
 * mismatched frame or an oversized strip is refused before any pixels are decoded.
 * @throws RangeError for fewer than two frames or frames of different sizes (naming the odd file);
 * ImageDecodeError for a frame that cannot be read or a strip over `maxPixels`.
 */
export async function assembleSequence(
  frames: readonly ImageFile[],
  options: SequenceOptions = {},
): Promise<AssembledSequence> {
  if (frames.length < 2) {
    throw new RangeError(`An image sequence needs at least 2 frames; got ${frames.length}`);
  }
  const ordered = [...frames].sort((a, b) => naturalCompare(baseName(a.name), baseName(b.name)));
  const first = ordered[0] as ImageFile;
  const sizes = ordered.map((frame) => ({ name: frame.name, ...readImageHeader(frame.bytes, baseName(frame.name)) }));
  const problem = sequenceSizeProblem(sizes);
  if (problem) throw new RangeError(problem.message);
  const { width, height } = sizes[0] as FrameSize;
  const name = `${sequenceName(first.name)}.png`;
  const maxPixels = options.maxPixels ?? defaultDecodeImageOptions.maxPixels;
  const stripHeight = height * ordered.length;
  if (width * stripHeight > maxPixels) {
    throw new ImageDecodeError(
      "too_large",
      name,
      `${ordered.length} frames of ${width}x${height} make a ${width}x${stripHeight} strip, over the limit of ${maxPixels} pixels`,
    );
  }
  const data = new Uint8ClampedArray(width * stripHeight * 4);
  for (const [index, frame] of ordered.entries()) {
    const image = await decodeImage(frame.bytes, { filename: baseName(frame.name), maxPixels });
    data.set(image.data, index * width * height * 4);
  }
  const frametime = options.frametime ?? 1;
  return {
    strip: { name, bytes: await encodePng({ width, height: stripHeight, data }) },
    mcmeta: { name: `${name}.mcmeta`, bytes: animationMcmeta(ordered.map(() => frametime)) },
    order: ordered.map((frame) => baseName(frame.name)),
    frameWidth: width,
    frameHeight: height,
  };
}
