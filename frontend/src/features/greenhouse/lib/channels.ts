import type { RawImage } from "@greenhouse/wasm-pipeline";

/** Which LabPBR map an image is: the base colour, `_n` (normal/AO/height) or `_s` (specular). */
export type MapKind = "base" | "normal" | "specular";

export type ChannelViewId =
  | "color"
  | "normal-rgb"
  | "normal-x"
  | "normal-y"
  | "ao"
  | "height"
  | "normal-z"
  | "smoothness"
  | "f0"
  | "porosity-sss"
  | "emission";

export interface ChannelView {
  id: ChannelViewId;
  kind: MapKind;
  label: string;
}

/** The channel views per map, labelled by LabPBR 1.3 (labpbr.md wins over the product spec's older layout). */
export const channelViews: readonly ChannelView[] = [
  { id: "color", kind: "base", label: "Base colour" },
  { id: "normal-rgb", kind: "normal", label: "Normal map (RGB)" },
  { id: "normal-x", kind: "normal", label: "Normal X (R)" },
  { id: "normal-y", kind: "normal", label: "Normal Y (G)" },
  { id: "ao", kind: "normal", label: "Ambient occlusion (B)" },
  { id: "height", kind: "normal", label: "Height (A)" },
  { id: "normal-z", kind: "normal", label: "Normal Z (reconstructed)" },
  { id: "smoothness", kind: "specular", label: "Smoothness (R)" },
  { id: "f0", kind: "specular", label: "F0 / metal (G)" },
  { id: "porosity-sss", kind: "specular", label: "Porosity / SSS (B)" },
  { id: "emission", kind: "specular", label: "Emission (A)" },
];

/** The predefined metals of LabPBR 1.3, by `_s` green value. */
export const predefinedMetals: Readonly<Record<number, string>> = {
  230: "Iron",
  231: "Gold",
  232: "Aluminum",
  233: "Chrome",
  234: "Copper",
  235: "Lead",
  236: "Platinum",
  237: "Silver",
};

/** Guesses the map from the LabPBR suffix of a file name. */
export function mapKindOf(fileName: string): MapKind {
  const stem = fileName.toLowerCase().replace(/\.[a-z0-9]+$/, "");
  if (stem.endsWith("_n")) return "normal";
  if (stem.endsWith("_s")) return "specular";
  return "base";
}

export function viewsFor(kind: MapKind): ChannelView[] {
  return channelViews.filter((view) => view.kind === kind);
}

/** The shader's reconstructed Z from stored X/Y, or NaN when |XY| > 1 (an invalid normal). */
export function reconstructZ(r: number, g: number): number {
  const x = (r / 255) * 2 - 1;
  const y = (g / 255) * 2 - 1;
  const rest = 1 - x * x - y * y;
  return rest < 0 ? Number.NaN : Math.sqrt(rest);
}

type Rgb = [number, number, number];

const INVALID: Rgb = [255, 0, 255];
const GENERIC_METAL: Rgb = [120, 200, 255];

function grey(v: number): Rgb {
  return [v, v, v];
}

/** Display colour of one pixel for a view; inputs are the stored bytes, never altered. */
function displayPixel(view: ChannelViewId, r: number, g: number, b: number, a: number): Rgb {
  switch (view) {
    case "color":
    case "normal-rgb":
      return [r, g, b];
    case "normal-x":
    case "smoothness":
      return grey(r);
    case "normal-y":
      return grey(g);
    case "ao":
      return grey(b);
    case "height":
      return grey(a);
    case "normal-z": {
      const z = reconstructZ(r, g);
      return Number.isNaN(z) ? INVALID : grey(Math.round(z * 255));
    }
    case "f0":
      if (g <= 229) return grey(Math.round((g * 255) / 229));
      if (g <= 237) return [255, 176 + (g - 230) * 10, 40];
      return g === 255 ? GENERIC_METAL : INVALID;
    case "porosity-sss":
      // Two ranges in two hues so the split at 64/65 is visible at a glance.
      if (b <= 64) return [Math.round((b * 230) / 64), Math.round((b * 150) / 64), Math.round((b * 60) / 64)];
      return [0, Math.round(((b - 65) * 200) / 190) + 40, Math.round(((b - 65) * 215) / 190) + 40];
    case "emission":
      return a === 255
        ? grey(0)
        : [Math.round((a * 255) / 254), Math.round((a * 230) / 254), Math.round((a * 140) / 254)];
  }
}

