import type { RawImage } from "@greenhouse/wasm-pipeline";
import { GRID_CELL, imageOrigin, type Viewport } from "../../lib/viewport";

/** The smallest side, in screen pixels, of the mark around the texel being read. */
const MIN_MARK = 5;

/**
 * The display image on a canvas of its own size, made once per image: a pan, a zoom or a hover then
 * redraws by scaling it, where copying a 2048x2048 map's 16 MB into a new canvas on every pointer move
 * made panning it stutter.
 */
export function displaySource(display: RawImage): HTMLCanvasElement {
  const source = document.createElement("canvas");
  source.width = display.width;
  source.height = display.height;
  source.getContext("2d")?.putImageData(new ImageData(display.data.slice(), display.width, display.height), 0, 0);
  return source;
}

/**
 * Draws a display image with nearest-neighbour sampling, and a mark around the texel being read (the
 * one the readout lists); the canvas never feeds data back.
 */
export function drawDisplayImage(
  canvas: HTMLCanvasElement,
  source: HTMLCanvasElement,
  view: Viewport,
  grid: boolean,
  texel: { x: number; y: number } | null,
) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const origin = imageOrigin(view, width, height, source.width, source.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(source, origin.x, origin.y, source.width * origin.scale, source.height * origin.scale);
  if (grid) drawGrid(context, origin, source, view);
  if (texel && texel.x < source.width && texel.y < source.height) drawTexelMark(context, origin, texel);
}

function drawGrid(
  context: CanvasRenderingContext2D,
  origin: { x: number; y: number; scale: number },
  source: HTMLCanvasElement,
  view: Viewport,
) {
  // One line per texel when texels are large enough to read, else the spec's 32 px cell scaled by zoom.
  const step = origin.scale >= 6 ? origin.scale : GRID_CELL * view.zoom;
  context.strokeStyle = "rgba(255,255,255,0.18)";
  context.lineWidth = 1;
  context.beginPath();
  const right = origin.x + source.width * origin.scale;
  const bottom = origin.y + source.height * origin.scale;
  for (let x = origin.x; x <= right + 0.5; x += step) {
    context.moveTo(Math.round(x) + 0.5, origin.y);
    context.lineTo(Math.round(x) + 0.5, bottom);
  }
  for (let y = origin.y; y <= bottom + 0.5; y += step) {
    context.moveTo(origin.x, Math.round(y) + 0.5);
    context.lineTo(right, Math.round(y) + 0.5);
  }
  context.stroke();
}

/**
 * A white square in a dark one around the texel, so it shows on any colour and leaves the texel itself
 * uncovered; on a tiny or zoomed-out texel it keeps MIN_MARK px, centred on it. On a touch screen the
 * finger hides the texel it tapped, and the mark shows afterwards which one the readout lists.
 */
function drawTexelMark(
  context: CanvasRenderingContext2D,
  origin: { x: number; y: number; scale: number },
  texel: { x: number; y: number },
) {
  const size = Math.max(origin.scale, MIN_MARK);
  const left = Math.round(origin.x + (texel.x + 0.5) * origin.scale - size / 2);
  const top = Math.round(origin.y + (texel.y + 0.5) * origin.scale - size / 2);
  const side = Math.round(size);
  context.lineWidth = 1;
  context.strokeStyle = "rgba(0,0,0,0.85)";
  context.strokeRect(left - 1.5, top - 1.5, side + 3, side + 3);
  context.strokeStyle = "rgba(255,255,255,0.95)";
  context.strokeRect(left - 0.5, top - 0.5, side + 1, side + 1);
}
