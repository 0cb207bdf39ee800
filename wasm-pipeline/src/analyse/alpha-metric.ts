import type { RawImage } from "../types.js";
import { emissionScore, percent } from "./quality-metrics.js";

/**
 * What a texture is, from its name. LabPBR gives the maps' channels their own meaning (labpbr.md): a
 * `_n` map holds normal XY, AO and height; a `_s` map smoothness, F0, porosity and emission. Anything
 * else is a colour (albedo) texture.
 */
export type TextureRole = "color" | "normal" | "specular";

export function textureRole(fileName: string): TextureRole {
  if (/_n\.[a-z0-9]+$/i.test(fileName)) return "normal";
  if (/_s\.[a-z0-9]+$/i.test(fileName)) return "specular";
  return "color";
}

/** Pixels by alpha: 0, 1..254 and 255. */
export interface AlphaCounts {
  zero: number;
  between: number;
  full: number;
  pixels: number;
}

export function countAlpha(image: RawImage): AlphaCounts {
  const counts = { zero: 0, between: 0, full: 0, pixels: image.width * image.height };
  for (let i = 3; i < image.data.length; i += 4) {
    const alpha = image.data[i];
    if (alpha === 0) counts.zero++;
    else if (alpha === 255) counts.full++;
    else counts.between++;
  }
  return counts;
}

/** The quality metric that reads alpha, named for what alpha holds in this kind of texture. */
export interface AlphaMetric {
  name: "Transparency" | "Height in Alpha" | "Emission Handling";
  score: number;
  description: string;
  /** Shown when the metric is below excellent. */
  advice: string;
}

/**
 * Alpha as the texture's role defines it. Emission lives only in a `_s` map's alpha, so only `_s` maps
 * are scored with the spec's emission formula. A colour texture's alpha is transparency (glass, torches
 * and leaves are cutouts): a statement of what is see-through, never a fault. A `_n` map's alpha is
 * height, where 0 is the one value LabPBR forbids (some shaders' parallax breaks on it).
 */
export function alphaMetric(role: TextureRole, image: RawImage): AlphaMetric {
  const counts = countAlpha(image);
  const share = (count: number) => percent(count / counts.pixels);
  if (role === "specular") {
    const emission = emissionScore((counts.zero + counts.full) / counts.pixels);
    return {
      name: "Emission Handling",
      score: emission.score,
      description: emission.label,
      advice: "In a _s map alpha is emission: keep it at 255 wherever nothing should glow (254 is full glow)",
    };
  }
  if (role === "normal") {
    if (counts.zero > 0) {
      return {
        name: "Height in Alpha",
        score: 60,
        description: `Height 0 on ${share(counts.zero)} of pixels`,
        advice: "Raise height 0 to 1: LabPBR never writes 0, and some shaders' parallax breaks on it",
      };
    }
    return {
      name: "Height in Alpha",
      score: 100,
      description:
        counts.full === counts.pixels ? "Height 255 everywhere: a flat surface" : "Alpha holds height (LabPBR _n)",
      advice: "",
    };
  }
  const description =
    counts.zero + counts.between === 0
      ? "Opaque: no transparency"
      : counts.between === 0
        ? `Cutout: ${share(counts.zero)} of pixels fully transparent, the rest opaque`
        : `Translucent: ${share(counts.between)} of pixels partly transparent${counts.zero > 0 ? `, ${share(counts.zero)} fully` : ""}`;
  return { name: "Transparency", score: 100, description, advice: "" };
}
