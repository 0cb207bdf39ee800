import type { RawImage } from "@greenhouse/wasm-pipeline";
import { GRID_CELL, imageOrigin, type Viewport } from "../../lib/viewport";

/** Draws a display image with nearest-neighbour sampling; the canvas never feeds data back. */
export function drawDisplayImage(canvas: HTMLCanvasElement, display: RawImage, view: Viewport, grid: boolean) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const context = canvas.getContext("2d");
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const source = document.createElement("canvas");
  source.width = display.width;
  source.height = display.height;
  source.getContext("2d")?.putImageData(new ImageData(display.data.slice(), display.width, display.height), 0, 0);
  const origin = imageOrigin(view, width, height, display.width, display.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(source, origin.x, origin.y, display.width * origin.scale, display.height * origin.scale);
  if (!grid) return;
  // One line per texel when texels are large enough to read, else the spec's 32 px cell scaled by zoom.
  const step = origin.scale >= 6 ? origin.scale : GRID_CELL * view.zoom;
  context.strokeStyle = "rgba(255,255,255,0.18)";
  context.lineWidth = 1;
  context.beginPath();
  const right = origin.x + display.width * origin.scale;
  const bottom = origin.y + display.height * origin.scale;
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
