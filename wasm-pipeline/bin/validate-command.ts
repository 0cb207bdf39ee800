import { decodeImage } from "../src/codecs/decode-image.js";
import type { ValidationResult } from "../src/validate/types.js";
import { validateImage } from "../src/validate/validate-image.js";
import { validatePack } from "../src/validate/validate-pack.js";
import { isLabPbrMapName } from "../src/validate/validate-texture.js";
import { type InputPaths, readImageInput } from "./image-input.js";
import { looksLikeZip, openFileSource } from "./node-io.js";

const decode = (bytes: Uint8Array, name: string) => decodeImage(bytes, { filename: name });

async function validateFile(paths: InputPaths): Promise<ValidationResult> {
  const path = paths.input;
  if (await looksLikeZip(path)) {
    // Read as the app's Validate reads it, so a loose-texture zip from convert gets the same verdict.
    const source = await openFileSource(path);
    try {
      return await validatePack(source, { decode });
    } finally {
      await source.close();
    }
  }
  // An animated texture is checked with its animation (frame sizes), picked up beside it as convert does.
  // A damaged one is INVALID with its Critical Error, as the app's Validate Texture Only reports it.
  const { name, bytes, mcmeta } = await readImageInput(paths);
  return validateImage({ path: name, bytes, ...(mcmeta ? { mcmeta: new TextDecoder().decode(mcmeta) } : {}) }, decode);
}

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Exit codes: 0 valid, 1 invalid (errors found) or unreadable. */
export async function runValidate(paths: InputPaths, json: boolean): Promise<number> {
  const path = paths.input;
  let result: ValidationResult;
  try {
    result = await validateFile(paths);
  } catch (error) {
    const message = `validation failed: ${(error as Error).message}`;
    // A script reading --json gets a parseable answer on stdout either way.
    if (json) process.stdout.write(`${JSON.stringify({ error: message }, null, 2)}\n`);
    process.stderr.write(`greenhouse: ${message}\n`);
    return 1;
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.isValid ? 0 : 1;
  }
  const count = (level: string) => result.issues.filter((i) => i.level === level).length;
  // _n/_s maps are counted apart, so the texture count matches what convert reported for the pack.
  const maps = result.fileDetails.filter((file) => isLabPbrMapName(file.filename)).length;
  const textures = countOf(result.textureFiles - maps, "texture") + (maps > 0 ? ` (+${countOf(maps, "map")})` : "");
  const lines = [
    `${path}: ${result.isValid ? "valid" : "INVALID"} (${textures} in ${countOf(result.totalFiles, "file")})`,
    `  ${countOf(count("error"), "error")}, ${countOf(count("warning"), "warning")}, ${countOf(count("info"), "note")}`,
    ...result.issues
      .filter((i) => i.level !== "info")
      .slice(0, 50)
      .map((i) => `  ${i.level}: ${i.filename}: ${i.message}${i.suggestion ? ` (${i.suggestion})` : ""}`),
  ];
  if (result.issues.filter((i) => i.level !== "info").length > 50) lines.push("  ... (use --json for every issue)");
  process.stdout.write(`${lines.join("\n")}\n`);
  return result.isValid ? 0 : 1;
}
