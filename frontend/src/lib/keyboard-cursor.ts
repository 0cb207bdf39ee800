/** A texel of a texture, in texels from its top-left corner. */
export interface Texel {
  x: number;
  y: number;
}

const steps: Record<string, Texel> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Shift moves the keyboard cursor this many texels at a time. */
export const FAST_STEP = 8;

/**
 * A keyboard cursor (the editor's brush, the previewer's read texel) after an arrow key (Shift: 8
 * texels), clamped to the texture; null for any other key, so the caller lets it through.
 */
export function moveCursor(cursor: Texel, key: string, fast: boolean, width: number, height: number): Texel | null {
  const step = steps[key];
  if (!step) return null;
  const by = fast ? FAST_STEP : 1;
  return {
    x: Math.min(width - 1, Math.max(0, cursor.x + step.x * by)),
    y: Math.min(height - 1, Math.max(0, cursor.y + step.y * by)),
  };
}

/** Where the keyboard cursor starts: the centre texel. */
export function centreOf(width: number, height: number): Texel {
  return { x: Math.floor(width / 2), y: Math.floor(height / 2) };
}
