import type { RawImage } from "@greenhouse/wasm-pipeline";
import { type Point, strokeSegment } from "./brush";
import type { Rgba } from "./colour";
import { alphaControl, alphaIsData, erasedTo, type MapKind } from "./map-kind";
import { type Box, createMask, type Mask, unionBox } from "./mask";
import { type PaintMode, paintBox } from "./paint";
import { ellipseMask, rectMask } from "./shapes";

export type EditorTool = "brush" | "eraser" | "picker" | "rect" | "circle";

export const editorTools: { id: EditorTool; label: string; key: string }[] = [
  { id: "brush", label: "Brush", key: "b" },
  { id: "eraser", label: "Eraser", key: "e" },
  { id: "picker", label: "Colour picker", key: "i" },
  { id: "rect", label: "Rectangle", key: "r" },
  { id: "circle", label: "Circle", key: "c" },
];

/** What a drawing tool paints with. */
export interface Paint {
  /** Alpha included: in `_n`/`_s` maps it is the height or emission the tools write. */
  colour: Rgba;
  /** 0..1 */
  opacity: number;
  /** Brush diameter / outline width in pixels. */
  size: number;
  /** Rect and circle: filled or outlined. */
  filled: boolean;
  /** Brush and shapes keep each pixel's alpha (LabPBR maps store data there); the eraser ignores it. */
  lockAlpha: boolean;
}

/** A drag in progress: the image it started on, where it started and what it has covered so far. */
export interface Gesture {
  tool: Exclude<EditorTool, "picker">;
  base: RawImage;
  /** What the base's bytes mean, which decides how paint and the eraser write them. */
  map: MapKind;
  start: Point;
  last: Point;
  /** Brush and eraser accumulate; shapes are re-rasterised from `start` on every move. */
  mask: Mask;
  /**
   * One copy of the base that every preview of this drag is painted into, and the box the last
   * preview painted: copying a 1024x1024 texture on each pointer move cost more than the painting.
   * Previews of one drag share these bytes; only the last, committed on release, outlives the drag.
   */
  draft: { data: Uint8ClampedArray; painted: Box };
}

export function beginGesture(
  tool: Gesture["tool"],
  base: RawImage,
  at: Point,
  paint: Paint,
  map: MapKind = "texture",
): Gesture {
  const mask = createMask(base.width, base.height);
  const draft = { data: new Uint8ClampedArray(base.data), painted: { ...mask.bounds } };
  return extendGesture({ tool, base, map, start: at, last: at, mask, draft }, at, paint);
}

/** Moves the gesture to `to`; brush strokes keep what they covered, shapes span start..to. */
export function extendGesture(gesture: Gesture, to: Point, paint: Paint): Gesture {
  const { base, start } = gesture;
  const shape = { filled: paint.filled, thickness: paint.size };
  if (gesture.tool === "rect")
    return { ...gesture, last: to, mask: rectMask(base.width, base.height, start, to, shape) };
  if (gesture.tool === "circle") {
    return { ...gesture, last: to, mask: ellipseMask(base.width, base.height, start, to, shape) };
  }
  strokeSegment(gesture.mask, gesture.last, to, paint.size);
  return { ...gesture, last: to };
}

/**
 * The image as the gesture would leave it (shown while dragging, committed on release). On LabPBR maps
 * paint writes its alpha as data and the eraser writes the map's neutral value; on other textures paint
 * is composited over and the eraser makes pixels transparent. Lock alpha keeps every pixel's alpha.
 */
export function renderGesture(gesture: Gesture, paint: Paint): RawImage {
  const { base, mask, draft } = gesture;
  const [mode, colour] = paintFor(gesture, paint);
  paintBox(draft.data, base, mask, unionBox(draft.painted, mask.bounds), mode, colour, paint.opacity);
  draft.painted = { ...mask.bounds };
  return { width: base.width, height: base.height, data: draft.data };
}

/** How this gesture writes: the blend mode and the colour it blends towards. */
function paintFor(gesture: Gesture, paint: Paint): [PaintMode, Rgba] {
  const { map } = gesture;
  if (gesture.tool === "eraser") {
    const neutral = erasedTo[map];
    return neutral ? ["paint-data", neutral] : ["erase", paint.colour];
  }
  if (paint.lockAlpha) return ["paint-rgb", paint.colour];
  if (!alphaIsData(map)) return ["paint", paint.colour];
  return ["paint-data", { ...paint.colour, a: Math.max(alphaControl[map].min, paint.colour.a) }];
}
