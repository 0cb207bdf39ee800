import { strFromU8 } from "fflate";
import { ImageDecodeError } from "../codecs/decode-error.js";
import { decodeImageFrames } from "../codecs/decode-image.js";
import { encodePng } from "../codecs/png.js";
import type { Material, MaterialContext } from "../material/material-types.js";
import type { AdvancedProcessing, ConversionSettings } from "../settings.js";
import type { RawImage } from "../types.js";
import type { TextureInput } from "../validate/texture-input.js";
import type { ValidationIssue } from "../validate/types.js";
import { inspectTexture } from "../validate/validate-texture.js";
import { applyAdvancedProcessing } from "./advanced-step.js";
import { animationMcmeta, delayToTicks } from "./animation-meta.js";
import { baseColorPath as baseColorPathOf, mapPath } from "./classify.js";
import type { MapBuffers } from "./map-buffers.js";
import { frameHeightOf, parseAnimation } from "./mcmeta.js";
import type { PlannedEntry } from "./plan.js";
import type { FileValidationStatus, TextureFile, TextureType } from "./types.js";

/** The shape of `generateMaterial` (src/material): albedo in, LabPBR maps out. Injectable for tests. */
export type MaterialGenerator = (
  albedo: RawImage,
  settings?: Partial<ConversionSettings>,
  context?: MaterialContext,
) => Material;

/** Name-to-profile overrides (F0/metal, porosity, SSS, emission) passed to the generator. */
export type MaterialOverrides = NonNullable<MaterialContext["materialOverrides"]>;

/** One file the material step wants written. */
export interface GeneratedFile {
  path: string;
  bytes: Uint8Array;
  /** Stored rather than deflated: PNGs are compressed already. */
  compress: boolean;
  result?: TextureFile;
}

export interface MaterialStepOptions {
  settings: Partial<ConversionSettings>;
  generate: MaterialGenerator;
  materialOverrides?: MaterialOverrides;
  /** Run the validator on the base and generated maps (default true). */
  validate: boolean;
  maxPixels?: number;
  /** What to suggest for a texture over `maxPixels` (a runtime with a lower budget knows where to go). */
  tooLargeAdvice?: string;
  /** Reusable `_n`/`_s` buffers: the maps are encoded and validated before this call returns. */
  buffers?: MapBuffers;
  /**
   * Resize, compression and CTM split to apply (see `advancedProcessingFor`). The base texture then
   * comes back among the files too, rewritten: the caller writes it instead of copying the input's.
   */
  advanced?: AdvancedProcessing;
  /** OptiFine's `_e` overlay of the texture (see `emissiveOverlayFor`). */
  emissiveOverlay?: { path: string; bytes: Uint8Array };
}

export interface MaterialStepResult {
  files: GeneratedFile[];
  /** The result for the input texture itself. */
  base: TextureFile;
  /** Set when the texture could not be decoded: it is reported, copied as is, and gets no maps. */
  error?: ImageDecodeError;
  /** What is worth a log line each but did not stop the conversion. */
  warnings?: string[];
}

const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export function statusOf(issues: readonly ValidationIssue[]): FileValidationStatus {
  if (issues.some((i) => i.level === "error")) return "error";
  if (issues.some((i) => i.level === "warning")) return "warning";
  return "valid";
}

export function textureFile(
  path: string,
  size: number,
  textureType: TextureType,
  issues: ValidationIssue[],
  status = statusOf(issues),
): TextureFile {
  return {
    originalPath: path,
    filename: basename(path),
    fileSize: size,
    textureType,
    validationStatus: status,
    validationIssues: issues,
  };
}

/**
 * Decodes one material texture, generates its maps (per animation frame when it has an animation
 * mcmeta, or is an animated GIF, whose delays become the mcmeta), encodes them and returns the files
 * to write with their results. A texture that cannot be
 * decoded is not an exception: it comes back with `error` and an error result.
 */
