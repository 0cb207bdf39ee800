import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { unzipSync, zipSync } from "fflate";
import { decodeImage } from "../src/codecs/decode-image.js";
import { processMaterial } from "../src/process/advanced-processing.js";
import { processPack } from "../src/process/process-pack.js";
import type { AdvancedProcessing } from "../src/settings.js";
import { looksLikeZip } from "./node-io.js";

export interface ProcessCommandOptions {
  input: string;
  output: string;
  settings: Partial<AdvancedProcessing>;
}

/** `greenhouse process`: applies advanced processing to a pack or one image; writes a zip. Exit 0 or 1. */
export async function runProcess(options: ProcessCommandOptions): Promise<number> {
  try {
    const bytes = new Uint8Array(await readFile(options.input));
    let files: Record<string, Uint8Array>;
    let summary: string;
    let warnings: string[];
    if (await looksLikeZip(options.input)) {
      const result = await processPack(new Map(Object.entries(unzipSync(bytes))), options.settings, (data, name) =>
        decodeImage(data, { filename: name }),
      );
      files = Object.fromEntries(result.files);
      warnings = result.warnings;
      summary = `${result.processed} materials processed`;
    } else {
      const name = basename(options.input)
        .replace(/\.[^.]+$/, "")
        .toLowerCase();
      const baseColor = await decodeImage(bytes, { filename: basename(options.input) });
      const result = await processMaterial(
        { path: `assets/minecraft/textures/block/${name}.png`, baseColor },
        options.settings,
      );
      files = Object.fromEntries(result.files.map((file) => [file.path, file.bytes]));
      warnings = result.warnings;
      summary = `${result.files.length} files written`;
    }
    // PNGs are already compressed; storing them avoids a second, useless deflate.
    const zip = zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, data]) => [path, [data, { level: path.endsWith(".png") ? 0 : 6 }]]),
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
