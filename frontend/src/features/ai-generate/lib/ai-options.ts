/** The AI generator's choices and limits (product spec, sections 5 and 9). */

export const aiResolutions = [16, 32, 64, 128, 256, 512] as const;
export type AiResolution = (typeof aiResolutions)[number];
export const defaultResolution: AiResolution = 256;

export const aiStyles = [
  { id: "realistic", label: "Realistic" },
  { id: "stylized", label: "Stylized" },
  { id: "pixelart", label: "Pixel art" },
  { id: "painted", label: "Painted" },
  { id: "cartoon", label: "Cartoon" },
  { id: "fantasy", label: "Fantasy" },
] as const;
export type AiStyle = (typeof aiStyles)[number]["id"];

export const materialTypes = [
  "Wood",
  "Stone",
  "Metal",
  "Fabric",
  "Glass",
  "Dirt",
  "Sand",
  "Grass",
  "Leaves",
  "Water",
  "Lava",
  "Ice",
] as const;
export type MaterialType = (typeof materialTypes)[number];

export const variationLimits = { min: 1, max: 8 } as const;
export const outputSizeLimits = { min: 512, max: 2048, step: 256, default: 1024 } as const;
export const blendLimits = { min: 0, max: 100, default: 50 } as const;

/** How Upscale resamples (the Worker's `method`): automatic, one filter, or Lanczos with a pixel-perfect blend. */
export type UpscaleMethod = "auto" | "nearest" | "linear" | "cubic" | "lanczos" | "lanczos-pixel";
/** Which LabPBR map an upscaled image is (the Worker's `mapType`). */
export type UpscaleMapType = "baseColor" | "normal" | "specular";

export const upscaleMethodLabels: Record<UpscaleMethod, string> = {
  auto: "Automatic (pixel-art aware)",
  nearest: "Nearest (pixel-perfect)",
  linear: "Bilinear",
  cubic: "Bicubic",
  lanczos: "Lanczos",
  "lanczos-pixel": "Lanczos + pixel-perfect blend",
};

/** The advanced settings' texture types, each with the methods that suit it (the blend is albedo only). */
export const upscaleTextureTypes: { value: UpscaleMapType; label: string; methods: UpscaleMethod[] }[] = [
  { value: "baseColor", label: "Albedo", methods: ["lanczos-pixel", "lanczos", "cubic", "linear", "nearest"] },
  { value: "normal", label: "Normal (_n)", methods: ["linear", "cubic", "lanczos", "nearest"] },
  { value: "specular", label: "Specular (_s)", methods: ["lanczos", "cubic", "linear", "nearest"] },
];

/** The spec's interpolation defaults: albedo Lanczos plus a blended pixel-perfect pass, normal bilinear, specular Lanczos. */
export const defaultInterpolation: Record<UpscaleMapType, UpscaleMethod> = {
  baseColor: "lanczos-pixel",
  normal: "linear",
  specular: "lanczos",
};

/** The texture type a file name suggests: LabPBR `_n` and `_s` maps by suffix, anything else albedo. */
export function mapTypeOfName(name: string): UpscaleMapType {
  const stem = name.toLowerCase().replace(/\.[a-z0-9]+$/, "");
  if (stem.endsWith("_n")) return "normal";
  if (stem.endsWith("_s")) return "specular";
  return "baseColor";
}
export const DEFAULT_AI_PORT = 7860;

export interface QuickPreset {
  name: string;
  prompt: string;
  style: AiStyle;
  materials: MaterialType[];
}

/** The six quick presets of the spec, each a complete starting point. */
export const quickPresets: QuickPreset[] = [
  { name: "Stone Brick", prompt: "weathered stone bricks with mossy mortar", style: "realistic", materials: ["Stone"] },
  { name: "Oak Wood", prompt: "oak wood planks with visible grain", style: "realistic", materials: ["Wood"] },
  {
    name: "Diamond Ore",
    prompt: "stone with embedded cyan diamond crystals",
    style: "stylized",
    materials: ["Stone", "Glass"],
  },
  {
    name: "Grass Block",
    prompt: "top of a grass block, short blades",
    style: "stylized",
    materials: ["Grass", "Dirt"],
  },
  { name: "Nether Brick", prompt: "dark red nether bricks, cracked", style: "fantasy", materials: ["Stone"] },
  { name: "Ice Block", prompt: "translucent packed ice with air bubbles", style: "realistic", materials: ["Ice"] },
];

/** What one Generate form holds. */
export interface GenerateForm {
  prompt: string;
  negativePrompt: string;
  style: AiStyle;
  resolution: AiResolution;
  variations: number;
  materials: MaterialType[];
  seamless: boolean;
  /** The Seed box's text: blank for a random seed. */
  seed: string;
}

export const defaultGenerateForm: GenerateForm = {
  prompt: "",
  negativePrompt: "blurry, text, watermark, frame, perspective",
  style: "realistic",
  resolution: defaultResolution,
  variations: 4,
  materials: [],
  seamless: true,
  seed: "",
};
