import type { NormalConvention } from "./normal-checks.js";
import { makeIssue } from "./texture-input.js";
import type { ValidationIssue } from "./types.js";

const decoder = new TextDecoder();

/** pack.mcmeta must exist at the pack root and hold `pack.pack_format` (or 1.21.9's min/max_format). */
export function packMetaRules(root: string | undefined, files: Map<string, Uint8Array | undefined>): ValidationIssue[] {
  if (root === undefined) {
    const pixelGraph = [...files.keys()].some((path) => path.endsWith("/mat.yml"));
    const issues = [
      makeIssue(
        "error",
        "pack.mcmeta",
        "No pack.mcmeta: this is not a loadable resource pack",
        'Add pack.mcmeta at the zip root: {"pack": {"pack_format": 34, "description": "..."}}',
        { missing: true },
      ),
    ];
    if (pixelGraph) {
      issues.push(
        makeIssue(
          "info",
          "mat.yml",
          "This looks like a PixelGraph source project (per-material folders with mat.yml), not a built pack",
          "Build it with PixelGraph, or convert the color.png files with Greenhouse to get a LabPBR pack",
        ),
      );
    }
    return issues;
  }
  const path = `${root}pack.mcmeta`;
  const bytes = files.get(path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(bytes ?? new Uint8Array()));
  } catch (error) {
    return [
      makeIssue("error", path, `pack.mcmeta is not valid JSON (${(error as Error).message})`, "Fix the JSON syntax"),
    ];
  }
  const pack = (parsed as { pack?: Record<string, unknown> } | null)?.pack;
  const format = pack?.pack_format ?? pack?.min_format;
  if (typeof format !== "number" && !Array.isArray(format)) {
    return [
      makeIssue(
        "error",
        path,
        "pack.mcmeta has no pack.pack_format",
        'Add "pack_format" (e.g. 34 for 1.21-1.21.1, 46 for 1.21.4) inside "pack"',
      ),
    ];
  }
  return [];
}

/**
 * A LabPBR pack declares itself in optifine/texture.properties with `format=lab-pbr/1.3`; shaders
 * otherwise fall back to guessing (or to oldPBR).
 */
export function declarationRules(root: string, files: Map<string, Uint8Array | undefined>): ValidationIssue[] {
  const path = `${root}assets/minecraft/optifine/texture.properties`;
  const bytes = files.get(path);
  const suggestion = `Add ${path} containing the line: format=lab-pbr/1.3`;
  if (bytes === undefined) {
    return [
      makeIssue("warning", path, "The pack has _n/_s maps but does not declare LabPBR", suggestion, { missing: true }),
    ];
  }
  const format = /^\s*format\s*=\s*(\S+)/m.exec(decoder.decode(bytes))?.[1];
  if (format === "lab-pbr/1.3") return [];
  return [
    makeIssue(
      "warning",
      path,
      format
        ? `texture.properties declares ${format}, not lab-pbr/1.3 (Iris supports only 1.3)`
        : "texture.properties has no format line",
      "Set format=lab-pbr/1.3",
      { value: format ?? "" },
    ),
  ];
}

/** All `_n` maps of a pack should follow one convention (the spec's "consistent normal format"). */
export function normalConsistencyRule(conventions: Map<string, NormalConvention>): ValidationIssue[] {
  const opengl = [...conventions].filter(([, convention]) => convention === "opengl");
  const directx = [...conventions].filter(([, convention]) => convention === "directx");
  if (opengl.length === 0 || directx.length === 0) return [];
  const [firstPath] = opengl[0] ?? [""];
  return [
    makeIssue(
      "warning",
      firstPath,
      `Mixed normal conventions: ${directx.length} _n maps are DirectX (Y down), ${opengl.length} are OpenGL (Y up)`,
      "Invert the green channel of the OpenGL maps so every _n is DirectX, as LabPBR expects",
      { channel: "_n.G", value: `${directx.length}/${opengl.length}` },
    ),
  ];
}

/** Tiles each connected-texture method needs (labpbr.md, Connected textures). */
const ctmTileCounts: Record<string, number | undefined> = {
  ctm: 47,
  ctm_compact: 5,
  horizontal: 4,
  vertical: 4,
  horizontal_vertical: 7,
  vertical_horizontal: 7,
  top: 1,
  fixed: 1,
  overlay: 17,
  overlay_ctm: undefined,
  overlay_random: undefined,
  overlay_repeat: undefined,
  overlay_fixed: undefined,
  random: undefined,
  repeat: undefined,
};

/** Parses `key=value` lines of a .properties file (comments and blank lines skipped). */
export function parseProperties(text: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const equals = trimmed.indexOf("=");
    if (equals < 0) continue;
    properties.set(trimmed.slice(0, equals).trim(), trimmed.slice(equals + 1).trim());
  }
  return properties;
}

/** Expands a `tiles` value ("0-46", "1 2 3", names) into the tile file names it refers to. */
export function expandTiles(value: string): string[] {
  const tiles: string[] = [];
  for (const token of value.split(/\s+/)) {
    const range = /^(\d+)-(\d+)$/.exec(token);
    if (range) {
      for (let i = Number(range[1]); i <= Number(range[2]); i++) tiles.push(String(i));
    } else if (token !== "") tiles.push(token);
  }
  return tiles;
}

/** A `.properties` file under optifine/ctm: known method, the right tile count, tiles that exist. */
export function ctmPropertiesRules(
  path: string,
  text: string,
  files: Map<string, Uint8Array | undefined>,
): ValidationIssue[] {
  const properties = parseProperties(text);
  const method = properties.get("method") ?? "ctm";
  const issues: ValidationIssue[] = [];
  if (!(method in ctmTileCounts)) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `Unknown CTM method "${method}"`,
        `Use one of: ${Object.keys(ctmTileCounts).join(", ")}`,
        {
          value: method,
        },
      ),
    );
    return issues;
  }
  if (!properties.has("matchTiles") && !properties.has("matchBlocks")) {
    const stem = path.slice(path.lastIndexOf("/") + 1, -".properties".length);
    issues.push(
      makeIssue(
        "info",
        path,
        "No matchTiles or matchBlocks: OptiFine matches the block named after the file",
        `Add matchBlocks=${stem} to make the target explicit`,
      ),
    );
  }
  const tilesValue = properties.get("tiles");
  if (tilesValue === undefined) {
    issues.push(makeIssue("warning", path, "No tiles= line", `Add tiles=0-${(ctmTileCounts[method] ?? 1) - 1}`));
    return issues;
  }
  const tiles = expandTiles(tilesValue);
  const expected = ctmTileCounts[method];
  if (expected !== undefined && tiles.length < expected) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `method=${method} needs ${expected} tiles but tiles= lists ${tiles.length}`,
        `List ${expected} tiles, e.g. tiles=0-${expected - 1}`,
        { value: tiles.length },
      ),
    );
  }
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const missing = [...new Set(tiles)].filter((tile) => {
    if (tile.startsWith("<") || tile.includes("/") || tile.includes(":")) return false;
    const name = tile.endsWith(".png") ? tile : `${tile}.png`;
    return !files.has(`${folder}${name}`);
  });
  if (missing.length > 0) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `${missing.length} tile${missing.length === 1 ? "" : "s"} listed in tiles= missing beside the properties file (first: ${missing[0]})`,
        "Add the missing tile PNGs or correct the tiles= list",
        { value: missing.length },
      ),
    );
  }
  return issues;
}
