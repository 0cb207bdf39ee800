import { createRawImage, type RawImage } from "../types.js";
import {
  type CtmMethod,
  connectionDistance,
  ctmTemplates,
  type Neighbour,
  tileConnections,
  tilePriority,
} from "./ctm-templates.js";

/** Copies the `size`-pixel cell at column `column`, row `row` of a sheet. */
function cell(sheet: RawImage, column: number, row: number, tileWidth: number, tileHeight: number): RawImage {
  const tile = createRawImage(tileWidth, tileHeight);
  for (let y = 0; y < tileHeight; y++) {
    const start = ((row * tileHeight + y) * sheet.width + column * tileWidth) * 4;
    tile.data.set(sheet.data.subarray(start, start + tileWidth * 4), y * tileWidth * 4);
  }
  return tile;
}

/**
 * Splits a connected-texture template sheet into its numbered tiles (row by row): ctm 12x4 (47 used),
 * ctm_compact 5x1, horizontal 4x1, vertical 1x4 (4x1 also accepted), overlay 7x3 (17 used).
 */
export function splitCtmSheet(sheet: RawImage, method: CtmMethod): RawImage[] {
  let { columns, rows, tiles } = ctmTemplates[method];
  if (method === "vertical" && sheet.width > sheet.height) [columns, rows] = [rows, columns];
  const tileWidth = sheet.width / columns;
  const tileHeight = sheet.height / rows;
  if (!Number.isInteger(tileWidth) || !Number.isInteger(tileHeight) || tileWidth !== tileHeight) {
    throw new RangeError(
      `A ${method} sheet is ${columns}x${rows} square tiles; ${sheet.width}x${sheet.height} does not split into them`,
    );
  }
  const result: RawImage[] = [];
  for (let index = 0; index < tiles; index++) {
    result.push(cell(sheet, index % columns, Math.floor(index / columns), tileWidth, tileHeight));
  }
  return result;
}

export interface ConnectedTileOptions {
  /** Border width in pixels; defaults to 1/16 of the tile (1 px at 16x). */
  borderWidth?: number;
  /** Factor applied to RGB on border pixels (0..1). */
  borderShade: number;
}

export const defaultConnectedTileOptions: ConnectedTileOptions = { borderShade: 0.6 };

/**
 * Generates the 47 tiles of the standard ctm template from one seamless tile: each tile keeps the
 * texture and darkens a border on every side it does not connect to, plus a corner notch where both
 * sides connect but the diagonal does not.
 */
export function generateConnectedTiles(tile: RawImage, options: Partial<ConnectedTileOptions> = {}): RawImage[] {
  const { borderShade } = { ...defaultConnectedTileOptions, ...options };
  const size = tile.width;
  if (tile.width !== tile.height) throw new RangeError(`A CTM tile must be square, got ${tile.width}x${tile.height}`);
  const border = options.borderWidth ?? Math.max(1, Math.round(size / 16));
  if (!Number.isInteger(border) || border < 1 || border * 2 > size) {
    throw new RangeError(`Border width must be an integer in 1..${Math.floor(size / 2)}, got ${border}`);
  }
  if (borderShade < 0 || borderShade > 1) throw new RangeError(`Border shade must be in 0..1, got ${borderShade}`);
  const tiles: RawImage[] = [];
  for (let index = 0; index < 47; index++) {
    const connected = tileConnections(index);
    const has = (n: Neighbour) => connected.has(n);
    const output = createRawImage(size, size);
    output.data.set(tile.data);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const top = y < border;
        const bottom = y >= size - border;
        const left = x < border;
        const right = x >= size - border;
        const edge =
          (top && !has("top")) || (bottom && !has("bottom")) || (left && !has("left")) || (right && !has("right"));
        const notch =
          (top && left && !has("topLeft")) ||
          (top && right && !has("topRight")) ||
          (bottom && left && !has("bottomLeft")) ||
          (bottom && right && !has("bottomRight"));
        if (!edge && !notch) continue;
        const i = (y * size + x) * 4;
        for (let c = 0; c < 3; c++) output.data[i + c] = Math.round((output.data[i + c] ?? 0) * borderShade);
      }
    }
    tiles.push(output);
  }
  return tiles;
}

/**
 * Picks which of the 47 template positions get their own tile file when only `variations` (1..47)
 * are wanted, and which kept tile every position uses: the most important tiles are kept
 * ({@link tilePriority}) and each other position borrows the kept tile with the closest connections.
 */
export function ctmTileAssignment(variations: number): { kept: number[]; tiles: number[] } {
  if (!Number.isInteger(variations) || variations < 1 || variations > 47) {
    throw new RangeError(`CTM variations must be an integer in 1..47, got ${variations}`);
  }
  const kept = tilePriority()
    .slice(0, variations)
    .sort((a, b) => a - b);
  const tiles = Array.from({ length: 47 }, (_, position) => {
    if (kept.includes(position)) return position;
    let best = kept[0] ?? 26;
    for (const candidate of kept) {
      if (connectionDistance(position, candidate) < connectionDistance(position, best)) best = candidate;
    }
    return best;
  });
  return { kept, tiles };
}
