import { decodeImage } from "../codecs/decode-image.js";
import { isPng, readPngHeader } from "../process/png-chunks.js";
import type { RawImage } from "../types.js";
import { damagedPngMessage, reExportSuggestion } from "./damaged-png.js";
import { makeIssue, type TextureInput } from "./texture-input.js";
import type { ValidationResult } from "./types.js";
import { validateTexture } from "./validate-texture.js";

/** Context for {@link validateTextureFile}: the texture's mcmeta and, for `_n`/`_s`, its base. */
export interface TextureFileContext {
  mcmeta?: string;
  base?: TextureInput["base"];
  /** Decoder; defaults to decodeImage. */
  decode?: (bytes: Uint8Array, path: string) => Promise<RawImage>;
}

/**
 * Validates one texture file from its bytes: a file that is not a PNG, or does not decode, is an error
 * result instead of an exception; otherwise the PNG header (alpha, bit depth) and the decoded pixels go
 * through {@link validateTexture}.
 */
export async function validateTextureFile(
  path: string,
  bytes: Uint8Array,
  context: TextureFileContext = {},
): Promise<ValidationResult> {
  const filename = path.slice(path.lastIndexOf("/") + 1);
  const failed = (message: string, suggestion: string): ValidationResult => ({
    isValid: false,
    totalFiles: 1,
    textureFiles: 1,
    issues: [makeIssue("error", path, message, suggestion)],
    fileDetails: [{ path, filename, size: bytes.length, validation: { isValid: false } }],
  });
  if (!isPng(bytes)) {
    return failed(
      `${filename} is not a PNG`,
      "Re-export it as a real PNG (lossless); the game and shaders only load PNG textures",
    );
  }
  const decode = context.decode ?? ((data, name) => decodeImage(data, { filename: name }));
  try {
    const header = readPngHeader(bytes);
    const image = await decode(bytes, path);
    return validateTexture({
      path,
      image,
      header,
      fileSize: bytes.length,
      ...(context.mcmeta !== undefined ? { mcmeta: context.mcmeta } : {}),
      ...(context.base ? { base: context.base } : {}),
    });
  } catch (error) {
    return failed(damagedPngMessage(error), reExportSuggestion);
  }
}
