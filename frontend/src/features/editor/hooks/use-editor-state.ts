import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useCallback, useMemo, useState } from "react";
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

/** The spec's starting values (section 9): brush size 5, opacity 100. */
const initialPaint: Paint = { colour: fromHex("#1d1d21"), opacity: 1, size: 5, filled: false };

/** All editor state in one place; views read it and call the actions, the drawing rules live in lib/. */
export function useEditorState() {
  const [doc, setDoc] = useState<EditorDocument>(() => ({
    name: "texture",
    history: startHistory(blankTexture(DEFAULT_TEXTURE_SIZE)),
  }));
  const [tool, setTool] = useState<EditorTool>("brush");
  const [paint, setPaint] = useState<Paint>(initialPaint);
  const [zoom, setZoom] = useState(1);
  const [grid, setGrid] = useState(true);

  // Opening or starting a texture is one more history step, so Undo brings back unsaved work.
  const open = useCallback((name: string, image: RawImage) => {
    setDoc((current) => ({ name, history: commit(current.history, image) }));
    setZoom(1);
  }, []);

  const actions = useMemo(
    () => ({
      open,
      rename: (name: string) => setDoc((current) => ({ ...current, name })),
      commit: (image: RawImage) => setDoc((current) => ({ ...current, history: commit(current.history, image) })),
      undo: () => setDoc((current) => ({ ...current, history: undo(current.history) })),
      redo: () => setDoc((current) => ({ ...current, history: redo(current.history) })),
      setTool,
      setColour: (colour: Rgba) => setPaint((current) => ({ ...current, colour: { ...colour, a: 255 } })),
      setSize: (size: number) => setPaint((current) => ({ ...current, size })),
      setOpacity: (opacity: number) => setPaint((current) => ({ ...current, opacity })),
      setFilled: (filled: boolean) => setPaint((current) => ({ ...current, filled })),
      zoomIn: () => setZoom(zoomIn),
      zoomOut: () => setZoom(zoomOut),
      resetZoom: () => setZoom(1),
      toggleGrid: () => setGrid((on) => !on),
      /** The picker sets the colour, then hands back to the brush (spec section 4). */
      picked: (colour: Rgba) => {
        setPaint((current) => ({ ...current, colour: { ...colour, a: 255 } }));
        setTool("brush");
      },
    }),
    [open],
  );

  return {
    doc,
    image: doc.history.present,
    canUndo: doc.history.past.length > 0,
    canRedo: doc.history.future.length > 0,
    tool,
    paint,
    zoom,
    grid,
    actions,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;
