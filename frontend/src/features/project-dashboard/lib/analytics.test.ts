import { describe, expect, it } from "vitest";
import type { ProjectFile } from "../../projects/api/types";
import { qualityMetrics, scoreCoverage, shareLabel, statusDistribution } from "./analytics";

const file = (name: string, status: string, validationScore: number | null): ProjectFile => ({
  id: name,
  name,
  type: "file",
  status,
  size: 10,
  path: name,
  validationScore,
});

describe("analytics", () => {
  it("counts statuses over files only, most common first", () => {
    const files = [
      file("a", "completed", 90),
      file("b", "completed", 80),
      file("c", "error", null),
      { ...file("d", "completed", null), type: "folder" as const },
    ];
    expect(statusDistribution(files)).toEqual([
      { status: "completed", count: 2, percent: 67, label: "67%" },
      { status: "error", count: 1, percent: 33, label: "33%" },
    ]);
    expect(statusDistribution([])).toEqual([]);
  });

  it("never rounds a real share away: 6 errors in 2,480 files are <1%, the rest >99%", () => {
    expect(shareLabel(6, 2480)).toBe("<1%");
    expect(shareLabel(2474, 2480)).toBe(">99%");
    expect(shareLabel(0, 2480)).toBe("0%");
    expect(shareLabel(2480, 2480)).toBe("100%");
    const many = [...Array.from({ length: 2474 }, (_, i) => file(`ok${i}`, "completed", 100))];
    const six = Array.from({ length: 6 }, (_, i) => file(`bad${i}`, "error", 60));
    expect(qualityMetrics([...many, ...six]).average).toBe(99.9);
  });

  it("measures scores and lists the files that need work, worst first", () => {
    const metrics = qualityMetrics([
      file("a", "completed", 98),
      file("b", "completed", 65),
      file("c", "completed", 40),
      file("d", "error", null),
    ]);
    expect(metrics).toMatchObject({ scored: 3, best: 98, worst: 40, average: 67.6 });
    expect(metrics.needsWork.map((f) => f.name)).toEqual(["c", "b"]);
    expect(metrics.bands.map((b) => b.count)).toEqual([1, 0, 1, 1]);
    // Only the bands that need work (below 70) are drawn as warnings.
    expect(metrics.bands.map((b) => b.tone)).toEqual(["good", "good", "warning", "danger"]);
  });

  it("has no figures without scores", () => {
    expect(qualityMetrics([file("x", "pending", null)])).toMatchObject({ scored: 0, best: null, average: null });
  });
});

describe("scoreCoverage", () => {
  it("says what the bands leave out: .mcmeta files are never scored, unchecked files not yet", () => {
    const textures = Array.from({ length: 3259 }, (_, i) => file(`t${i}.png`, "completed", 100));
    const metas = Array.from({ length: 55 }, (_, i) => file(`t${i}.png.mcmeta`, "completed", null));
    const files = [...textures, ...metas];
    // The bands sum to the scored textures, the distribution to every file: the note says why.
    expect(qualityMetrics(files).bands.reduce((sum, band) => sum + band.count, 0)).toBe(3259);
    expect(statusDistribution(files)[0]?.count).toBe(3314);
    expect(scoreCoverage(files)).toBe(
      "Scores of 3,259 of 3,314 files; not counted: 55 .mcmeta files (animation data, not images, never scored).",
    );
    expect(scoreCoverage([...files, file("new.png", "pending", null)])).toBe(
      "Scores of 3,259 of 3,315 files; not counted: 55 .mcmeta files (animation data, not images, never scored) and 1 file without a score yet.",
    );
  });

  it("says nothing when every file is scored", () => {
    expect(scoreCoverage([file("a.png", "completed", 90), { ...file("d", "completed", null), type: "folder" }])).toBe(
      null,
    );
  });
});
