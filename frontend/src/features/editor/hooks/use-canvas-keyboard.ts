import type { RawImage } from "@greenhouse/wasm-pipeline";
import { type KeyboardEvent, useMemo, useState } from "react";
import { centreOf, moveCursor } from "../../../lib/keyboard-cursor";
import type { Point } from "../lib/brush";
import type { Rgba } from "../lib/colour";
import type { MapKind } from "../lib/map-kind";
import { pickColour } from "../lib/paint";
import { beginGesture, type EditorTool, extendGesture, type Paint, renderGesture } from "../lib/tools";

interface CanvasKeyboardOptions {
  image: RawImage;
  tool: EditorTool;
  paint: Paint;
  map: MapKind;
  onCommit(image: RawImage): void;
  onPick(colour: Rgba): void;
}

/**
 * Drawing without a mouse: arrows move a texel cursor, Space or Enter applies the tool there; rect and
 * circle take two presses (first corner, then opposite corner, previewed in between), Escape cancels.
 */
export function useCanvasKeyboard({ image, tool, paint, map, onCommit, onPick }: CanvasKeyboardOptions) {
  const [cursor, setCursor] = useState<Point | null>(null);
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [focused, setFocused] = useState(false);
  // The cursor shows only while the keyboard is in use, so mouse users never see a second cursor.
  const [active, setActive] = useState(false);
  const shape = tool === "rect" || tool === "circle";
  const at = useMemo(
    () => (cursor && cursor.x < image.width && cursor.y < image.height ? cursor : centreOf(image.width, image.height)),
    [cursor, image.width, image.height],
  );

  const showPreview = focused && active && shape && anchor !== null;
  // Memoised so the canvas repaints only when the previewed shape changes, not on every render.
  const preview = useMemo(
    () =>
      showPreview && anchor && (tool === "rect" || tool === "circle")
        ? renderGesture(extendGesture(beginGesture(tool, image, anchor, paint, map), at, paint), paint)
        : null,
    [showPreview, anchor, tool, image, paint, map, at],
  );

  function apply() {
    if (tool === "picker") {
      const colour = pickColour(image, at.x, at.y);
      if (colour) onPick(colour);
    } else if (tool === "rect" || tool === "circle") {
      if (!anchor) {
        setAnchor(at);
        return;
      }
      onCommit(renderGesture(extendGesture(beginGesture(tool, image, anchor, paint, map), at, paint), paint));
      setAnchor(null);
    } else {
      onCommit(renderGesture(beginGesture(tool, image, at, paint, map), paint));
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moved = moveCursor(at, event.key, event.shiftKey, image.width, image.height);
    if (moved) setCursor(moved);
    else if (event.key === " " || event.key === "Enter") apply();
    else if (event.key === "Escape" && anchor) setAnchor(null);
    else return;
    setActive(true);
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    cursor: focused && active ? at : null,
    anchor: shape && active ? anchor : null,
    /** Any pointer movement hands the readout and preview back to the mouse. */
    pointerMoved: () => {
      if (active) {
        setActive(false);
        setAnchor(null);
      }
    },
    preview,
    handlers: {
      onKeyDown,
      onFocus: () => setFocused(true),
      onBlur: () => {
        setFocused(false);
        setAnchor(null);
      },
    },
  };
}