export async function convertMaterial(
  item: PlannedEntry,
  bytes: Uint8Array,
  inputMcmeta: Uint8Array | undefined,
  options: MaterialStepOptions,
): Promise<MaterialStepResult> {
  const material = item.material;
  if (!material) throw new TypeError(`${item.path} is not a material`);
  let mcmeta = inputMcmeta;
  let generatedMcmeta = false;
  let albedo: RawImage;
  try {
    const decoded = await decodeImageFrames(bytes, {
      filename: item.path,
      ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
    });
    albedo = decoded.image;
    // An animated GIF is decoded to a strip: it animates in game only with an mcmeta, which the GIF's
    // own delays provide unless the input brought one.
    if (decoded.animation && !mcmeta) {
      mcmeta = animationMcmeta(decoded.animation.delaysMs.map(delayToTicks));
      generatedMcmeta = true;
    }
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    const advice =
      error.code === "too_large"
        ? (options.tooLargeAdvice ?? "Scale the texture down")
        : "Re-export the texture as a PNG from an image editor";
    const issue: ValidationIssue = {
      level: "error",
      message: error.message,
      suggestion: `${advice}; it was copied unchanged and got no maps.`,
      filename: item.path,
    };
    return { files: [], base: textureFile(item.path, bytes.length, "albedo", [issue]), error };
  }
  const animation = mcmeta ? parseAnimation(mcmeta) : undefined;
  const frameHeight = animation ? frameHeightOf(animation, albedo.width, albedo.height) : undefined;
  // The path (not just the stem) lets the generator infer tiling from the folder (block vs item/entity).
  const context: MaterialContext = { name: item.path, needsBaseColor: material.writeBaseColor };
  if (frameHeight && frameHeight < albedo.height) context.frameHeight = frameHeight;
  const warning =
    animation && !frameHeight
      ? `${item.path}: its animation frames do not divide the ${albedo.width}x${albedo.height} image; maps were generated as one frame`
      : undefined;
  if (options.materialOverrides) context.materialOverrides = options.materialOverrides;
  const overlay = options.emissiveOverlay
    ? await emissiveOverlayFor(options.emissiveOverlay, albedo, item.path, options)
    : undefined;
  if (overlay && "image" in overlay) context.emissiveOverlay = overlay.image;
  const targets = options.buffers?.pairFor(albedo.data.length);
  if (targets) context.targets = targets;
  const maps = options.generate(albedo, options.settings, context);

  const mcmetaText = mcmeta && animation ? strFromU8(mcmeta) : undefined;
  // No closure over these: a function created per texture cost more than the checks it skipped.
  const validate = options.validate;

  let files: GeneratedFile[] = [];
  let base = textureFile(
    item.path,
    bytes.length,
    "albedo",
    validate ? checkTexture(item.path, albedo, bytes.length, mcmetaText) : [],
  );
  const baseColorPath = baseColorPathOf(item.path);
  if (material.writeBaseColor) {
    const path = baseColorPath;
    const encoded = await encodePng(maps.baseColor);
    base = textureFile(
      path,
      encoded.length,
      "albedo",
      validate ? checkTexture(path, maps.baseColor, encoded.length, mcmetaText) : [],
    );
    files.push({ path, bytes: encoded, compress: false, result: base });
    // An input mcmeta is copied by the pack step; one made from a GIF's delays has no input to copy.
    if (generatedMcmeta && mcmeta) files.push({ path: `${path}.mcmeta`, bytes: mcmeta, compress: true });
  } else if (baseColorPath !== item.path) {
    // A TGA or JPEG kept as uploaded (a single image whose colours the settings leave) gets a PNG beside
    // it, which is what the game loads and what its maps are named after. That PNG is the texture the
    // results describe; the original is only carried along (a "not a PNG" error on it would be false).
    const encoded = await encodePng(albedo);
    base = textureFile(
      baseColorPath,
      encoded.length,
      "albedo",
      validate ? checkTexture(baseColorPath, albedo, encoded.length, mcmetaText) : [],
    );
    files.push({ path: baseColorPath, bytes: encoded, compress: false, result: base });
    if (generatedMcmeta && mcmeta) files.push({ path: `${baseColorPath}.mcmeta`, bytes: mcmeta, compress: true });
  }
  const wanted: [boolean, "n" | "s", RawImage, TextureType][] = [
    [material.writeNormal, "n", maps.normal, "normal"],
    [material.writeSpecular, "s", maps.specular, "specular"],
  ];
  for (const [write, suffix, image, textureType] of wanted) {
    if (!write) continue;
    const path = mapPath(item.path, suffix);
    const encoded = await encodePng(image);
    files.push({
      path,
      bytes: encoded,
      compress: false,
      result: textureFile(
        path,
        encoded.length,
        textureType,
        validate ? checkTexture(path, image, encoded.length, mcmetaText, albedo) : [],
      ),
    });
    // Maps of an animated texture animate the same way, so they get the base's mcmeta verbatim.
    if (mcmeta && animation) files.push({ path: `${path}.mcmeta`, bytes: mcmeta, compress: true });
  }
  const warnings = warning ? [warning] : [];
  if (overlay && "problem" in overlay) warnings.push(overlay.problem);
  if (options.advanced) {
    const processed = await applyAdvancedProcessing(
      {
        // A PNG path even when the input base is a TGA or JPEG, so processed maps keep the step's names.
        basePath: baseColorPath,
        baseColor: material.writeBaseColor ? maps.baseColor : albedo,
        ...(material.writeNormal ? { normal: maps.normal } : {}),
        ...(material.writeSpecular ? { specular: maps.specular } : {}),
        ...(context.frameHeight ? { frameHeight: context.frameHeight } : {}),
        keepsExistingMaps: !material.writeNormal || !material.writeSpecular,
        framesSizedInPixels: Boolean(animation?.width || animation?.height),
        baseIsInput: !material.writeBaseColor,
        ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
      },
      { files, base },
      options.advanced,
    );
    files = processed.files;
    base = processed.base;
    warnings.push(...processed.warnings);
  }
  return warnings.length > 0 ? { files, base, warnings } : { files, base };
}

