import type { ImageDecodeError } from "../codecs/decode-error.js";
import { generateMaterial } from "../material/generate-material.js";
import {
  type AdvancedProcessing,
  type ConversionSettings,
  changesBaseColor,
  defaultConversionSettings,
} from "../settings.js";
import type { ZipLimits } from "../zip/safety.js";
import type { ZipSink, ZipSource } from "../zip/source.js";
import { ZipWriter } from "../zip/writer.js";
import type { AbortSignalLike } from "./abort.js";
import { advancedProcessingFor } from "./advanced-step.js";
import type { ConversionContext } from "./conversion-context.js";
import { convertEntries, finishPack } from "./convert-entries.js";
import { type ImageFile, looseImagesSource } from "./loose-images.js";
import type { MaterialGenerator, MaterialOverrides } from "./material-step.js";
import { nothingToConvertWarning, type PackPlan, planPack } from "./plan.js";
import { newCounters, ProgressReporter } from "./progress.js";
import { type AssembledSequence, assembleSequence } from "./sequence.js";
import type { ProcessingStatus, TextureFile } from "./types.js";

/**
 * A resource-pack archive, one image, or an image sequence (the spec's inputType): an array of two or
 * more frames, converted as one animated texture.
 */
export type ConversionInput = ZipSource | ImageFile | readonly ImageFile[];

export interface ConvertPackOptions {
  /** Receives the output archive chunk by chunk. */
  sink: ZipSink;
  /** The material generator; `generateMaterial` (src/material) unless a test injects another. */
  generate?: MaterialGenerator;
  onProgress?: (status: ProcessingStatus) => void;
  signal?: AbortSignalLike;
  /** Regenerate `_n`/`_s` maps the input already has instead of keeping them. */
  regenerateExisting?: boolean;
  /** Name-to-material mapping passed through to the generator (F0/metal, porosity...). */
  materialOverrides?: MaterialOverrides;
  /** Validate every material and generated map (default true). */
  validate?: boolean;
  limits?: ZipLimits;
  maxPixels?: number;
  /** The spec's advancedProcessing: resize, compression and CTM split applied as the pack converts. */
  advanced?: AdvancedProcessing;
}

