import {
  defaultAdvancedProcessing,
  defaultConversionSettings,
  ImageDecodeError,
  isLabPbrMapName,
  isOnStep,
  readImageHeader,
  settingSteps,
  textureKind,
  textureResolutions,
} from "@greenhouse/wasm-pipeline";
import { z } from "zod";
import { ApiError } from "../lib/errors.js";
import { isBidiControl, isControlChar, isZeroWidthChar } from "../lib/unsafe-text.js";
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from "../lib/upload-limits.js";
import type { JobSettings } from "./jobs-engine/types.js";

export { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES };
/** A multipart body may pass the file cap by this much (boundaries, headers, settings) before it is refused. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
/** Spec §5's types, with `.tif`: the same TIFF as image editors often name it (project uploads take both). */
export const UPLOAD_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tiff", ".tif", ".tga", ".zip"] as const;

/** What an upload route takes: its extensions and the hint a refused name gets. */
export interface UploadTypes {
  extensions: readonly string[];
  hint: string;
}

export const uploadTypes: UploadTypes = {
  extensions: UPLOAD_EXTENSIONS,
  hint: "Please upload a PNG, JPG, TIFF, TGA, or ZIP file.",
};

/** Spec §5: a batch also takes animated GIFs (each becomes an animated strip). */
export const batchUploadTypes: UploadTypes = {
  extensions: [...UPLOAD_EXTENSIONS, ".gif"],
  hint: "Please upload a PNG, JPG, GIF, TIFF, TGA, or ZIP file.",
};

export type UploadKind = "zip" | "image";

const invalidType = (hint: string) => new ApiError(415, "invalid_file_type", "Invalid file type", { hint });

/** Keeps only the last path segment and printable characters: the name ends up in R2 keys and zips. */
export function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  // Control characters and quotes would break headers and zip names; bidirectional overrides and
  // isolates would let "stone\u202Egnp.exe" display as "stoneexe.png"; zero-width characters make two
  // names that look the same differ (the project path rule refuses the same set).
  const clean = [...base]
    .filter((char) => !isControlChar(char) && char !== '"' && !isBidiControl(char) && !isZeroWidthChar(char))
    .join("")
    .trim()
    .slice(-200);
  return clean.length > 0 ? clean : "upload";
}

/** Checks name and declared size before any byte is stored; returns what the name promises. */
export function checkUploadMeta(name: string, size: number, types: UploadTypes = uploadTypes): UploadKind {
  const lower = name.toLowerCase();
  if (!types.extensions.some((extension) => lower.endsWith(extension))) throw invalidType(types.hint);
  if (!Number.isFinite(size) || size <= 0) {
    throw new ApiError(400, "empty_file", "Empty file", { hint: "Please select a valid file." });
  }
  if (size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, "file_too_large", "File too large", { hint: "Maximum file size is 200MB." });
  }
  const kind: UploadKind = lower.endsWith(".zip") ? "zip" : "image";
  if (kind === "image" && size > MAX_IMAGE_BYTES) {
    throw new ApiError(413, "file_too_large", "File too large", {
      hint: "A single texture can be at most 64MB; resource packs up to 200MB.",
    });
  }
  return kind;
}

/**
 * Refuses a lone image named as a LabPBR map (`sand_s.png`, any case) before anything is stored: a job
 * would generate `sand_s_n.png` and `sand_s_s.png` from its specular data as if it were colour. The same
 * refusal as Convert's (frontend lib/file-checks `labPbrMapNotice`). A pack keeps its maps, and a batch
 * decides per file whether to skip one, so only single-image jobs (inputType single or sequence) use it.
 * @throws ApiError 422 `already_labpbr_map`.
 */
export function checkNotLabPbrMap(name: string, kind: UploadKind): void {
  if (kind !== "image" || !isLabPbrMapName(name)) return;
  const map = textureKind(name.toLowerCase()).kind === "normal" ? "normal (_n)" : "specular (_s)";
  const base = name.replace(/_[ns](\.[^.]+)$/i, "$1");
  throw new ApiError(
    422,
    "already_labpbr_map",
    `${name} is already a LabPBR map: choose its base texture ${base}, or use Validate Only`,
    {
      hint: `${name} is a ${map} map, not a base colour texture. Choose ${base} to generate its maps, or use Validate Only to check this one.`,
    },
  );
}

/**
 * 422 `unreadable_image` (as an image that does not decode) for a file whose first bytes are an image's
 * signature but whose header cannot be read, e.g. a PNG signature followed by garbage. Named by its
 * extension: the signature was recognised, so the name is the best account of what it was meant to be.
 */
function damagedImage(name: string, error: ImageDecodeError): ApiError {
  const extension = name.slice(name.lastIndexOf(".") + 1).toUpperCase();
  const format = ({ JPEG: "JPG", TIF: "TIFF" } as Record<string, string>)[extension] ?? extension;
  const problem = error.message.startsWith(`${name}: `) ? error.message.slice(name.length + 2) : error.message;
  return new ApiError(422, "unreadable_image", `${name} is a damaged ${format}`, {
    hint: `${problem}. Re-export it from an image editor.`,
  });
}

