import { textureRole } from "@greenhouse/wasm-pipeline";

/**
 * What the report says when it has nothing to recommend, by what the analyser judged the file to be.
 * A `_n` or `_s` map is already LabPBR, so "ready for conversion" would tell the artist to convert it
 * again; it says which LabPBR rules the map keeps instead.
 */
export function allClearVerdict(fileName: string): string {
  switch (textureRole(fileName)) {
    case "normal":
      return "Nothing to fix: this normal map keeps LabPBR's rules (normal XY within the unit circle, no height 0).";
    case "specular":
      return "Nothing to fix: this specular map keeps LabPBR's rules (F0 and metal ids in assigned ranges).";
    default:
      return "Nothing to fix: this texture is ready for LabPBR conversion.";
  }
}
