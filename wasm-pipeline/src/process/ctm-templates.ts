/** Connected-texture methods Greenhouse can split or generate (labpbr.md, Connected textures). */
export type CtmMethod = "ctm" | "ctm_compact" | "horizontal" | "vertical" | "overlay";

/** How a method's tiles are laid out on a template sheet, numbered row by row. */
export interface CtmTemplate {
  columns: number;
  rows: number;
  /** Tiles used; the remaining cells (ctm's 48th, overlay's last 4) are unused. */
  tiles: number;
}

export const ctmTemplates: Record<CtmMethod, CtmTemplate> = {
  ctm: { columns: 12, rows: 4, tiles: 47 },
  ctm_compact: { columns: 5, rows: 1, tiles: 5 },
  horizontal: { columns: 4, rows: 1, tiles: 4 },
  vertical: { columns: 1, rows: 4, tiles: 4 },
  overlay: { columns: 7, rows: 3, tiles: 17 },
};

/** A neighbour direction of a face, clockwise from the top-left corner. */
export type Neighbour = "topLeft" | "top" | "topRight" | "right" | "bottomRight" | "bottom" | "bottomLeft" | "left";

export const neighbours: readonly Neighbour[] = [
  "topLeft",
  "top",
  "topRight",
  "right",
  "bottomRight",
  "bottom",
  "bottomLeft",
  "left",
];

/**
 * Which neighbours each of the 47 tiles of OptiFine's standard `method=ctm` template connects to, one
 * 8-character mask per tile in {@link neighbours} order (1 = connected: no border on that side or
 * corner). Read off the standard template: tile 0 stands alone, 26 connects everywhere, 46 connects
 * on all four sides but to no diagonal (four inner-corner notches).
 */
const connectionMasks = [
  "00000000",
  "00010000",
  "00010001",
  "00000001",
  "00010100",
  "00000101",
  "01010100",
  "00010101",
  "01110101",
  "01011101",
  "11010111",
  "11110101",
  "00000100",
  "00011100",
  "00011111",
  "00000111",
  "01010000",
  "01000001",
  "01010001",
  "01000101",
  "11010101",
  "01010111",
  "01011111",
  "01111101",
  "01000100",
  "01111100",
  "11111111",
  "11000111",
  "01011100",
  "00010111",
  "01110100",
  "00011101",
  "11110111",
  "11111101",
  "01110111",
  "11011101",
  "01000000",
  "01110000",
  "11110001",
  "11000001",
  "01110001",
  "11000101",
  "11010001",
  "01000111",
  "11011111",
  "01111111",
  "01010101",
];

/** The neighbours tile `index` (0..46) of the standard template connects to. */
export function tileConnections(index: number): Set<Neighbour> {
  const mask = connectionMasks[index];
  if (mask === undefined) throw new RangeError(`CTM tile index must be 0..46, got ${index}`);
  return new Set(neighbours.filter((_, bit) => mask[bit] === "1"));
}

/** Number of neighbour flags two tiles disagree on. */
export function connectionDistance(a: number, b: number): number {
  const maskA = connectionMasks[a] ?? "";
  const maskB = connectionMasks[b] ?? "";
  let distance = 0;
  for (let bit = 0; bit < 8; bit++) if (maskA[bit] !== maskB[bit]) distance++;
  return distance;
}

/**
 * The order in which tiles are kept when fewer than 47 variations are asked for: the fully connected
 * tile (26) and the lone tile (0) first, then the other tiles that only differ by sides, then the
 * inner-corner tiles, each group in template order.
 */
export function tilePriority(): number[] {
  const sideOnly: number[] = [];
  const withNotches: number[] = [];
  for (let index = 0; index < connectionMasks.length; index++) {
    if (index === 26 || index === 0) continue;
    const c = tileConnections(index);
    const corner = (d: Neighbour, a: Neighbour, b: Neighbour) => c.has(d) === (c.has(a) && c.has(b));
    const pure =
      corner("topLeft", "top", "left") &&
      corner("topRight", "top", "right") &&
      corner("bottomRight", "bottom", "right") &&
      corner("bottomLeft", "bottom", "left");
    (pure ? sideOnly : withNotches).push(index);
  }
  return [26, 0, ...sideOnly, ...withNotches];
}
