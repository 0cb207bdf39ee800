import type { RawImage } from "@greenhouse/wasm-pipeline";
import { type CSSProperties, type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useCanvasKeyboard } from "../hooks/use-canvas-keyboard";
import { useElementSize } from "../hooks/use-element-size";
import { useZoomAnchor } from "../hooks/use-zoom-anchor";
import type { Point } from "../lib/brush";
import type { Rgba } from "../lib/colour";
import type { MapKind } from "../lib/map-kind";
import { pickColour } from "../lib/paint";
import { beginGesture, type EditorTool, extendGesture, type Gesture, type Paint, renderGesture } from "../lib/tools";
import { checkerSquare, texelAt, texelScale } from "../lib/view";
import { PixelReadout } from "./PixelReadout";

interface EditorCanvasProps {
  image: RawImage;
  /** The document shown (each Open or New starts one): a new one starts scrolled to its top-left. */
  doc: number;
  tool: EditorTool;
  paint: Paint;
  /** `_n`, `_s` or an ordinary texture: decides what paint and the eraser write. */
  map: MapKind;
  zoom: number;
  grid: boolean;
  showAlpha: boolean;
  /** The keyboard hint, shown beside the stage (never over the texture) while the canvas has keyboard focus. */
  hintId: string;
  /** The canvas element, which the editor focuses when another tool hands it a texture. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onCommit(image: RawImage): void;
  onPick(colour: Rgba): void;
  /** Ctrl/Cmd + wheel over the stage. */
  onZoom(direction: "in" | "out"): void;
}

/** Grid lines (2 px: dark and light) are drawn only when a texel is big enough to keep most of its colour. */
const MIN_GRID_SCALE = 6;

/**
 * The drawing surface. The canvas only displays the document's bytes (`putImageData`, scaled with
 * nearest sampling by CSS); every edit is computed on the RawImage by lib/ and committed on release.
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { image, doc, tool, paint, map, zoom, grid, showAlpha, hintId, canvasRef, onCommit, onPick, onZoom } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [draft, setDraft] = useState<RawImage | null>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const keyboard = useCanvasKeyboard({ image, tool, paint, map, onCommit, onPick });
  const shown = draft ?? keyboard.preview ?? image;
  const [stage, stageSize] = useElementSize<HTMLDivElement>();
  const scale = texelScale(image.width, image.height, zoom, stageSize);
  const surface = useRef<HTMLDivElement>(null);
  const anchor = useZoomAnchor(stage, surface, scale, onZoom, doc);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    // Resizing clears the canvas and its backing store; during a stroke the size stays, so only the
    // pixels are put (a 1024x1024 texture is 4 MB a move).
    if (element.width !== shown.width) element.width = shown.width;
    if (element.height !== shown.height) element.height = shown.height;
    // The image's own bytes are shown without a copy; only "Show alpha" off needs a changed copy.
    const own = shown.data.byteOffset === 0 && shown.data.buffer.byteLength === shown.data.byteLength;
    const pixels = showAlpha && own ? shown.data : new Uint8ClampedArray(shown.data);
    if (!showAlpha) for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
    context.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, shown.width, shown.height), 0, 0);
  }, [shown, showAlpha]);

  const texel = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return texelAt(event.clientX - rect.left, event.clientY - rect.top, rect.width / image.width);
  };

  const finish = () => {
    const done = gesture.current;
    gesture.current = null;
    setDraft(null);
    if (done) onCommit(renderGesture(done, paint));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const at = texel(event);
    if (tool === "picker") {
      const colour = pickColour(image, at.x, at.y);
      if (colour) onPick(colour);
      return;
    }
    gesture.current = beginGesture(tool, image, at, paint, map);
    setDraft(renderGesture(gesture.current, paint));
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    keyboard.pointerMoved();
    const at = texel(event);
    setHover((current) => (current?.x === at.x && current.y === at.y ? current : at));
    const active = gesture.current;
    if (!active || (active.last.x === at.x && active.last.y === at.y)) return;
    gesture.current = extendGesture(active, at, paint);
    setDraft(renderGesture(gesture.current, paint));
  };

  const surfaceStyle = {
    width: image.width * scale,
    height: image.height * scale,
    "--texel": `${scale}px`,
    "--checker": `${checkerSquare(scale)}px`,
  } as CSSProperties;
  return (
    <div className="ed-stage-wrap">
      <div ref={stage} className="ed-stage" data-testid="editor-stage" onScroll={anchor.onScroll}>
        <div ref={surface} className="ed-surface" style={surfaceStyle}>
          <canvas
            ref={(element) => {
              canvas.current = element;
              canvasRef.current = element;
            }}
            className={`ed-canvas ed-cursor-${tool}`}
            data-testid="editor-canvas"
            aria-label={`Texture canvas, ${image.width}×${image.height}`}
            aria-describedby={hintId}
            tabIndex={0}
            {...keyboard.handlers}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={finish}
            onPointerLeave={() => {
              setHover(null);
              finish();
            }}
            onPointerCancel={finish}
          />
          {grid && scale >= MIN_GRID_SCALE && <div className="ed-grid" aria-hidden />}
          {keyboard.anchor && <TexelMark at={keyboard.anchor} scale={scale} kind="anchor" />}
          {keyboard.cursor && <TexelMark at={keyboard.cursor} scale={scale} kind="cursor" />}
          {hover && !keyboard.cursor && (tool === "brush" || tool === "eraser") && (
            <TexelMark at={hover} span={paint.size} scale={scale} kind="brush" />
          )}
        </div>
      </div>
      <PixelReadout image={shown} at={keyboard.cursor ?? hover} />
    </div>
  );
}

interface TexelMarkProps {
  at: Point;
  scale: number;
  kind: "cursor" | "anchor" | "brush";
  /** Brush footprint in texels, centred on `at` the way stampBrush centres it. */
  span?: number;
}

/** The keyboard cursor, a shape's first corner, or the brush footprint under the mouse. */
function TexelMark({ at, scale, kind, span = 1 }: TexelMarkProps) {
  const offset = Math.floor((span - 1) / 2);
  const side = Math.max(span * scale, 3);
  const style = { left: (at.x - offset) * scale, top: (at.y - offset) * scale, width: side, height: side };
  return <div className={`ed-mark ed-mark-${kind}${span > 3 ? " ed-mark-round" : ""}`} style={style} aria-hidden />;
}
