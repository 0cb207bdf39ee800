import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useSyncExternalStore } from "react";
import { fromHex, type Rgba } from "../lib/colour";
import { commit, type History, redo, startHistory, undo } from "../lib/history";
import { blankTexture } from "../lib/paint";
import type { EditorTool, Paint } from "../lib/tools";
import { DEFAULT_TEXTURE_SIZE, zoomIn, zoomOut } from "../lib/view";

/** The texture being edited: its history and the name it is exported and saved under. */
export interface EditorDocument {
  name: string;
  history: History;
}

interface EditorSnapshot {
  doc: EditorDocument;
  tool: EditorTool;
  paint: Paint;
  zoom: number;
  grid: boolean;
  /** Display only: off shows every pixel opaque, to see the colour of `_n`/`_s` maps under their alpha data. */
  showAlpha: boolean;
}

// The editor's state lives outside React so the texture, its history and the chosen tool survive a
// visit to another workspace section (each section unmounts when its tab is left).
let snapshot: EditorSnapshot = {
  doc: { name: "texture", history: startHistory(blankTexture(DEFAULT_TEXTURE_SIZE)) },
  tool: "brush",
  // The spec's starting values (section 9): brush size 5, opacity 100.
  paint: { colour: fromHex("#1d1d21"), opacity: 1, size: 5, filled: false, lockAlpha: false },
  zoom: 1,
  grid: true,
  showAlpha: true,
};
const listeners = new Set<() => void>();

function update(change: (current: EditorSnapshot) => EditorSnapshot): void {
  snapshot = change(snapshot);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const setDoc = (change: (doc: EditorDocument) => EditorDocument) => update((s) => ({ ...s, doc: change(s.doc) }));
const setPaint = (patch: Partial<Paint>) => update((s) => ({ ...s, paint: { ...s.paint, ...patch } }));
const opaque = (colour: Rgba): Rgba => ({ ...colour, a: 255 });

/** Every editor action; stable for the page's life, so effects can depend on it. */
const actions = {
  /** Opening or starting a texture is one more history step, so Undo brings back unsaved work. */
  open: (name: string, image: RawImage) =>
    update((s) => ({ ...s, zoom: 1, doc: { name, history: commit(s.doc.history, image) } })),
  rename: (name: string) => setDoc((doc) => ({ ...doc, name })),
  commit: (image: RawImage) => setDoc((doc) => ({ ...doc, history: commit(doc.history, image) })),
  undo: () => setDoc((doc) => ({ ...doc, history: undo(doc.history) })),
  redo: () => setDoc((doc) => ({ ...doc, history: redo(doc.history) })),
  setTool: (tool: EditorTool) => update((s) => ({ ...s, tool })),
  setColour: (colour: Rgba) => setPaint({ colour: opaque(colour) }),
  setSize: (size: number) => setPaint({ size }),
  setOpacity: (opacity: number) => setPaint({ opacity }),
  setFilled: (filled: boolean) => setPaint({ filled }),
  setLockAlpha: (lockAlpha: boolean) => setPaint({ lockAlpha }),
  toggleAlpha: () => update((s) => ({ ...s, showAlpha: !s.showAlpha })),
  zoomIn: () => update((s) => ({ ...s, zoom: zoomIn(s.zoom) })),
  zoomOut: () => update((s) => ({ ...s, zoom: zoomOut(s.zoom) })),
  resetZoom: () => update((s) => ({ ...s, zoom: 1 })),
  toggleGrid: () => update((s) => ({ ...s, grid: !s.grid })),
  /** The picker sets the colour, then hands back to the brush (spec section 4). */
  picked: (colour: Rgba) => update((s) => ({ ...s, tool: "brush", paint: { ...s.paint, colour: opaque(colour) } })),
};

/** All editor state in one place; views read it and call the actions, the drawing rules live in lib/. */
export function useEditorState() {
  const { doc, tool, paint, zoom, grid, showAlpha } = useSyncExternalStore(subscribe, () => snapshot);
  return {
    doc,
    image: doc.history.present,
    canUndo: doc.history.past.length > 0,
    canRedo: doc.history.future.length > 0,
    tool,
    paint,
    zoom,
    grid,
    showAlpha,
    actions,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;
