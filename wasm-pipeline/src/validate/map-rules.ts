import { nameTokens } from "../material/name-tokens.js";
import { frameLayout } from "./animation.js";
import {
  averageTiltDegrees,
  inferNormalConvention,
  measureNormalMap,
  type NormalConvention,
  type NormalMapStats,
} from "./normal-checks.js";
import { isMetalName, measureSpecularMap } from "./specular-checks.js";
import { makeIssue, share, type TextureInput } from "./texture-input.js";
import type { TexturePath } from "./texture-path.js";
import type { ValidationIssue } from "./types.js";

/** `_n`/`_s` must match the base texture's size and frame count (labpbr.md, Declaring and laying out). */
export function matchesBaseRules(input: TextureInput, kind: TexturePath): ValidationIssue[] {
  const { base, image, path } = input;
  if (!base || (kind.kind !== "normal" && kind.kind !== "specular")) return [];
  const suffix = kind.kind === "normal" ? "_n" : "_s";
  const baseLayout = frameLayout(base.width, base.height, base.mcmeta);
  const mapLayout = frameLayout(image.width, image.height, input.mcmeta ?? base.mcmeta);
  const issues: ValidationIssue[] = [];
  if (baseLayout.animated && image.height === image.width && baseLayout.frameCount > 1) {
    issues.push(
      makeIssue(
        "error",
        path,
        `${suffix} has 1 frame but its base texture is animated with ${baseLayout.frameCount} frames`,
        `Make ${suffix} a ${base.width}x${base.height} strip with one map per frame, in the base's frame order`,
        { value: `1/${baseLayout.frameCount}` },
      ),
    );
  } else if (image.width !== base.width || image.height !== base.height) {
    issues.push(
      makeIssue(
        "error",
        path,
        `${suffix} is ${image.width}x${image.height} but its base texture is ${base.width}x${base.height}`,
        `Resize ${suffix} to exactly ${base.width}x${base.height} (nearest-neighbour for _s so metal ids survive); OptiFine rescales or crashes on a mismatch`,
        { value: `${image.width}x${image.height}` },
      ),
    );
  }
  if (baseLayout.animated && base.mcmeta !== undefined && input.mcmeta === undefined && mapLayout.frameCount > 1) {
    issues.push(
      makeIssue(
        "info",
        path,
        `${suffix} has no .mcmeta of its own; it follows the base texture's animation`,
        `Copy ${kind.basePath.slice(kind.basePath.lastIndexOf("/") + 1)}.mcmeta to ${kind.filename}.mcmeta so every loader animates it the same way`,
      ),
    );
  }
  return issues;
}

/** Average lean (degrees) past which a `_n` map's R and G read as off-centre: twice the steepest honest one seen. */
const maxAverageTilt = 20;

/** Findings for a `_n` map, plus the normal convention it appears to follow. */
export function normalRules(input: TextureInput): { issues: ValidationIssue[]; convention: NormalConvention } {
  const { image, path } = input;
  const layout = frameLayout(image.width, image.height, input.mcmeta ?? input.base?.mcmeta);
  const frameHeight = image.height % layout.frameHeight === 0 ? layout.frameHeight : image.height;
  const stats = measureNormalMap(image, frameHeight);
  const issues: ValidationIssue[] = [];
  if (stats.overlongXY > 0) {
    issues.push(
      makeIssue(
        "error",
        path,
        `Normal XY longer than 1 on ${share(stats.overlongXY, stats.pixels)} (max ${stats.maxXYLength.toFixed(2)}); shaders rebuild Z = sqrt(1 - x² - y²) and get NaN`,
        "Renormalise the normals (scale R/G around 128 so |XY| <= 1) before storing",
        { channel: "_n.RG", value: Number(stats.maxXYLength.toFixed(3)) },
      ),
    );
  }
  if (input.header && !input.header.hasAlpha) {
    issues.push(
      makeIssue(
        "warning",
        path,
        "_n is RGB only: it carries no height, so parallax (POM) sees a flat surface",
        "Add height to the alpha channel (255 = surface, 1 = deepest); use 255 everywhere for a truly flat material",
        { channel: "_n.A" },
      ),
    );
  } else if (stats.zeroHeight > 0) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `Height 0 on ${share(stats.zeroHeight, stats.pixels)}; some shaders' parallax breaks at 0`,
        "Clamp the height (alpha) to a minimum of 1",
        { channel: "_n.A", value: 0 },
      ),
    );
  }
  if (stats.tiltedPixels >= 8 && stats.blueMatchesZ >= 0.9) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `Blue holds the normal's Z on ${(stats.blueMatchesZ * 100).toFixed(0)} % of tilted pixels; LabPBR reads blue as ambient occlusion`,
        "Replace blue with AO (255 = unoccluded when you have none); shaders rebuild Z from R and G",
        { channel: "_n.B" },
      ),
    );
  }
  issues.push(...normalOrientationIssues(stats, path));
  return { issues, convention: inferNormalConvention(stats) };
}