/** The validator's findings for one texture of the conversion (a module function: no closure per texture). */
function checkTexture(
  path: string,
  image: RawImage,
  fileSize: number,
  mcmeta: string | undefined,
  base?: RawImage,
): ValidationIssue[] {
  const input: TextureInput = { path, image, fileSize };
  if (mcmeta !== undefined) input.mcmeta = mcmeta;
  if (base)
    input.base =
      mcmeta === undefined
        ? { width: base.width, height: base.height }
        : { width: base.width, height: base.height, mcmeta };
  // The findings alone: validateTexture wraps them in a one-file report this step does not use.
  return inspectTexture(input).issues;
}

/**
 * The `_e` overlay decoded for `generateMaterial`, or why it cannot be used (not an image, or neither
 * the texture's size nor a strip of frames of it): the texture then emits by its name, and the log says so.
 */
async function emissiveOverlayFor(
  overlay: { path: string; bytes: Uint8Array },
  albedo: RawImage,
  texturePath: string,
  options: Pick<MaterialStepOptions, "maxPixels">,
): Promise<{ image: RawImage } | { problem: string }> {
  const fallback = `${basename(texturePath)}'s emission was judged by its name`;
  try {
    const { image } = await decodeImageFrames(overlay.bytes, {
      filename: overlay.path,
      ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
    });
    if (image.width === albedo.width && image.height === albedo.height) return { image };
    // An animated overlay on a still texture (PixelPerfection's structure blocks): a `_s` cannot
    // animate without its texture, so the first frame stands for the overlay.
    if (image.width === albedo.width && image.height % albedo.height === 0) {
      const frame = image.data.subarray(0, albedo.width * albedo.height * 4);
      return { image: { width: albedo.width, height: albedo.height, data: frame } };
    }
    return {
      problem: `${overlay.path}: the emissive overlay is ${image.width}x${image.height}, not its texture's ${albedo.width}x${albedo.height}; ${fallback}`,
    };
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    return { problem: `${overlay.path}: ${error.message}; ${fallback}` };
  }
}
