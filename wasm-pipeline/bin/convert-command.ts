import { hasAdvancedProcessing } from "../src/pack/advanced-step.js";
import { type ConversionResult, convertPack } from "../src/pack/convert-pack.js";
import { checkAdvancedProcessing } from "../src/process/advanced-processing.js";
import { type AdvancedProcessing, type ConversionSettings, defaultAdvancedProcessing } from "../src/settings.js";
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
  if (!isZip) checkNotLabPbrMap(options.input);
  const out = await openFileSink(options.output);
  const bar = progressBar(process.stderr);
  const source = isZip ? await openFileSource(options.input) : undefined;
  let result: ConversionResult;
  try {
    const input = source ?? (await readImageInput(options));
    result = await convertPack(input, options.settings, {
      sink: out.sink,
      onProgress: bar.update,
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
  const lines = [
    `Converted ${options.input} -> ${options.output} in ${(s.elapsedTime / 1000).toFixed(2)} s`,
    `  ${s.materials} textures, ${s.texturesGenerated} maps generated, ${s.keptExisting} existing maps kept, ${s.inputFiles} input files copied`,
    `  ${s.errors} unreadable textures, ${failed.length} files with errors, ${s.warnings} warnings, ${(out.bytesWritten() / 1e6).toFixed(1)} MB written`,
    ...failed.slice(0, 20).map((f) => `  error: ${f.originalPath}: ${f.validationIssues[0]?.message ?? "failed"}`),
    ...(failed.length > 20 ? [`  ... and ${failed.length - 20} more`] : []),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  return s.errors > 0 ? 2 : 0;
}
