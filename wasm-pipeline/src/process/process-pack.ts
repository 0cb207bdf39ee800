import { decodeImage } from "../codecs/decode-image.js";
import type { AdvancedProcessing } from "../settings.js";
import { defaultAdvancedProcessing } from "../settings.js";
import type { RawImage } from "../types.js";
import { frameLayout } from "../validate/animation.js";
import { classifyTexturePath } from "../validate/texture-path.js";
import { checkAdvancedProcessing, processMaterial } from "./advanced-processing.js";
import { compressPng } from "./compress-texture.js";
import { isPng } from "./png-chunks.js";

export interface ProcessPackResult {
  /** Every file of the pack, processed textures replaced, everything else byte for byte. */
  files: Map<string, Uint8Array>;
  /** Materials (base textures with their maps) that were processed. */
  processed: number;
  warnings: string[];
}

const decoder = new TextDecoder();

/**
 * Applies advancedProcessing to a whole pack: each material texture under `textures/` (block, item,
 * entity...) is processed with its `_n`/`_s` (resized together, per frame for animations); other
 * PNGs (gui, font...) are only compressed losslessly when compression is on; CTM split is for single
 * textures and is skipped here with a warning.
 */
export async function processPack(
  files: Map<string, Uint8Array>,
  options: Partial<AdvancedProcessing> = {},
  decode: (bytes: Uint8Array, path: string) => Promise<RawImage> = (bytes, path) =>
    decodeImage(bytes, { filename: path }),
): Promise<ProcessPackResult> {
  const settings = { ...defaultAdvancedProcessing, ...options };
  checkAdvancedProcessing(settings);
  const output = new Map(files);
  const warnings: string[] = [];
  if (settings.enableCTMSplit) {
    warnings.push("CTM split applies to single textures; it was skipped for the pack");
    if (!settings.enableBulkResize && !settings.enableCompression) return { files: output, processed: 0, warnings };
  }
  const perMaterial = { ...settings, enableCTMSplit: false };
  let processed = 0;
  for (const [path, bytes] of files) {
    const kind = classifyTexturePath(path);
    if (!kind || !isPng(bytes) || kind.isCtm) continue;
    if (!kind.isMaterial) {
      if (settings.enableCompression)
        output.set(path, (await compressPng(bytes, settings.compressionQuality, settings.compressionEffort)).bytes);
      continue;
    }
    if (kind.kind !== "base") continue;
    const stem = path.slice(0, -4);
    const normalBytes = files.get(`${stem}_n.png`);
    const specularBytes = files.get(`${stem}_s.png`);
    try {
      const baseColor = await decode(bytes, path);
      const mcmeta = files.get(`${path}.mcmeta`);
      const layout = frameLayout(baseColor.width, baseColor.height, mcmeta && decoder.decode(mcmeta));
      const result = await processMaterial(
        {
          path,
          baseColor,
          ...(normalBytes ? { normal: await decode(normalBytes, `${stem}_n.png`) } : {}),
          ...(specularBytes ? { specular: await decode(specularBytes, `${stem}_s.png`) } : {}),
          ...(baseColor.height % layout.frameHeight === 0 ? { frameHeight: layout.frameHeight } : {}),
        },
        perMaterial,
      );
      for (const file of result.files) output.set(file.path, file.bytes);
      // Resolution notes are the same for every material: keep them once, without a path.
      warnings.push(
        ...result.warnings.map((warning) => (/Resolution \d+ ignored/.test(warning) ? warning : `${path}: ${warning}`)),
      );
      processed++;
    } catch (error) {
      warnings.push(`${path}: left unchanged (${(error as Error).message})`);
    }
  }
  return { files: output, processed, warnings: [...new Set(warnings)] };
}
