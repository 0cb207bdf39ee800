import { frameLayout } from "./animation.js";
import { makeIssue, type TextureInput } from "./texture-input.js";
import { hasUpperCaseLoneName, hasUpperCaseResourceName, type TexturePath } from "./texture-path.js";
import type { ValidationIssue } from "./types.js";

const atlasCategories = new Set(["block", "blocks", "item", "items", "ctm"]);

const isPowerOfTwo = (value: number) => value > 0 && (value & (value - 1)) === 0;

/**
 * Non-LabPBR suffixes people use for normal/specular maps, with the LabPBR suffix they mean. No word
 * holds an `_`, so a stem ends in `_word` exactly when its part after the last `_` is the word: one Set
 * lookup per texture instead of three regular expressions.
 */
const foreignSuffixes = new Map<string, string>([
  ...["normal", "normals", "nrm", "norm", "nor", "normalmap"].map((w): [string, string] => [w, "_n"]),
  ...[
    "spec",
    "specular",
    "specularmap",
    "rough",
    "roughness",
    "smooth",
    "smoothness",
    "metal",
    "metallic",
    "metalness",
    "f0",
  ].map((w): [string, string] => [w, "_s"]),
  ...["height", "heightmap", "disp", "displacement", "bump"].map((w): [string, string] => [
    w,
    "_n (height goes in _n alpha)",
  ]),
]);

/** Rules about the file itself: format, name, resolution and alpha (product spec, documented rules). */
export function fileRules(input: TextureInput, kind: TexturePath): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { path, image } = input;
  const stem = kind.filename.replace(/\.[^.]+$/, "").toLowerCase();
  if (!kind.filename.toLowerCase().endsWith(".png")) {
    issues.push(
      makeIssue(
        "error",
        path,
        `${kind.filename} is not a PNG; the game and shaders only load PNG textures`,
        "Convert the file to PNG (lossless) and keep the same name with a .png extension",
        { value: extensionOf(kind.filename) },
      ),
    );
  }
  if (hasUpperCaseResourceName(path)) {
    issues.push(upperCaseIssue(path));
  } else if (hasUpperCaseLoneName(path)) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    issues.push(
      makeIssue(
        "warning",
        path,
        `${name} has upper-case letters; Minecraft only loads lower-case resource paths, so a pack would skip it`,
        `Rename ${name} to ${name.toLowerCase()} before putting it in a pack`,
        { value: name },
      ),
    );
  }
  const underscore = stem.lastIndexOf("_");
  const suffix = underscore < 0 ? undefined : foreignSuffixes.get(stem.slice(underscore + 1));
  if (suffix) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `"${stem}" uses a suffix LabPBR does not read`,
        `Rename it with the ${suffix} suffix beside its base texture (LabPBR reads only _n and _s)`,
        { value: stem.slice(underscore) },
      ),
    );
  }
  if (kind.kind === "emissive") {
    issues.push(
      makeIssue(
        "info",
        path,
        "_e is OptiFine's separate emissive overlay, not part of LabPBR",
        "For LabPBR shaders put emission in the _s alpha channel (0-254, 255 = none); keep _e only for OptiFine's emissive feature",
        { channel: "_s.A" },
      ),
    );
  }
  // Only atlas-stitched textures need power-of-two frames (mipmaps); vanilla entity and painting
  // textures are 48x32, 64x48... and load fine. A map beside its base must match the base's size
  // (map-rules), not a power of two: the base carries this issue once.
  if (atlasCategories.has(kind.category) && !input.base) {
    const layout = frameLayout(image.width, image.height, input.mcmeta);
    if (!isPowerOfTwo(layout.frameWidth) || !isPowerOfTwo(layout.frameHeight)) {
      issues.push(
        makeIssue(
          "error",
          path,
          `Resolution ${layout.frameWidth}x${layout.frameHeight}${layout.animated ? " per frame" : ""} is not a power of two`,
          resizeAdvice(layout.frameWidth, layout.frameHeight),
          { value: `${image.width}x${image.height}` },
        ),
      );
    }
  }
  if (kind.kind === "base" && input.header?.hasAlpha && allOpaque(input)) {
    issues.push(
      makeIssue(
        "info",
        path,
        "The file stores an alpha channel but every pixel is fully opaque",
        "Save it as RGB (or let compression drop the unused alpha) to make the file smaller",
        { channel: "A", value: 255 },
      ),
    );
  }
  return issues;
}

/** The issue for a resource path with capitals (the game refuses to load it). */
export function upperCaseIssue(path: string): ValidationIssue {
  return makeIssue(
    "warning",
    path,
    "The path has upper-case letters; Minecraft only loads lower-case resource paths and skips this file",
    `Rename it to ${path.toLowerCase()}`,
    { value: path.slice(path.lastIndexOf("/") + 1) },
  );
}

/**
 * Where to take a frame that is not a power of two. Stretching 16x18 to 16x32 distorts pixel art, so
 * when a side is only a little past a power of two, cropping or trimming to it is offered first.
 */
function resizeAdvice(width: number, height: number): string {
  const up = `${nextPowerOfTwo(width)}x${nextPowerOfTwo(height)}`;
  const down = `${previousPowerOfTwo(width)}x${previousPowerOfTwo(height)}`;
  const nearDown = [width, height].every((side) => side - previousPowerOfTwo(side) <= previousPowerOfTwo(side) / 4);
  const keepSharp = "so mipmaps and the atlas stay sharp";
  return nearDown
    ? `Crop or trim to ${down}, or resize to ${up} (nearest-neighbour for pixel art), ${keepSharp}`
    : `Resize to ${up} (nearest-neighbour for pixel art) ${keepSharp}`;
}

/** The name's extension with its dot, or "(none)": `slice(lastIndexOf("."))` of `stone` would give "e". */
function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "(none)" : filename.slice(dot);
}

function previousPowerOfTwo(value: number): number {
  let power = 1;
  while (power * 2 <= value) power *= 2;
  return power;
}

function nextPowerOfTwo(value: number): number {
  let power = 1;
  while (power < value) power *= 2;
  return power;
}

function allOpaque({ image }: TextureInput): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) return false;
  return true;
}
