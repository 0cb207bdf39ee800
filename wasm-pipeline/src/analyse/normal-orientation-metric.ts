import { normalOrientationIssues } from "../validate/map-rules.js";
import { averageTiltDegrees, inferNormalConvention, type NormalMapStats } from "../validate/normal-checks.js";

/** The Quality line for where a `_n` map's normals point: overall lean and OpenGL/DirectX convention. */
export interface NormalOrientationMetric {
  name: "Normal Orientation";
  score: number;
  description: string;
  /** Shown when the metric is below excellent. */
  advice: string;
}

/**
 * Each problem the validator finds costs 60: one (a 35° lean, or green flipped) leaves 40, poor in every
 * band, because either one makes the whole surface light wrongly, however clean its pixels are; both
 * leave 0. Neither breaks the file (shaders read it without NaN), so unlike a broken LabPBR rule the
 * grade is not forced to F: the mean of the metrics carries it.
 */
const costPerProblem = 60;

/**
 * Judges a `_n` map with the validator's own orientation checks ({@link normalOrientationIssues}), so the
 * Quality tab and Validate Texture Only never disagree: the same thresholds, the same words.
 */
export function normalOrientationMetric(stats: NormalMapStats, path: string): NormalOrientationMetric {
  const issues = normalOrientationIssues(stats, path);
  if (issues.length > 0) {
    return {
      name: "Normal Orientation",
      score: Math.max(0, 100 - costPerProblem * issues.length),
      description: issues.map((issue) => issue.message).join(". "),
      advice: issues.map((issue) => issue.suggestion).join(". "),
    };
  }
  const tilt = averageTiltDegrees(stats).toFixed(0);
  const convention =
    inferNormalConvention(stats) === "directx"
      ? "green follows DirectX (Y down), as LabPBR reads it"
      : "the convention cannot be told (no height to compare with, or flat normals)";
  return {
    name: "Normal Orientation",
    score: 100,
    description: `The normals lean ${tilt}° on average; ${convention}`,
    advice: "",
  };
}
