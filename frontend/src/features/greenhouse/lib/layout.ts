/** Size limits of one resizable panel, in percent of its group (product spec, section 9). */
export interface PanelLimits {
  id: string;
  defaultSize: number;
  minSize: number;
  maxSize: number;
}

export const horizontalPanels: readonly PanelLimits[] = [
  { id: "tools", defaultSize: 25, minSize: 15, maxSize: 40 },
  { id: "workspace", defaultSize: 50, minSize: 30, maxSize: 100 },
  { id: "preview", defaultSize: 25, minSize: 15, maxSize: 40 },
];

export const verticalPanels: readonly PanelLimits[] = [
  { id: "top", defaultSize: 70, minSize: 50, maxSize: 100 },
  { id: "bottom", defaultSize: 30, minSize: 20, maxSize: 50 },
];

/** Keyboard resize steps: 10 % per arrow key, 100 % (i.e. to the limit) with Shift. */
export const KEYBOARD_STEP = 10;
export const KEYBOARD_SHIFT_STEP = 100;
/** Layout auto-save debounce. */
export const LAYOUT_SAVE_DEBOUNCE_MS = 100;

export type Layout = Record<string, number>;

/**
 * Moves the separator between `before` and `after` by `delta` percent, clamped so neither panel
 * leaves its limits. Panels that are collapsed (absent or 0) are not resized by the keyboard.
 */
export function moveSeparator(layout: Layout, before: PanelLimits, after: PanelLimits, delta: number): Layout {
  const a = layout[before.id];
  const b = layout[after.id];
  if (a === undefined || b === undefined || a === 0 || b === 0) return layout;
  const lower = Math.max(before.minSize - a, b - after.maxSize);
  const upper = Math.min(before.maxSize - a, b - after.minSize);
  const applied = Math.max(lower, Math.min(upper, delta));
  if (applied === 0 || lower > upper) return layout;
  return { ...layout, [before.id]: a + applied, [after.id]: b - applied };
}

/** The delta an arrow key asks for on a separator of the given orientation, or 0 for other keys. */
export function keyboardDelta(key: string, shift: boolean, orientation: "horizontal" | "vertical"): number {
  const step = shift ? KEYBOARD_SHIFT_STEP : KEYBOARD_STEP;
  if (orientation === "horizontal") {
    if (key === "ArrowRight") return step;
    if (key === "ArrowLeft") return -step;
  } else {
    if (key === "ArrowDown") return step;
    if (key === "ArrowUp") return -step;
  }
  return 0;
}

/** Calls `save` once, `wait` ms after the last call (layout saving is debounced). */
export function debounce<A extends unknown[]>(save: (...args: A) => void, wait: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => save(...args), wait);
  };
}