/** "1 texture", "2 maps", "1 entry": the log's counts, singular for one. */
const countOf = (count: number, noun: string) =>
  `${count} ${count === 1 ? noun : noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`}`;

/** Totals of a finished conversion. */
export interface ConversionSummary {
  inputType: PackPlan["inputType"];
  /** Files in the input (folders not counted). */
  inputFiles: number;
  materials: number;
  imagesProcessed: number;
  texturesGenerated: number;
  keptExisting: number;
  errors: number;
  warnings: number;
  elapsedTime: number;
}

export interface ConversionResult {
  files: TextureFile[];
  summary: ConversionSummary;
}

function isZipSource(input: ConversionInput): input is ZipSource {
  return typeof (input as ZipSource).read === "function";
}

/**
 * Converts a resource pack, a single image or an image sequence into LabPBR 1.3 and streams the
 * output archive to `options.sink`: every input file byte for byte (pack.mcmeta gets its description
 * marked, texture.properties its declaration), plus `_n`/`_s` maps for every material and the
 * `format=lab-pbr/1.3` declaration. Textures that cannot be decoded are reported as errors and the
 * rest completes; an archive that cannot be read or is unsafe fails before any output with one
 * `ZipError`. For batched, resumable runs use `planPack`, `convertEntries` and `finishPack` directly.
 * A sequence's frames are ordered by name and stacked into one strip with an animation `.mcmeta`
 * (see `assembleSequence`), so the output holds `<name>.png`, `_n`, `_s` and their `.mcmeta`s.
 * @throws ZipError (unreadable or unsafe archive), ConversionAbortedError (signal), ImageDecodeError
 * (a single image or a sequence frame that cannot be decoded), RangeError (a sequence of fewer than
 * two frames or of frames of different sizes).
 */
export async function convertPack(
  input: ConversionInput,
  settings: Partial<ConversionSettings>,
  options: ConvertPackOptions,
): Promise<ConversionResult> {
  const counters = newCounters();
  const isArchive = isZipSource(input);
  const images = isArchive ? [] : Array.isArray(input) ? (input as readonly ImageFile[]) : [input as ImageFile];
  const inputType: PackPlan["inputType"] = isArchive ? "resourcepack" : Array.isArray(input) ? "sequence" : "single";
  if (!isArchive && settings.inputType === "sequence" && inputType === "single") {
    // The person chose Image Sequence: one image is not an animation, and converting it as a still
    // would hide that the other frames are missing.
    throw new RangeError("An image sequence needs at least 2 frames; got 1");
  }
  let sequence: AssembledSequence | undefined;
  if (inputType === "sequence") {
    sequence = await assembleSequence(images, options.maxPixels ? { maxPixels: options.maxPixels } : {});
  }
  const source = isArchive ? input : await looseImagesSource(sequence ? [sequence.strip, sequence.mcmeta] : images);
  const plan = await planPack(source, {
    inputType,
    regenerateExisting: options.regenerateExisting ?? false,
    rewriteBaseColor: changesBaseColor({ ...defaultConversionSettings, ...settings }),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const reporter = new ProgressReporter(counters, plan.totalImages, options.onProgress);
  if (sequence) {
    const { order, frameWidth, frameHeight, strip } = sequence;
    reporter.log("info", `Stacked ${order.length} frames of ${frameWidth}x${frameHeight} into ${strip.name}.`);
  }
  reporter.log(
    "info",
    `Converting ${countOf(plan.totalImages, "texture")} from ${countOf(plan.entries.length, "entry")}.`,
  );
  const nothing = nothingToConvertWarning(plan);
  if (nothing) reporter.log("warning", nothing);
  const processing = advancedProcessingFor(inputType, options.advanced);
  for (const note of processing.notes) reporter.log("warning", note);
  reporter.report("Reading the pack");
  const context: ConversionContext = {
    settings: { ...settings, inputType },
    generate: options.generate ?? generateMaterial,
    reporter,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.materialOverrides ? { materialOverrides: options.materialOverrides } : {}),
    ...(options.validate !== undefined ? { validate: options.validate } : {}),
    ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
    ...(processing.advanced ? { advanced: processing.advanced } : {}),
  };
  // A single image or sequence that cannot be read fails the conversion with the decoder's own error,
  // so callers keep its code (a Batch offers no Retry for bytes that fail the same way every time).
  let unreadable: ImageDecodeError | undefined;
  context.onUnreadable = (error) => {
    unreadable ??= error;
  };
  const writer = new ZipWriter(options.sink);
  const files = await convertEntries(source, plan, { start: 0, end: plan.entries.length }, writer, context);
  if (inputType !== "resourcepack" && counters.errors > 0) {
    // One unreadable image (or strip) is an unreadable input, not a result with an error in it.
    if (unreadable) throw unreadable;
    const first = files.find((f) => f.validationStatus === "error");
    throw new Error(first?.validationIssues[0]?.message ?? "The image could not be read.");
  }
  reporter.report("Writing the archive");
  await finishPack(plan, writer, context);
  reporter.log(
    "info",
    `Generated ${countOf(counters.texturesGenerated, "map")} for ${countOf(counters.imagesProcessed, "texture")}.`,
  );
  reporter.report("Done");
  return {
    files,
    summary: {
      inputType,
      inputFiles: plan.entries.filter((e) => !e.entry.isDirectory).length,
      materials: plan.totalImages,
      imagesProcessed: counters.imagesProcessed,
      texturesGenerated: counters.texturesGenerated,
      keptExisting: counters.keptExisting,
      errors: counters.errors,
      warnings: counters.warnings,
      elapsedTime: Date.now() - counters.startedAt,
    },
  };
}
