import type { CtmMethod } from "./ctm-templates.js";

export interface CtmPropertiesInput {
  method: CtmMethod;
  /** The tile file (name without .png) for each template position, in order. */
  tiles: string[];
  /** Blocks the tiles apply to (`matchBlocks`). */
  matchBlocks?: string[];
  /** Textures the tiles apply to (`matchTiles`), when matching by texture instead of block. */
  matchTiles?: string[];
  /** Overlay only: blocks the overlay connects to. */
  connectBlocks?: string[];
}

/** Compresses "0 1 2 3 5" into "0-3 5", so a full set reads `tiles=0-46`. */
export function formatTiles(tiles: string[]): string {
  const parts: string[] = [];
  let index = 0;
  while (index < tiles.length) {
    const start = Number(tiles[index]);
    let end = index;
    while (
      Number.isInteger(start) &&
      end + 1 < tiles.length &&
      Number(tiles[end + 1]) === Number(tiles[end]) + 1 &&
      /^\d+$/.test(tiles[end + 1] ?? "")
    ) {
      end++;
    }
    parts.push(end > index ? `${tiles[index]}-${tiles[end]}` : (tiles[index] ?? ""));
    index = end + 1;
  }
  return parts.join(" ");
}

/** Writes an OptiFine/Continuity connected-texture `.properties` file. */
export function ctmProperties(input: CtmPropertiesInput): string {
  if (!input.matchBlocks?.length && !input.matchTiles?.length) {
    throw new TypeError("A CTM properties file needs matchBlocks or matchTiles");
  }
  const lines = [`method=${input.method}`, `tiles=${formatTiles(input.tiles)}`];
  if (input.matchBlocks?.length) lines.push(`matchBlocks=${input.matchBlocks.join(" ")}`);
  if (input.matchTiles?.length) lines.push(`matchTiles=${input.matchTiles.join(" ")}`);
  if (input.method === "overlay" && input.connectBlocks?.length)
    lines.push(`connectBlocks=${input.connectBlocks.join(" ")}`);
  return `${lines.join("\n")}\n`;
}
