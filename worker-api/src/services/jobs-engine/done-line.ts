import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { countNoun } from "../../lib/count-noun.js";

/**
 * The job's closing log line. Besides what failed to convert, it names the files that converted but
 * fail LabPBR's rules in the input itself (a 16x18 item is not a power of two): a pack that "converted
 * fine" and then failed Validate Only left people to find that out after downloading.
 */
export function doneLine(
  counters: { texturesGenerated: number; imagesProcessed: number; failed: number },
  files: readonly Pick<TextureFile, "validationStatus" | "originalPath">[],
): { level: "info" | "warning"; message: string } {
  const { texturesGenerated, imagesProcessed, failed } = counters;
  const invalid = files.filter((file) => file.validationStatus === "error");
  // Files that could not be converted are listed as errors too; they are counted once, as failed.
  const failing = Math.max(0, invalid.length - failed);
  const parts = [`Done: ${countNoun(texturesGenerated, "map")} for ${countNoun(imagesProcessed, "texture")}`];
  if (failed > 0) parts.push(`${failed} could not be converted`);
  if (failing > 0) {
    const example = failed === 0 && invalid[0] ? ` (${invalid[0].originalPath}${failing > 1 ? "…" : ""})` : "";
    parts.push(`${failing} ${failing === 1 ? "file fails" : "files fail"} LabPBR's rules${example}`);
  }
  const tail = failed > 0 || failing > 0 ? " (see the files list)" : "";
  return { level: failed > 0 || failing > 0 ? "warning" : "info", message: parts.join("; ") + tail };
}
