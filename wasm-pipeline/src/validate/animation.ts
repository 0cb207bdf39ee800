/** How a texture's height splits into frames. */
export interface FrameLayout {
  frameWidth: number;
  frameHeight: number;
  frameCount: number;
  /** True when a `.mcmeta` with an `animation` object declares the texture animated. */
  animated: boolean;
}

/**
 * Parses the `animation` section of a `.png.mcmeta`. Returns undefined when the text is not an
 * animation (no mcmeta, `{"texture": ...}` only, or JSON that does not parse).
 */
export function parseAnimationMeta(mcmeta: string | undefined): { width?: number; height?: number } | undefined {
  if (mcmeta === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(mcmeta);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const animation = (parsed as { animation?: unknown }).animation;
  if (typeof animation !== "object" || animation === null) return undefined;
  const { width, height } = animation as { width?: unknown; height?: unknown };
  return {
    ...(typeof width === "number" && width > 0 ? { width } : {}),
    ...(typeof height === "number" && height > 0 ? { height } : {}),
  };
}

/**
 * Splits a texture into frames: frames are stacked vertically and square unless the mcmeta gives
 * `width`/`height` (labpbr.md, Animations). Without an animation mcmeta the texture is one frame.
 */
export function frameLayout(width: number, height: number, mcmeta?: string): FrameLayout {
  const animation = parseAnimationMeta(mcmeta);
  if (!animation) return { frameWidth: width, frameHeight: height, frameCount: 1, animated: false };
  const frameWidth = animation.width ?? (animation.height === undefined ? Math.min(width, height) : width);
  const frameHeight = animation.height ?? frameWidth;
  const frameCount = Math.max(1, Math.floor(height / frameHeight));
  return { frameWidth, frameHeight, frameCount, animated: true };
}
