import { shareLabel } from "../../../lib/format";
import type { ProjectFile } from "../../projects/api/types";

// Shared with the F0 analyser's metal shares; kept exported here for the dashboard's callers.
export { shareLabel };

/** Below this validation score a texture "needs work" (the validator's "fair" band starts at 70). */
export const NEEDS_WORK_BELOW = 70;

export type ScoreTone = "good" | "warning" | "danger";

export interface StatusShare {
  status: string;
  count: number;
  /** Share of all files, 0..100, rounded (bar widths). */
  percent: number;
  /** The share as shown: "<1%" and ">99%" where rounding would say 0 % or 100 % of a real part. */
  label: string;
}

/** How many files are in each status, most common first. Folders are not files. */
export function statusDistribution(files: ProjectFile[]): StatusShare[] {
  const real = files.filter((file) => file.type === "file");
  const counts = new Map<string, number>();
  for (const file of real) counts.set(file.status, (counts.get(file.status) ?? 0) + 1);
  return [...counts]
    .map(([status, count]) => ({
      status,
      count,
      percent: Math.round((count / real.length) * 100),
      label: shareLabel(count, real.length),
    }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}

export interface QualityMetrics {
  scored: number;
  best: number | null;
  worst: number | null;
  average: number | null;
  needsWork: ProjectFile[];
  /**
   * Files per score band: 90-100, 70-89, 50-69, 0-49. `tone` colours the band's bar: the two bands that
   * "need work" (below 70) are not drawn in the same green as the good ones.
   */
  bands: { label: string; count: number; tone: ScoreTone }[];
}

/** Quality figures over the files that have a validation score. */
export function qualityMetrics(files: ProjectFile[]): QualityMetrics {
  const scored = files.filter(
    (file): file is ProjectFile & { validationScore: number } =>
      file.type === "file" && typeof file.validationScore === "number",
  );
  const scores = scored.map((file) => file.validationScore);
  const band = (low: number, high: number) => scores.filter((score) => score >= low && score <= high).length;
  return {
    scored: scored.length,
    best: scores.length ? Math.max(...scores) : null,
    worst: scores.length ? Math.min(...scores) : null,
    // To a tenth, rounded down, so 2,474 perfect scores and 6 of 60 read 99.8, not a perfect 100.
    average: scores.length ? Math.floor((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
    needsWork: scored
      .filter((file) => file.validationScore < NEEDS_WORK_BELOW)
      .sort((a, b) => a.validationScore - b.validationScore),
    bands: [
      { label: "90–100", count: band(90, 100), tone: "good" },
      { label: "70–89", count: band(70, 89), tone: "good" },
      { label: "50–69", count: band(50, 69), tone: "warning" },
      { label: "0–49", count: band(0, 49), tone: "danger" },
    ],
  };
}

/**
 * What the score bands count, said when it is not every file: the status distribution counts each file,
 * but a `.mcmeta` (animation data, not an image) never gets a score, by design, and a file not yet
 * checked has none either, so 3,314 files beside bands summing to 3,259 read as a mistake. Null when every
 * file is scored.
 */
export function scoreCoverage(files: ProjectFile[]): string | null {
  const real = files.filter((file) => file.type === "file");
  const unscored = real.filter((file) => typeof file.validationScore !== "number");
  if (unscored.length === 0) return null;
  const meta = unscored.filter((file) => file.name.toLowerCase().endsWith(".mcmeta")).length;
  const other = unscored.length - meta;
  const count = (n: number) => n.toLocaleString("en-US");
  const parts = [
    meta > 0 && `${count(meta)} .mcmeta ${meta === 1 ? "file" : "files"} (animation data, not images, never scored)`,
    other > 0 && `${count(other)} ${other === 1 ? "file" : "files"} without a score yet`,
  ].filter(Boolean);
  return `Scores of ${count(real.length - unscored.length)} of ${count(real.length)} files; not counted: ${parts.join(" and ")}.`;
}
