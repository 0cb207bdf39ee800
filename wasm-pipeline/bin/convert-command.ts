import { basename } from "node:path";
import { readImageHeader } from "../src/codecs/decode-image.js";
import { hasAdvancedProcessing } from "../src/pack/advanced-step.js";
import { baseColorPath } from "../src/pack/classify.js";
import { type ConversionResult, convertPack } from "../src/pack/convert-pack.js";
import type { ImageFile } from "../src/pack/loose-images.js";
import type { ProcessingStatus } from "../src/pack/types.js";
import { checkAdvancedProcessing } from "../src/process/advanced-processing.js";
import {
  type AdvancedProcessing,
  type ConversionSettings,
  changesBaseColor,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "../src/settings.js";
import { messageBesidePath } from "../src/validate/issue-text.js";
import { checkNotLabPbrMap, readImageInput } from "./image-input.js";
import { looksLikeZip, openFileSink, openFileSource } from "./node-io.js";
import { progressBar } from "./progress-bar.js";

export interface ConvertCommandOptions {
  input: string;
  /** The image's animation file, when named; `<input>.mcmeta` beside the image is picked up anyway. */
  mcmeta?: string;
  output: string;
  settings: Partial<ConversionSettings>;
  /** Advanced processing applied as the pack converts (none when nothing in it is enabled). */
  advanced: Partial<AdvancedProcessing>;
  regenerate: boolean;
  signal: AbortSignal;
}

/** Exit codes: 0 converted cleanly, 1 failed (no output file), 2 converted but some textures had errors. */
export async function runConvert(options: ConvertCommandOptions): Promise<number> {
  const advanced = { ...defaultAdvancedProcessing, ...options.advanced };
  // Bad values are refused before anything is written, not found texture by texture.
  if (hasAdvancedProcessing(advanced)) checkAdvancedProcessing(advanced);
  const isZip = await looksLikeZip(options.input);
  let image: ImageFile | undefined;
  if (!isZip) {
    checkNotLabPbrMap(options.input);
    image = await readImageInput(options);
    // A file that is neither a zip nor an image would otherwise be copied into a "converted" zip.
    try {
      readImageHeader(image.bytes, image.name);
    } catch (error) {
      process.stderr.write(`greenhouse: conversion failed: ${(error as Error).message}\n`);
      return 1;
    }
  }
  const out = await openFileSink(options.output);
  const bar = progressBar(process.stderr);
  const warnings = new Set<string>();
  const onProgress = (status: ProcessingStatus) => {
    for (const line of status.logs) if (line.level === "warning") warnings.add(line.message);
    bar.update(status);
  };
  const source = isZip ? await openFileSource(options.input) : undefined;
  let result: ConversionResult;
  try {
    const input = source ?? (image as ImageFile);
    result = await convertPack(input, options.settings, {
      sink: out.sink,
      onProgress,
      signal: options.signal,
      regenerateExisting: options.regenerate,
      ...(hasAdvancedProcessing(advanced) ? { advanced } : {}),
    });
    await out.commit();
  } catch (error) {
    bar.done();
    await out.discard();
    process.stderr.write(`greenhouse: conversion failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await source?.close();
  }
  bar.done();
  const s = result.summary;
  const failed = result.files.filter((f) => f.validationStatus === "error");
  const rewritten = isZip ? undefined : rewrittenBaseNote(options);
  // A PNG's new base colour takes its name; a TGA or JPEG is kept and gets a PNG beside it.
  const copied = s.inputFiles - (rewritten?.replacesInput ? 1 : 0);
  const byAdvanced = hasAdvancedProcessing(advanced) ? " (textures --advanced processes are rewritten)" : "";
  const lines = [
    `Converted ${options.input} -> ${options.output} in ${(s.elapsedTime / 1000).toFixed(2)} s`,
    `  ${countOf(s.materials, "texture")}, ${countOf(s.texturesGenerated, "map")} generated, ${countOf(s.keptExisting, "existing map")} kept, ${countOf(copied, "input file")} copied${byAdvanced}`,
    ...(rewritten ? [`  ${rewritten.text}`] : []),
    `  ${countOf(s.errors, "unreadable texture")}, ${countOf(failed.length, "file")} with errors, ${countOf(s.warnings, "warning")}, ${(out.bytesWritten() / 1e6).toFixed(1)} MB written`,
    ...failed
      .slice(0, 20)
      .map(
        (f) =>
          `  error: ${f.originalPath}: ${messageBesidePath(f.validationIssues[0]?.message ?? "failed", f.originalPath)}`,
      ),
    ...(failed.length > 20 ? [`  ... and ${failed.length - 20} more`] : []),
    ...listed([...warnings], "warning"),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  return s.errors > 0 ? 2 : 0;
}

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The first 20 messages as `  <label>: message` lines; the same message from many textures is listed once. */
function listed(messages: string[], label: string): string[] {
  const lines = messages.slice(0, 20).map((message) => `  ${label}: ${message}`);
  return messages.length > 20 ? [...lines, `  ... and ${messages.length - 20} more`] : lines;
}

/**
 * What happened to a single image's base colour when the settings change its colours (the default
 * Contrast 1.2 does), so the summary does not claim it was kept byte for byte.
 */
function rewrittenBaseNote(options: ConvertCommandOptions): { text: string; replacesInput: boolean } | undefined {
  const settings = { ...defaultConversionSettings, ...options.settings };
  if (!changesBaseColor(settings)) return undefined;
  const name = basename(options.input);
  const png = baseColorPath(name);
  const contrast = `Contrast ${settings.baseColorContrast}`;
  if (png === name) {
    const why = `${contrast}; use a settings file with baseColorContrast 1.0 to keep it byte for byte`;
    return { text: `${name}: base colour rewritten (${why})`, replacesInput: true };
  }
  const why = `${contrast}; baseColorContrast 1.0 in a settings file keeps its colours`;
  return {
    text: `${name}: kept; its PNG base colour ${png} gets the settings' colours (${why})`,
    replacesInput: false,
  };
}
