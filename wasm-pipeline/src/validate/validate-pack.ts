import { decodeImage } from "../codecs/decode-image.js";
import { isPng, readPngHeader } from "../process/png-chunks.js";
import type { RawImage } from "../types.js";
import { isSystemFile } from "../zip/system-files.js";
import { damagedPngMessage, readableBaseHeader, reExportSuggestion } from "./damaged-png.js";
import { upperCaseIssue } from "./file-rules.js";
import { looseTextureImages, validateLooseTextures } from "./loose-textures.js";
import type { NormalConvention } from "./normal-checks.js";
import { findPackRoot, openPackFiles, type PackFiles, type PackSource } from "./pack-files.js";
import { ctmPropertiesRules, declarationRules, normalConsistencyRule, packMetaRules } from "./pack-rules.js";
import { makeIssue, type TextureInput } from "./texture-input.js";
import { classifyTexturePath, hasUpperCaseResourceName, type TexturePath } from "./texture-path.js";
import type { FileDetail, ValidationIssue, ValidationResult } from "./types.js";
import { inspectTexture } from "./validate-texture.js";

/** Options of {@link validatePack}. */
export interface ValidatePackOptions {
  /** Decodes a texture; defaults to decodeImage (with its pixel budget). */
  decode: (bytes: Uint8Array, path: string) => Promise<RawImage>;
}

export const defaultValidatePackOptions: ValidatePackOptions = {
  decode: (bytes, path) => decodeImage(bytes, { filename: path }),
};

const decoder = new TextDecoder();

/**
 * Validates a whole resource pack (zip bytes, a ranged `ZipSource` read lazily, or entries): every
 * texture under `textures/` and
 * `optifine/ctm/` through {@link inspectTexture} with its base texture and mcmeta, plus the pack rules:
 * pack.mcmeta, the `texture.properties` LabPBR declaration, PBR maps without a base (normal in overlay
 * packs), upper-case paths, consistent normal conventions and CTM properties. A zip of loose textures
 * at its root with no pack.mcmeta (a single image's conversion) is checked texture by texture instead
 * ({@link validateLooseTextures}), with a warning that it is not a pack. Either way the archive is
 * opened first, so a ranged source's safety checks (unsafe paths, bombs) refuse a hostile zip before.
 */
export async function validatePack(
  source: PackSource,
  options: Partial<ValidatePackOptions> = {},
): Promise<ValidationResult> {
  const { decode } = { ...defaultValidatePackOptions, ...options };
  const pack = await openPackFiles(source);
  const looseImages = looseTextureImages(pack.sizes.keys());
  if (looseImages) return validateLooseTextures(pack, looseImages, decode);
  // What the pack rules read: every path, with contents for the text files only.
  const files = new Map([...pack.sizes.keys()].map((path) => [path, pack.text.get(path)]));
  const sizes = pack.sizes;
  const root = findPackRoot(files.keys());
  const issues: ValidationIssue[] = packMetaRules(root, files);
  const fileDetails: FileDetail[] = [];
  const conventions = new Map<string, NormalConvention>();
  let hasPbrMaps = false;

  for (const [path, size] of sizes) {
    if (isSystemFile(path)) continue;
    const kind = classifyTexturePath(path);
    if (!kind) {
      if (hasUpperCaseResourceName(path)) issues.push(upperCaseIssue(path));
      continue;
    }
    if (kind.kind === "normal" || kind.kind === "specular") hasPbrMaps = true;
    const fileIssues = await checkTexture(kind, (await pack.read(path)) ?? new Uint8Array(), files, pack, decode);
    const inspection = fileIssues.inspection;
    if (inspection?.convention) conventions.set(path, inspection.convention);
    issues.push(...fileIssues.issues);
    const isValid = !fileIssues.issues.some((issue) => issue.level === "error");
    fileDetails.push({ path, filename: kind.filename, size, validation: { isValid } });
  }

  for (const [path, bytes] of files) {
    if (bytes && /(?:^|\/)(?:optifine|mcpatcher)\/ctm\/.+\.properties$/.test(path)) {
      issues.push(...ctmPropertiesRules(path, decoder.decode(bytes), files));
    }
  }
  if (hasPbrMaps && root !== undefined) issues.push(...declarationRules(root, files));
  issues.push(...normalConsistencyRule(conventions));

  return {
    isValid: !issues.some((issue) => issue.level === "error"),
    totalFiles: sizes.size,
    textureFiles: fileDetails.length,
    issues,
    fileDetails,
  };
}

/** Reads one texture's bytes, finds its base and mcmeta, and runs the texture rules. */
async function checkTexture(
  kind: TexturePath,
  bytes: Uint8Array,
  files: Map<string, Uint8Array | undefined>,
  pack: PackFiles,
  decode: ValidatePackOptions["decode"],
): Promise<{ issues: ValidationIssue[]; inspection?: ReturnType<typeof inspectTexture> }> {
  const path = kind.path;
  if (!isPng(bytes)) {
    const isNamedPng = kind.filename.toLowerCase().endsWith(".png");
    return {
      issues: [
        makeIssue(
          "error",
          path,
          isNamedPng ? `${kind.filename} is named .png but is not a PNG file` : `${kind.filename} is not a PNG`,
          "Re-export it as a real PNG (lossless); the game and shaders only load PNG textures",
        ),
      ],
    };
  }
  const issues: ValidationIssue[] = [];
  const mcmeta = textOf(files.get(`${path}.mcmeta`));
  let input: TextureInput;
  try {
    const header = readPngHeader(bytes);
    input = { path, image: await decode(bytes, path), fileSize: bytes.length, header };
  } catch (error) {
    return {
      issues: [makeIssue("error", path, damagedPngMessage(error), reExportSuggestion)],
    };
  }
  if (mcmeta !== undefined) input.mcmeta = mcmeta;
  if (kind.kind === "normal" || kind.kind === "specular") {
    const baseBytes = files.has(kind.basePath) ? await pack.read(kind.basePath) : undefined;
    if (baseBytes === undefined) {
      issues.push(
        makeIssue(
          "info",
          path,
          "No base texture in this pack; the map applies to the base texture of a pack loaded below it (normal for PBR overlay packs)",
          `Make sure a pack below this one provides ${kind.basePath.slice(kind.basePath.lastIndexOf("/") + 1)} at the same size`,
        ),
      );
    } else {
      const header = readableBaseHeader(baseBytes);
      if (header) {
        const baseMcmeta = textOf(files.get(`${kind.basePath}.mcmeta`));
        input.base = {
          width: header.width,
          height: header.height,
          ...(baseMcmeta !== undefined ? { mcmeta: baseMcmeta } : {}),
        };
      }
    }
  }
  const inspection = inspectTexture(input);
  return { issues: [...issues, ...inspection.issues], inspection };
}

function textOf(bytes: Uint8Array | undefined): string | undefined {
  return bytes === undefined ? undefined : decoder.decode(bytes);
}
