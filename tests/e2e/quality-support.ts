import { analyzeTextureQuality, decodeImage, type QualityReport, type RawImage } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";

/** The pipeline's own answer for a file, computed in Node, so the browser must show exactly this. */
export async function expectedReport(
  name: string,
  bytes: Uint8Array,
): Promise<{ report: QualityReport; image: RawImage }> {
  await initNodeCodecs();
  const image = await decodeImage(bytes, { filename: name });
  return { report: analyzeTextureQuality({ name, size: bytes.length, bytes }, image), image };
}
