import type { RawImage } from "../types.js";
import { measureNormalMap, type NormalMapStats } from "../validate/normal-checks.js";
import { measureSpecularMap } from "../validate/specular-checks.js";
import type { TextureRole } from "./alpha-metric.js";
import { percent } from "./quality-metrics.js";

/** A quality metric for one LabPBR rule a map's channels must keep (product spec: LabPBR compliance). */
export interface LabPbrRuleMetric {
  name: "Normal XY Length" | "Specular Ranges";
  score: number;
  description: string;
  /** Shown when the metric is below excellent. */
  advice: string;
  /** True when some pixel breaks the rule: the map is not valid LabPBR, whatever else it scores. */
  broken: boolean;
}

/**
 * The score of a broken rule: at most 40 (poor in every band), falling with the share of pixels that
 * break it, so a map a shader will misrender never looks "good" on this line.
 */
function brokenScore(badShare: number): number {
  return Math.round(40 * (1 - badShare));
}

/**
 * The LabPBR rule a `_n` or `_s` map's colour channels carry, measured by the validator's own checks
 * (the same counts the Validation report gives): a normal's XY inside the unit circle (shaders rebuild
 * Z = sqrt(1 - x² - y²)), and a specular G outside 238-254 (unassigned metal ids). Colour textures have
 * no such rule: undefined. `normalStats`, when the caller measured them already, saves a second pass.
 */
export function labPbrRuleMetric(
  role: TextureRole,
  image: RawImage,
  frameHeight: number,
  normalStats?: NormalMapStats,
): LabPbrRuleMetric | undefined {
  if (role === "normal") {
    const stats = normalStats ?? measureNormalMap(image, frameHeight);
    const maxLength = stats.maxXYLength.toFixed(2);
    if (stats.overlongXY === 0) {
      return {
        name: "Normal XY Length",
        score: 100,
        description: `Every normal's XY is within the unit circle (longest ${maxLength})`,
        advice: "",
        broken: false,
      };
    }
    return {
      name: "Normal XY Length",
      score: brokenScore(stats.overlongXY / stats.pixels),
      description: `XY longer than 1 on ${percent(stats.overlongXY / stats.pixels)} of pixels (longest ${maxLength}): shaders rebuild Z from it and get NaN`,
      advice: "Renormalise the normals (scale R and G around 128 so |XY| <= 1) before storing",
      broken: true,
    };
  }
  if (role === "specular") {
    const stats = measureSpecularMap(image);
    if (stats.unassignedMetal === 0) {
      return {
        name: "Specular Ranges",
        score: 100,
        description: "Green holds an F0 (0-229) or a metal id (230-237, 255) on every pixel",
        advice: "",
        broken: false,
      };
    }
    return {
      name: "Specular Ranges",
      score: brokenScore(stats.unassignedMetal / stats.pixels),
      description: `Green ${stats.firstUnassigned} is an unassigned metal id (238-254) on ${percent(stats.unassignedMetal / stats.pixels)} of pixels`,
      advice:
        "Use 230-237 for a predefined metal (230 iron ... 237 silver), 255 for a generic metal, or at most 229 for a dielectric F0",
      broken: true,
    };
  }
  return undefined;
}
