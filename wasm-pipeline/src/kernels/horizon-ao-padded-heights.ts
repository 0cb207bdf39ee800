import { type EdgeMode, edgeIndexTable, type Plane } from "./plane.js";
import { scratch } from "./scratch.js";

/** The heights times `scale`, with `pad` extra pixels on every side filled by the edge mode. */
export function paddedHeights(height: Plane, pad: number, edges: EdgeMode, scale: number): Float32Array {
  const { width, height: rowsCount, data } = height;
  const cols = edgeIndexTable(width, pad, edges);
  const rows = edgeIndexTable(rowsCount, pad, edges);
  const paddedWidth = width + 2 * pad;
  paddedScratch = scratch(paddedScratch, paddedWidth * (rowsCount + 2 * pad));
  const padded = paddedScratch;
  // Each value is stored once more into a float32, so the rounding is that of a scaled plane. Columns
  // pad .. pad + width - 1 are the row itself (the table maps them to 0 .. width - 1 in both edge modes),
  // so only the margins go through the table.
  for (let py = 0; py < rows.length; py++) {
    const source = rows[py]! * width;
    const target = py * paddedWidth;
    for (let px = 0; px < pad; px++) padded[target + px] = data[source + cols[px]!]! * scale;
    const inner = target + pad;
    for (let x = 0; x < width; x++) padded[inner + x] = data[source + x]! * scale;
    for (let px = pad + width; px < paddedWidth; px++) padded[target + px] = data[source + cols[px]!]! * scale;
  }
  return padded;
}

// A per-call working array, reused (see scratch): the padded heights.
let paddedScratch = new Float32Array(0);
