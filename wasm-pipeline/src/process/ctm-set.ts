import { generateMaterial } from "../material/generate-material.js";
import type { RawImage } from "../types.js";
import { ctmProperties } from "./ctm-properties.js";
import { ctmTileAssignment, generateConnectedTiles, splitCtmSheet } from "./ctm-split.js";
import { type CtmMethod, ctmTemplates } from "./ctm-templates.js";

export interface CtmSetInput {
  /** Block name: the folder, the properties file and (by default) matchBlocks. Lower case. */
  name: string;
  /** A template sheet for `method`, or (for `ctm`) one square seamless tile to derive the 47 from. */
  baseColor: RawImage;
  /** `_n` in the same layout as `baseColor`; generated per tile when absent. */
  normal?: RawImage;
  /** `_s` in the same layout as `baseColor`; generated per tile when absent. */
  specular?: RawImage;
  method: CtmMethod;
  /** The spec's ctmVariations (1..47): how many distinct `ctm` tiles are written. */
  variations: number;
  matchBlocks?: string[];
}

export interface CtmTileFiles {
  /** Template position. */
  index: number;
  baseColor: RawImage;
  normal: RawImage;
  specular: RawImage;
}

export interface CtmSet {
  /** `assets/minecraft/optifine/ctm/<name>/` */
  folder: string;
  propertiesPath: string;
  properties: string;
  /** The tile files to write as `<index>.png`, `<index>_n.png`, `<index>_s.png`. */
  tiles: CtmTileFiles[];
}

/** Makes `_n`/`_s` for a tile that came without them (the pipeline's own generator by default). */
export type CtmMapGenerator = (tile: RawImage, name: string) => { normal: RawImage; specular: RawImage };

const defaultGenerator: CtmMapGenerator = (tile, name) => {
  const material = generateMaterial(tile, {}, { name, tiling: "wrap" });
  return { normal: material.normal, specular: material.specular };
};

/**
 * Builds a connected-texture set (the spec's enableCTMSplit): splits a template sheet, or derives the
 * 47 `ctm` tiles from a single tile, gives every tile its own `_n` and `_s` (split the same way,
 * copied for a single tile, or generated), and writes the `.properties` file.
 */
export function buildCtmSet(input: CtmSetInput, generate: CtmMapGenerator = defaultGenerator): CtmSet {
  if (!/^[a-z0-9_.-]+$/.test(input.name)) {
    throw new TypeError(`CTM name must be a lower-case resource name (a-z, 0-9, _ . -), got "${input.name}"`);
  }
  for (const [label, map] of [
    ["normal", input.normal],
    ["specular", input.specular],
  ] as const) {
    if (map && (map.width !== input.baseColor.width || map.height !== input.baseColor.height)) {
      throw new RangeError(
        `The ${label} map is ${map.width}x${map.height} but the base colour is ${input.baseColor.width}x${input.baseColor.height}`,
      );
    }
  }
  const single = input.baseColor.width === input.baseColor.height && input.method === "ctm";
  const expand = (image: RawImage) => (single ? generateConnectedTiles(image) : splitCtmSheet(image, input.method));
  const copies = (image: RawImage) =>
    single
      ? Array.from({ length: 47 }, () => ({ ...image, data: image.data.slice() }))
      : splitCtmSheet(image, input.method);
  const bases = expand(input.baseColor);
  const normals = input.normal ? copies(input.normal) : undefined;
  const speculars = input.specular ? copies(input.specular) : undefined;

  const count = ctmTemplates[input.method].tiles;
  const assignment =
    input.method === "ctm"
      ? ctmTileAssignment(input.variations)
      : { kept: Array.from({ length: count }, (_, i) => i), tiles: Array.from({ length: count }, (_, i) => i) };
  const tiles = assignment.kept.map((index): CtmTileFiles => {
    const baseColor = bases[index] as RawImage;
    const generated = normals && speculars ? undefined : generate(baseColor, input.name);
    return {
      index,
      baseColor,
      normal: normals?.[index] ?? (generated?.normal as RawImage),
      specular: speculars?.[index] ?? (generated?.specular as RawImage),
    };
  });
  const folder = `assets/minecraft/optifine/ctm/${input.name}/`;
  return {
    folder,
    propertiesPath: `${folder}${input.name}.properties`,
    properties: ctmProperties({
      method: input.method,
      tiles: assignment.tiles.map(String),
      matchBlocks: input.matchBlocks ?? [input.name],
    }),
    tiles,
  };
}