/** Checks the first bytes against what the extension promised (the declared type is never trusted). */
export function checkSniffedType(name: string, kind: UploadKind, head: Uint8Array): void {
  if (kind === "zip") {
    const isZip =
      head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5) && (head[3] === 4 || head[3] === 6);
    if (!isZip) throw invalidType(`${name} is not a ZIP archive.`);
    return;
  }
  let format: string;
  try {
    format = readImageHeader(head, name).format;
  } catch (error) {
    // A file that starts as an image but whose header is broken is the right type, damaged: saying it
    // is not a PNG (or that GIF is not among a batch's formats) would send its owner the wrong way.
    if (error instanceof ImageDecodeError && error.code !== "unsupported_format") throw damagedImage(name, error);
    // Only a batch takes .gif; telling its sender GIF is not among the formats would be wrong.
    throw invalidType(
      name.toLowerCase().endsWith(".gif")
        ? `${name} could not be read as a GIF image.`
        : `${name} is not a PNG, JPG, TIFF or TGA image.`,
    );
  }
  const extension = name.toLowerCase().slice(name.lastIndexOf(".") + 1);
  const expected: Record<string, string> = {
    png: "png",
    jpg: "jpeg",
    jpeg: "jpeg",
    tiff: "tiff",
    tif: "tiff",
    tga: "tga",
    gif: "gif",
  };
  if (expected[extension] !== format) {
    throw invalidType(`${name} contains ${format.toUpperCase()} data, not ${extension.toUpperCase()}.`);
  }
}

const interpolation = z.enum(["nearest", "linear", "cubic", "lanczos"]);
/** A slider's value: within its range and on its step (the same rules as presets, preset-settings.ts). */
function slider(min: number, max: number, step: number) {
  const base = step === 1 ? z.number().int() : z.number();
  return base
    .min(min)
    .max(max)
    .refine((value) => isOnStep(value, min, step), { error: `must be in steps of ${step} from ${min}` });
}
const conversionSchema = z
  .object({
    generateBaseColor: z.boolean(),
    generateRoughness: z.boolean(),
    generateNormal: z.boolean(),
    generateHeight: z.boolean(),
    generateAO: z.boolean(),
    baseColorContrast: slider(0, 2, settingSteps.baseColorContrast),
    roughnessIntensity: slider(0, 1, settingSteps.roughnessIntensity),
    roughnessInvert: z.boolean(),
    normalStrength: slider(0, 3, settingSteps.normalStrength),
    heightDepth: slider(0, 1, settingSteps.heightDepth),
    aoRadius: slider(0, 1, settingSteps.aoRadius),
    inputType: z.enum(["single", "sequence", "resourcepack"]),
  })
  .partial();
// The spec's resolution options only, as presets accept: another size would give maps the validator
// then refuses (not a power of two).
const resolution = z.union(
  textureResolutions.map((size) => z.literal(size)),
  {
    error: `must be one of ${textureResolutions.join(", ")}`,
  },
);
const advancedSchema = z
  .object({
    enableBulkResize: z.boolean(),
    baseColorResolution: resolution,
    specularResolution: resolution,
    normalResolution: resolution,
    baseColorInterpolation: interpolation,
    specularInterpolation: interpolation,
    normalInterpolation: interpolation,
    enableCompression: z.boolean(),
    compressionQuality: slider(30, 100, settingSteps.compressionQuality),
    enableDithering: z.boolean(),
    enableCTMSplit: z.boolean(),
    ctmVariations: slider(1, 47, settingSteps.ctmVariations),
  })
  .partial();
const settingsSchema = conversionSchema.extend({
  settings: conversionSchema.optional(),
  advancedProcessing: advancedSchema.optional(),
});

/**
 * Parses the upload's `settings` field: the Settings object with `advancedProcessing` inside it, or
 * `{settings, advancedProcessing}`. Missing fields take the spec's defaults; a .zip forces
 * inputType `resourcepack`, an image can never be one.
 */
export function parseJobSettings(raw: unknown, kind: UploadKind): JobSettings {
  let value: unknown = raw ?? {};
  if (typeof raw === "string") {
    try {
      value = raw.trim() === "" ? {} : JSON.parse(raw);
    } catch {
      throw new ApiError(400, "invalid_settings", "Invalid settings", { hint: "settings must be a JSON object" });
    }
  }
  const parsed = settingsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, "invalid_settings", "Invalid settings", {
      hint: issue ? `${issue.path.join(".")}: ${issue.message}` : "settings are invalid",
    });
  }
  const { settings: nested, advancedProcessing, ...flat } = parsed.data;
  const settings = { ...defaultConversionSettings, ...flat, ...nested };
  if (kind === "zip") settings.inputType = "resourcepack";
  else if (settings.inputType === "resourcepack") settings.inputType = "single";
  return { settings, advancedProcessing: { ...defaultAdvancedProcessing, ...advancedProcessing } };
}
