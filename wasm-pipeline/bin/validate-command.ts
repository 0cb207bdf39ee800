import { decodeImage } from "../src/codecs/decode-image.js";
import type { PackEntry } from "../src/validate/pack-files.js";
import { isReadByValidator } from "../src/validate/pack-files.js";
import type { ValidationResult } from "../src/validate/types.js";
import { validatePack } from "../src/validate/validate-pack.js";
import { validateTexture } from "../src/validate/validate-texture.js";
import { readCentralDirectory } from "../src/zip/central-directory.js";
import { readEntry } from "../src/zip/read-entry.js";
import type { ZipSource } from "../src/zip/source.js";
import { type InputPaths, readImageInput } from "./image-input.js";
import { looksLikeZip, openFileSource } from "./node-io.js";

/** Streams a pack's entries to the validator: only the files it reads are inflated. */
async function* packEntries(source: ZipSource): AsyncGenerator<PackEntry> {
  for (const entry of await readCentralDirectory(source)) {
    if (entry.isDirectory) continue;
    if (isReadByValidator(entry.name))
      yield { path: entry.name, size: entry.size, bytes: await readEntry(source, entry) };
    else yield { path: entry.name, size: entry.size };
  }
}

async function validateFile(paths: InputPaths): Promise<ValidationResult> {
  const path = paths.input;
  if (await looksLikeZip(path)) {
    const source = await openFileSource(path);
    try {
      return await validatePack(packEntries(source), {
        decode: (bytes, name) => decodeImage(bytes, { filename: name }),
      });
    } finally {
      await source.close();
    }
  }
  // An animated texture is checked with its animation (frame sizes), picked up beside it as convert does.
  const { name, bytes, mcmeta } = await readImageInput(paths);
  return validateTexture({
    path: name,
    image: await decodeImage(bytes, { filename: name }),
    fileSize: bytes.length,
    ...(mcmeta ? { mcmeta: new TextDecoder().decode(mcmeta) } : {}),
  });
}

/** Exit codes: 0 valid, 1 invalid (errors found) or unreadable. */
export async function runValidate(paths: InputPaths, json: boolean): Promise<number> {
  const path = paths.input;
  let result: ValidationResult;
  try {
    result = await validateFile(paths);
  } catch (error) {
    process.stderr.write(`greenhouse: validation failed: ${(error as Error).message}\n`);
    return 1;
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.isValid ? 0 : 1;
  }
  const count = (level: string) => result.issues.filter((i) => i.level === level).length;
  const lines = [
    `${path}: ${result.isValid ? "valid" : "INVALID"} (${result.textureFiles} textures in ${result.totalFiles} files)`,
    `  ${count("error")} errors, ${count("warning")} warnings, ${count("info")} notes`,
    ...result.issues
      .filter((i) => i.level !== "info")
      .slice(0, 50)
      .map((i) => `  ${i.level}: ${i.filename}: ${i.message}${i.suggestion ? ` (${i.suggestion})` : ""}`),
  ];
  if (result.issues.filter((i) => i.level !== "info").length > 50) lines.push("  ... (use --json for every issue)");
  process.stdout.write(`${lines.join("\n")}\n`);
  return result.isValid ? 0 : 1;
}
