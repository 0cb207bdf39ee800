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

/** Below this window width the workspace opens with Tools shut, unless the person saved a layout. */
export const NARROW_WORKSPACE_WIDTH = 1024;

/**
 * Up to this width a touch screen opens with Tools shut too: a tablet on its side (1180x820, 1024x768)
 * gets the desktop workspace, where a 25 % Preview column (287 px at 1180) wrapped its 44 px touch
 * buttons onto two rows beside a small canvas.
 */
export const TOUCH_TABLET_WIDTH = 1180;

/** Below this width a touch screen's 35 % Preview column is too narrow for its toolbar's 44 px buttons. */
const UPRIGHT_TABLET_ROOMY_WIDTH = 800;

/**
 * The first layout of the Tools | workspace | Preview row for a window `width` wide (`touch`: the
 * pointer is coarse), or undefined for the spec's 25/50/25. On a tablet three panels left the workspace
 * a 340 px column and the Preview 185 px, while Tools repeats the section tabs above it; shut, it still
 * opens from its header toggle. A touch tablet held upright narrower than 800 px (768) gives the Preview
 * 40 %: at 35 % its 44 px buttons took three rows and its map tabs two, above a 128 px canvas. From 810
 * (iPads since 2019) 35 % holds them in two rows, and the project dashboard beside it keeps its width.
 */
export function firstHorizontalLayout(width: number, touch = false): Layout | undefined {
  if (width >= NARROW_WORKSPACE_WIDTH && !(touch && width <= TOUCH_TABLET_WIDTH)) return undefined;
  if (touch && width < UPRIGHT_TABLET_ROOMY_WIDTH) return { tools: 0, workspace: 60, preview: 40 };
  return { tools: 0, workspace: 65, preview: 35 };
}

/** Keyboard resize steps: 10 % per arrow key, 100 % (i.e. to the limit) with Shift. */
export const KEYBOARD_STEP = 10;
export const KEYBOARD_SHIFT_STEP = 100;
/** Layout auto-save debounce. */
export const LAYOUT_SAVE_DEBOUNCE_MS = 100;

export type Layout = Record<string, number>;

/**
 * Moves the separator between `before` and `after` by `delta` percent, clamped so neither panel
 * leaves its limits. A collapsed panel (0) opens to its minimum when the move would grow it, and
 * stays shut when it would shrink it: the keyboard never leaves a panel stuck shut.
 */
export function moveSeparator(layout: Layout, before: PanelLimits, after: PanelLimits, delta: number): Layout {
  const a = layout[before.id];
  const b = layout[after.id];
  if (a === undefined || b === undefined) return layout;
  if (a === 0 || b === 0) {
    const [shut, open] = a === 0 ? [before, after] : [after, before];
    const grows = a === 0 ? delta > 0 : delta < 0;
    const room = (layout[open.id] as number) - open.minSize;
    if (!grows || room < shut.minSize) return layout;
    return { ...layout, [shut.id]: shut.minSize, [open.id]: (layout[open.id] as number) - shut.minSize };
  }
  const lower = Math.max(before.minSize - a, b - after.maxSize);
  const upper = Math.min(before.maxSize - a, b - after.minSize);
  const applied = Math.max(lower, Math.min(upper, delta));
  if (applied === 0 || lower > upper) return layout;
  return { ...layout, [before.id]: a + applied, [after.id]: b - applied };
}

/**
 * The delta a key asks for on a separator of the given orientation, or 0 for other keys. Home and End
 * move it as far as the panels' limits allow (the library's own Home collapsed a side panel, which
 * only the header toggles and Enter should do).
 */
export function keyboardDelta(key: string, shift: boolean, orientation: "horizontal" | "vertical"): number {
  if (key === "Home") return -KEYBOARD_SHIFT_STEP;
  if (key === "End") return KEYBOARD_SHIFT_STEP;
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