/**
 * Whether a `_n` map's normals point the way LabPBR reads them: an average lean past {@link maxAverageTilt}
 * (the whole surface looks tilted) and the OpenGL convention (green flipped). Shared with the Quality
 * report, so both screens judge and word a map the same way.
 */
export function normalOrientationIssues(stats: NormalMapStats, path: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const tilt = averageTiltDegrees(stats);
  if (tilt > maxAverageTilt) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `The normals lean ${tilt.toFixed(0)}° on average (mean R ${stats.meanRed.toFixed(0)}, G ${stats.meanGreen.toFixed(0)}); a surface's normals average out flat, so the whole texture will look tilted in light`,
        "Re-centre R and G on 128 (subtract the average lean), or bake the normals again from the height",
        { channel: "_n.RG", value: Number(tilt.toFixed(1)) },
      ),
    );
  }
  if (inferNormalConvention(stats) === "opengl") {
    issues.push(
      makeIssue(
        "warning",
        path,
        "The normals follow OpenGL (Y up): green disagrees with the height in the alpha channel; LabPBR uses DirectX (Y down)",
        "Swap to DirectX: invert the green channel (G' = 255 - G)",
        {
          channel: "_n.G",
          value: `x ${stats.heightAgreement?.x.toFixed(2)}, y ${stats.heightAgreement?.y.toFixed(2)}`,
        },
      ),
    );
  }
  return issues;
}

/** Findings for a `_s` map: F0/metal-id bands in G and emission conventions in A. */
export function specularRules(input: TextureInput, kind: TexturePath): ValidationIssue[] {
  const { image, path } = input;
  const stats = measureSpecularMap(image);
  const issues: ValidationIssue[] = [];
  if (stats.unassignedMetal > 0) {
    issues.push(
      makeIssue(
        "error",
        path,
        `G ${stats.firstUnassigned} is an unassigned metal id (238-254) on ${share(stats.unassignedMetal, stats.pixels)}`,
        "Use 230-237 for a predefined metal (230 iron ... 237 silver), 255 for a generic metal, or at most 229 for a dielectric F0",
        { channel: "_s.G", value: stats.firstUnassigned ?? 238 },
      ),
    );
  }
  const metalPixels = stats.predefinedMetal + stats.genericMetal;
  // A numbered connected-texture tile (`ctm/iron_block/3_s.png`) is named by its folder.
  const metalName = isMetalName(kind.filename) || (kind.isCtm && isMetalName(nameTokens(kind.basePath).stem));
  if (metalPixels > 0 && !metalName) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `Metal ids (G >= 230) on ${share(metalPixels, stats.pixels)} of a texture whose name is not a metal`,
        "If the material is not metal, store its F0 (<= 229, typically 10 = 0.04) in G; old metalness maps map to 0 (or 255 only where truly metallic)",
        { channel: "_s.G", value: 230 },
      ),
    );
  }
  if (stats.brighterThanDiamond > 0 && !metalName) {
    issues.push(
      makeIssue(
        "warning",
        path,
        `F0 above 43 (about diamond's, the brightest common gem) on ${share(stats.brighterThanDiamond, stats.pixels)} (max ${stats.maxDielectricF0})`,
        "Non-metals rarely exceed F0 43 (diamond); typical stone 10, wood 11, glass 10. Lower G or use a metal id",
        { channel: "_s.G", value: stats.maxDielectricF0 },
      ),
    );
  }
  if (stats.alphaZero === stats.pixels) {
    issues.push(
      makeIssue(
        "warning",
        path,
        "Alpha is 0 everywhere: no emission, but the whole map is transparent, so editors and premultiplying loaders may discard its RGB",
        "Store 255 in alpha where nothing glows (255 = no emission in LabPBR 1.3)",
        { channel: "_s.A", value: 0 },
      ),
    );
  } else if (stats.alphaOpaque === 0 && stats.nearlyOpaque === stats.pixels) {
    issues.push(
      makeIssue(
        "warning",
        path,
        "Every pixel emits at nearly full strength (alpha 250-254 everywhere); in LabPBR 1.3 only 255 means no emission",
        "Set alpha to 255 where the surface should not glow (a 254 written as 'opaque' is full emission)",
        { channel: "_s.A" },
      ),
    );
  }
  return issues;
}
