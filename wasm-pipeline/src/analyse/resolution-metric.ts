import { isLabPbrMapName } from "../validate/validate-texture.js";

const isPowerOfTwo = (value: number) => value > 0 && (value & (value - 1)) === 0;

/** The largest power of two at or below `value` (at least 1), and the smallest at or above it. */
function powersAround(value: number): [number, number] {
  let upper = 1;
  while (upper < value) upper *= 2;
  return [upper === value ? upper : Math.max(1, upper / 2), upper];
}

/**
 * The product spec's resolution score, read for Minecraft: power-of-two sides 100, otherwise 80. The spec
 * also takes 40 points off any non-square image (60); we do not: entity textures (64x32), paintings and
 * sheets are non-square on purpose, and an animation strip is judged by its frame (pass `frameHeight`).
 */
export function resolutionScore(width: number, height: number): number {
  return isPowerOfTwo(width) && isPowerOfTwo(height) ? 100 : 80;
}

/** The Resolution metric's score, description and advice (empty when the size is right). */
export interface ResolutionJudgement {
  score: number;
  description: string;
  advice: string;
}

/**
 * Judges a texture's size and says what to do, never contradicting the score: a power-of-two size gets no
 * advice at all (pixel art is small on purpose). A LabPBR `_n`/`_s` map must have exactly its base
 * texture's size (labpbr.md), so it is never told to change size on its own: the advice is about the base.
 * Pixel art (up to 128 px) is told to redraw, since whole-number scaling never turns 24 into a power of
 * two; a non-square texture keeps its shape.
 */
export function judgeResolution(name: string, width: number, height: number): ResolutionJudgement {
  const frameHeight = height > width && height % width === 0 ? width : height;
  const frames = height / frameHeight;
  const score = resolutionScore(width, frameHeight);
  const description =
    frames > 1
      ? `${width}x${height}, ${frames} frames of ${width}x${frameHeight}`
      : `${width}x${height}${width === height ? ", square" : ""}`;
  if (score === 100) return { score, description, advice: "" };
  const why = "so mipmaps and the atlas stay sharp";
  if (isLabPbrMapName(name)) {
    return {
      score,
      description,
      advice: `Keep this map at its base texture's size (LabPBR requires it): resize the base to power-of-two sides ${why}, then regenerate the map`,
    };
  }
  if (width !== frameHeight) {
    return { score, description, advice: `Use power-of-two sides (16, 32, 64 ... 2048) ${why}, keeping the shape` };
  }
  const [lower, upper] = powersAround(width);
  const size = (side: number) => `${side}x${side}`;
  const subject = frames > 1 ? "each frame" : "the texture";
  if (width <= 128) {
    return {
      score,
      description,
      advice: `Redraw ${subject} at ${size(lower)} or ${size(upper)}: pixel art scales cleanly only by whole numbers, which never reach a power of two from ${width}`,
    };
  }
  return { score, description, advice: `Resize ${subject} to a power of two (e.g. ${size(upper)}) ${why}` };
}
