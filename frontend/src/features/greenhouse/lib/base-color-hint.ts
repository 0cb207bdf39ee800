import { type ConversionSettings, changesBaseColor } from "@greenhouse/wasm-pipeline";

/**
 * What Base colour and Contrast will do to the chosen input, said beside the Contrast slider: a pack's
 * own textures are always kept, and a pixel artist should know that the default 1.2 recolours a single
 * image (and that 1.0 keeps it).
 */
export function baseColorHint(
  settings: Pick<ConversionSettings, "generateBaseColor" | "baseColorContrast" | "inputType">,
): string {
  if (settings.inputType === "resourcepack") {
    return "A resource pack keeps its textures' colours; Base colour and Contrast change single images and sequences.";
  }
  if (!changesBaseColor(settings)) return "Your texture's colours are kept as they are.";
  return "Contrast rewrites your texture's colours in the download; 1.0 keeps them as they are.";
}
