import { pixelBudgetText } from "../codecs/pixel-budget.js";
import { processMaterial } from "../process/advanced-processing.js";
import type { AdvancedProcessing } from "../settings.js";
import type { RawImage } from "../types.js";
import type { GeneratedFile } from "./material-step.js";
import type { PackPlan } from "./plan.js";
import type { TextureFile } from "./types.js";

/** Whether any of resize, compression or CTM split is on: otherwise there is nothing to apply. */
export function hasAdvancedProcessing(advanced: Partial<AdvancedProcessing> | undefined): boolean {
  return Boolean(advanced?.enableBulkResize || advanced?.enableCompression || advanced?.enableCTMSplit);
}

/**
 * The advanced processing a conversion applies, and what it says once about it: CTM split turns one
 * tile into a connected set, so a resource pack skips it (as `processPack` does), and LabPBR keeps
 * `_n`/`_s` at their base's size whatever resolution was asked for them.
 */
export function advancedProcessingFor(
  inputType: PackPlan["inputType"],
  advanced: AdvancedProcessing | undefined,
): { advanced?: AdvancedProcessing; notes: string[] } {
  if (!advanced || !hasAdvancedProcessing(advanced)) return { notes: [] };
  const notes: string[] = [];
  let applied = advanced;
  if (applied.enableCTMSplit && inputType === "resourcepack") {
    notes.push("CTM split applies to single textures; it was skipped for the pack");
    applied = { ...applied, enableCTMSplit: false };
  }
  if (applied.enableBulkResize) {
    for (const [name, resolution] of [
      ["normalResolution", applied.normalResolution],
      ["specularResolution", applied.specularResolution],
    ] as const) {
      if (resolution !== applied.baseColorResolution) {
        notes.push(
          `${name} ${resolution} ignored: LabPBR needs the maps at their base colour's size (${applied.baseColorResolution} wide)`,
        );
      }
    }
  }
  return hasAdvancedProcessing(applied) ? { advanced: applied, notes } : { notes };
}

/** One converted material's images, before encoding, and what the conversion writes of it. */
export interface MaterialImages {
  /** Where the base colour goes in the output: always a `.png` (beside a TGA or JPEG input base). */
  basePath: string;
  baseColor: RawImage;
  normal?: RawImage;
  specular?: RawImage;
  frameHeight?: number;
  /** The pack brings its own `_n` or `_s`, which are copied as they are (so never resized). */
  keepsExistingMaps: boolean;
  /** Its `.mcmeta` gives the frame `width`/`height` in pixels, which a resize would leave wrong. */
  framesSizedInPixels?: boolean;
  /** The base colour is an input file, copied as is unless processing rewrites it (a PNG at `basePath`). */
  baseIsInput: boolean;
  /** The runtime's pixel budget: a resize past it is skipped (the server's isolate could not hold it). */
  maxPixels?: number;
}

/** The pixels of the whole strip a bulk resize to `width` would make of `images`. */
function resizedPixels(images: MaterialImages, width: number): number {
  const frameHeight = images.frameHeight ?? images.baseColor.height;
  const frames = Math.max(1, Math.round(images.baseColor.height / frameHeight));
  return width * Math.round((width * frameHeight) / images.baseColor.width) * frames;
}

/**
 * Applies advanced processing to one material: its base colour and maps resized and/or compressed
 * (replacing the files the step encoded, each result given its new size) and, for a single tile, its
 * CTM set added. When processing rewrites an input base texture, that file leads the list. A material
 * whose pack has its own maps is not resized, so the maps still fit it.
 */
export async function applyAdvancedProcessing(
  images: MaterialImages,
  step: { files: GeneratedFile[]; base: TextureFile },
  advanced: AdvancedProcessing,
): Promise<{ files: GeneratedFile[]; base: TextureFile; warnings: string[] }> {
  const warnings: string[] = [];
  let settings = advanced;
  if (settings.enableBulkResize && images.keepsExistingMaps) {
    settings = { ...settings, enableBulkResize: false };
    warnings.push(`${images.basePath}: not resized, so that it keeps the size of the _n/_s the pack already has`);
  }
  if (settings.enableBulkResize && images.framesSizedInPixels) {
    settings = { ...settings, enableBulkResize: false };
    warnings.push(
      `${images.basePath}: not resized: its .mcmeta gives the animation frame size in pixels, which would no longer match`,
    );
  }
  if (
    settings.enableBulkResize &&
    images.maxPixels !== undefined &&
    resizedPixels(images, settings.baseColorResolution) > images.maxPixels
  ) {
    settings = { ...settings, enableBulkResize: false };
    warnings.push(
      `${images.basePath}: not resized to ${settings.baseColorResolution} wide: that would be more than the ${pixelBudgetText(images.maxPixels)} pixels this conversion can hold`,
    );
  }
  if (!hasAdvancedProcessing(settings)) return { ...step, warnings };
  // processMaterial names its base `<stem>.png`; a base of the input's own `Stone.PNG` keeps that name.
  const processPath = images.basePath.replace(/\.png$/i, ".png");
  const processed = await processMaterial(
    {
      path: processPath,
      baseColor: images.baseColor,
      ...(images.normal ? { normal: images.normal } : {}),
      ...(images.specular ? { specular: images.specular } : {}),
      ...(images.frameHeight ? { frameHeight: images.frameHeight } : {}),
    },
    settings,
  );
  // Resolution notes are said once for the whole conversion (advancedProcessingFor).
  warnings.push(
    ...processed.warnings.filter((w) => !/Resolution \d+ ignored/.test(w)).map((w) => `${images.basePath}: ${w}`),
  );
  const processedFiles = processed.files.map((file) =>
    file.path === processPath ? { ...file, path: images.basePath } : file,
  );
  const bytesOf = new Map(processedFiles.map((file) => [file.path, file.bytes]));
  const files: GeneratedFile[] = [];
  let base = step.base;
  const baseBytes = bytesOf.get(images.basePath);
  // A base the step did not write (the input copied as it is) leads the list; one it wrote is replaced below.
  if (images.baseIsInput && baseBytes && !step.files.some((file) => file.path === images.basePath)) {
    files.push({ path: images.basePath, bytes: baseBytes, compress: false });
    base = { ...base, fileSize: baseBytes.length };
  }
  for (const file of step.files) {
    const bytes = bytesOf.get(file.path);
    if (!bytes) {
      files.push(file);
      continue;
    }
    const result = file.result && { ...file.result, fileSize: bytes.length };
    files.push({ ...file, bytes, ...(result ? { result } : {}) });
    if (file.result === step.base && result) base = result;
  }
  const written = new Set(files.map((file) => file.path));
  for (const file of processedFiles) {
    if (!written.has(file.path))
      files.push({ path: file.path, bytes: file.bytes, compress: !file.path.endsWith(".png") });
  }
  return { files, base, warnings };
}