/**
 * Derives the image the canvas shows for one channel view. Only this display copy is ever drawn;
 * the source image keeps the file's exact bytes for the pixel readout.
 */
export function renderChannelView(image: RawImage, view: ChannelViewId): RawImage {
  const source = image.data;
  const out = new Uint8ClampedArray(source.length);
  const keepAlpha = view === "color";
  for (let i = 0; i < source.length; i += 4) {
    const [r, g, b] = displayPixel(view, source[i]!, source[i + 1]!, source[i + 2]!, source[i + 3]!);
    out[i] = r;
    out[i + 1] = g;
    out[i + 2] = b;
    out[i + 3] = keepAlpha ? source[i + 3]! : 255;
  }
  return { width: image.width, height: image.height, data: out };
}

export interface PixelReadout {
  label: string;
  value: string;
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 1000) / 10}%`;
}

/** Names the meaning of a `_s` green value. */
export function describeF0(g: number): string {
  if (g <= 229) return `F0 ${(g / 255).toFixed(3)}`;
  const metal = predefinedMetals[g];
  if (metal) return `${metal} (predefined metal)`;
  if (g === 255) return "generic metal (albedo as F0)";
  return "unassigned (238-254)";
}

export function describePorositySss(b: number): string {
  return b <= 64 ? `porosity ${percent(b / 64)}` : `SSS ${percent((b - 65) / 190)}`;
}

export function describeEmission(a: number): string {
  return a === 255 ? "none" : percent(a / 254);
}

/** The stored bytes of one pixel with their LabPBR meaning, as the previewer's readout shows them. */
export function describePixel(kind: MapKind, rgba: readonly [number, number, number, number]): PixelReadout[] {
  const [r, g, b, a] = rgba;
  if (kind === "normal") {
    const z = reconstructZ(r, g);
    return [
      { label: "Normal X (R)", value: `${r} (x ${((r / 255) * 2 - 1).toFixed(3)})` },
      { label: "Normal Y (G)", value: `${g} (y ${((g / 255) * 2 - 1).toFixed(3)}, Y-down)` },
      { label: "AO (B)", value: `${b} (${percent(b / 255)} lit)` },
      { label: "Height (A)", value: `${a} (${percent(((255 - a) / 255) * 0.25)} deep)` },
      { label: "Z", value: Number.isNaN(z) ? "invalid: |XY| > 1" : z.toFixed(3) },
    ];
  }
  if (kind === "specular") {
    const roughness = (1 - r / 255) ** 2;
    return [
      { label: "Smoothness (R)", value: `${r} (roughness ${roughness.toFixed(3)})` },
      { label: "F0 / metal (G)", value: `${g} (${describeF0(g)})` },
      { label: "Porosity / SSS (B)", value: `${b} (${describePorositySss(b)})` },
      { label: "Emission (A)", value: `${a} (${describeEmission(a)})` },
    ];
  }
  return [
    { label: "R", value: String(r) },
    { label: "G", value: String(g) },
    { label: "B", value: String(b) },
    { label: "A", value: String(a) },
  ];
}

/** The stored RGBA of the pixel at (x, y), or null outside the image. */
export function pixelAt(image: RawImage, x: number, y: number): [number, number, number, number] | null {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= image.width || y >= image.height) {
    return null;
  }
  const i = (y * image.width + x) * 4;
  const d = image.data;
  return [d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!];
}
