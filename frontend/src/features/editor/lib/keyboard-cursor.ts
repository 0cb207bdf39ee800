import type { Point } from "./brush";

const steps: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Shift moves the keyboard cursor this many texels at a time. */
export const FAST_STEP = 8;

/**
 * The keyboard cursor after an arrow key (Shift: 8 texels), clamped to the texture; null for any
 * other key, so the caller lets it through.
 */
export function moveCursor(cursor: Point, key: string, fast: boolean, width: number, height: number): Point | null {
  const step = steps[key];
  if (!step) return null;
  const by = fast ? FAST_STEP : 1;
  return {
    x: Math.min(width - 1, Math.max(0, cursor.x + step.x * by)),
    y: Math.min(height - 1, Math.max(0, cursor.y + step.y * by)),
  };
}

/** Where the keyboard cursor starts: the centre texel. */
export function centreOf(width: number, height: number): Point {
  return { x: Math.floor(width / 2), y: Math.floor(height / 2) };
}
