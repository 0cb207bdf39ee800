import { fileRules } from "./file-rules.js";
import { matchesBaseRules, normalRules, specularRules } from "./map-rules.js";
import type { NormalConvention } from "./normal-checks.js";
import type { TextureInput } from "./texture-input.js";
import { classifyTexturePath, type TexturePath } from "./texture-path.js";
import type { ValidationIssue, ValidationResult } from "./types.js";

/** The findings for one texture and what the pack-level rules need to know about it. */
export interface TextureInspection {
  kind: TexturePath;
  issues: ValidationIssue[];
  /** For `_n` maps: the normal convention inferred from the height. */
  convention?: NormalConvention;
}

/**
 * Classifies a texture path even outside a pack layout: a bare `stone_n.png` is treated as a block
 * material so single uploads get the same rules.
 */
export function textureKind(path: string): TexturePath {
  const filename = path.slice(path.lastIndexOf("/") + 1);
  return (
    classifyTexturePath(path) ??
    classifyTexturePath(`assets/minecraft/textures/block/${filename}`) ?? {
      // Not an image name at all (`stone`, `run.exe`): still a base texture, so the format rule reports
      // it as not a PNG instead of the rules reading fields of a missing classification.
      path,
      filename,
      kind: "base",
      basePath: path,
      category: "block",
      isMaterial: true,
      isCtm: false,
    }
  );
}

/**
 * True for a LabPBR map by its name (`_n` normal or `_s` specular), whose alpha is data (height,
 * emission) and which is not a base colour to generate maps from. `_e` overlays are colour. In any case
 * (`SAND_S.PNG`): this asks what a person's file is, for previews and Convert's refusal, where the
 * pack rules read Minecraft's lower-case names.
 */
export function isLabPbrMapName(path: string): boolean {
  const { kind } = textureKind(path.toLowerCase());
  return kind === "normal" || kind === "specular";
}

/** Runs every per-texture rule; pack-level rules (pairs, declaration, consistency) are in validatePack. */
export function inspectTexture(input: TextureInput): TextureInspection {
  const kind = { ...textureKind(input.path), path: input.path };
  if (input.image.data.length !== input.image.width * input.image.height * 4) {
    throw new RangeError(
      `Image data of ${input.path} holds ${input.image.data.length} bytes, expected ${input.image.width * input.image.height * 4} for ${input.image.width}x${input.image.height} RGBA`,
    );
  }
  const issues = [...fileRules(input, kind), ...matchesBaseRules(input, kind)];
  if (!kind.isMaterial) return { kind, issues };
  if (kind.kind === "normal") {
    const normal = normalRules(input);
    return { kind, issues: [...issues, ...normal.issues], convention: normal.convention };
  }
  if (kind.kind === "specular") return { kind, issues: [...issues, ...specularRules(input, kind)] };
  return { kind, issues };
}

/**
 * Validates one decoded texture against the product spec's documented rules and LabPBR 1.3
 * (labpbr.md): format, power-of-two size, naming, alpha use, `_n`/`_s` size and frames against the
 * base (pass `base`), normal length, height, blue as AO, normal convention, F0/metal ids and emission.
 * The map kind comes from the name (`_n`, `_s`, `_e`). Pure: no decoding, no I/O.
 */
export function validateTexture(input: TextureInput): ValidationResult {
  const { issues } = inspectTexture(input);
  const isValid = !issues.some((issue) => issue.level === "error");
  const filename = input.path.slice(input.path.lastIndexOf("/") + 1);
  return {
    isValid,
    totalFiles: 1,
    textureFiles: 1,
    issues,
    fileDetails: [{ path: input.path, filename, size: input.fileSize ?? 0, validation: { isValid } }],
  };
}
