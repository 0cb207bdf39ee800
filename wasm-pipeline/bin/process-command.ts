import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { unzipSync, zipSync } from "fflate";
import { decodeImage } from "../src/codecs/decode-image.js";
import { baseColorPath } from "../src/pack/classify.js";
import { processMaterial } from "../src/process/advanced-processing.js";
import { processPack } from "../src/process/process-pack.js";
import type { AdvancedProcessing } from "../src/settings.js";
import { classifyTexturePath } from "../src/validate/texture-path.js";
import { looksLikeZip } from "./node-io.js";

export interface ProcessCommandOptions {
  input: string;
  output: string;
  settings: Partial<AdvancedProcessing>;
}

/**
 * 1980-01-01 00:00 local time, which fflate writes as the earliest MS-DOS date: the date convert gives
 * every entry, so the same input and settings always give the same zip.
 */
const reproducibleDate = new Date(1980, 0, 1);

/**
 * Refuses a zip without one material texture, which would otherwise be copied unchanged with
 * "0 materials processed" and exit 0; says where process looks, and what to do with convert's
 * loose-texture zip of one image.
 */
function checkHasMaterials(input: string, paths: string[]): void {
  if (paths.some((path) => classifyTexturePath(path) !== undefined)) return;
  const loose = paths.some((path) => !path.includes("/") && /\.(png|jpe?g|tga|tiff?|bmp|gif)$/i.test(path));
  throw new Error(
    `${input} has no textures to process: process reads a pack's textures under assets/<namespace>/textures/ (block, item, entity...)${
      loose ? "; this zip has its images at the root, as convert makes from one image: process that image instead" : ""
    }. Nothing was written`,
  );
}

/** `greenhouse process`: applies advanced processing to a pack or one image; writes a zip. Exit 0 or 1. */
export async function runProcess(options: ProcessCommandOptions): Promise<number> {
  try {
    const bytes = new Uint8Array(await readFile(options.input));
    let files: Record<string, Uint8Array>;
    let summary: string;
    let warnings: string[];
    if (await looksLikeZip(options.input)) {
      const entries = new Map(Object.entries(unzipSync(bytes)));
      checkHasMaterials(options.input, [...entries.keys()]);
      const result = await processPack(entries, options.settings, (data, name) =>
        decodeImage(data, { filename: name }),
      );
      files = Object.fromEntries(result.files);
      warnings = result.warnings;
      summary = `${result.processed} ${result.processed === 1 ? "material" : "materials"} processed`;
    } else {
      // The image keeps its name at the zip's root, as convert writes it (a TGA or JPEG becomes <stem>.png).
      const baseColor = await decodeImage(bytes, { filename: basename(options.input) });
      const result = await processMaterial(
        { path: baseColorPath(basename(options.input)), baseColor },
        options.settings,
      );
      files = Object.fromEntries(result.files.map((file) => [file.path, file.bytes]));
      warnings = result.warnings;
      summary = `${result.files.length} ${result.files.length === 1 ? "file" : "files"} written`;
    }
    // PNGs are already compressed; storing them avoids a second, useless deflate.
    const zip = zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, data]) => [
          path,
          [data, { level: path.endsWith(".png") ? 0 : 6, mtime: reproducibleDate }],
        ]),
      ),
    );
    await writeFile(options.output, zip);
    const lines = [
      `Processed ${options.input} -> ${options.output}: ${summary}`,
      ...warnings.map((w) => `  warning: ${w}`),
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  } catch (error) {
    const title = (error as { title?: string }).title;
    process.stderr.write(`greenhouse: ${title ? `${title}: ` : ""}${(error as Error).message}\n`);
    return 1;
  }
}
