import { describe, expect, it } from "vitest";
import type { ProjectFileRow } from "../db/project-files.js";
import { buildFileTree, formatSize, projectStats } from "./project-files.js";

const row = (id: number, path: string, size: number, status: string, score: number | null, at: string) =>
  ({
    id,
    projectId: 7,
    path,
    size,
    contentType: "image/png",
    status,
    validationScore: score,
    errorMessage: status === "error" ? "broken" : null,
    r2Key: `projects/7/files/${id}`,
    createdAt: at,
    updatedAt: at,
  }) satisfies ProjectFileRow;

describe("buildFileTree", () => {
  it("adds one folder per path segment, sums sizes, keeps the newest time and bubbles errors up", () => {
    const tree = buildFileTree(7, [
      row(1, "a/b/one.png", 10, "completed", 100, "2026-01-01T00:00:00.000Z"),
      row(2, "a/two.png", 5, "error", 60, "2026-01-03T00:00:00.000Z"),
      row(3, "root.png", 1, "completed", 100, "2026-01-02T00:00:00.000Z"),
    ]);
    expect(tree.map((entry) => [entry.type, entry.path, entry.parentPath, entry.size, entry.status])).toEqual([
      ["folder", "a", "", 15, "error"],
      ["folder", "a/b", "a", 10, "completed"],
      ["file", "a/b/one.png", "a/b", 10, "completed"],
      ["file", "a/two.png", "a", 5, "error"],
      ["file", "root.png", "", 1, "completed"],
    ]);
    expect(tree[0]?.lastModified).toBe("2026-01-03T00:00:00.000Z");
    expect(tree[2]).toMatchObject({ id: "1", name: "one.png", preview: "/api/projects/7/files/1/content" });
  });

  it("tells files a conversion wrote from files people added, by where their object lives", () => {
    const converted = { ...row(1, "stone_n.png", 1, "completed", 100, "t"), r2Key: "projects/7/files/job-ab12" };
    const copied = { ...row(3, "glass_n.png", 1, "completed", 100, "t"), r2Key: "projects/7/files/job-kept-cd34" };
    const tree = buildFileTree(7, [converted, copied, row(2, "stone.png", 1, "completed", 100, "t")]);
    expect(Object.fromEntries(tree.map((entry) => [entry.path, entry.origin]))).toEqual({
      "stone.png": "uploaded",
      "stone_n.png": "converted",
      // A pack's own map, copied by the conversion, stays the artist's.
      "glass_n.png": "uploaded",
    });
  });
});

describe("formatSize and projectStats", () => {
  it("formats bytes with one decimal from KB up", () => {
    expect([0, 1023, 1024, 1536, 5 * 1024 * 1024, 3 * 1024 ** 3].map(formatSize)).toEqual([
      "0 B",
      "1023 B",
      "1.0 KB",
      "1.5 KB",
      "5.0 MB",
      "3.0 GB",
    ]);
  });

  it("counts statuses and averages only scored files", () => {
    const stats = projectStats(
      [
        row(1, "a.png", 1024, "completed", 100, "t"),
        row(2, "b.png", 1024, "error", 60, "t"),
        row(3, "c.png", 1024, "pending", null, "t"),
      ],
      "2026-01-01T00:00:00.000Z",
    );
    expect(stats).toEqual({
      totalFiles: 3,
      completedFiles: 1,
      errorFiles: 1,
      processingFiles: 1,
      totalSize: "3.0 KB",
      totalBytes: 3072,
      averageScore: 80,
      lastActivity: "2026-01-01T00:00:00.000Z",
    });
  });

  it("has no average score, rather than 0, while no file is scored", () => {
    expect(projectStats([], "t").averageScore).toBeNull();
    const nearlyPerfect = [
      ...Array.from({ length: 3259 }, (_, index) => row(index + 1, `f${index}.png`, 1, "completed", 100, "t")),
      row(4000, "a.png", 1, "error", 60, "t"),
      row(4001, "b.png", 1, "error", 60, "t"),
    ];
    expect(projectStats(nearlyPerfect, "t").averageScore).toBe(99.9);
    expect(projectStats([row(1, "c.png", 1024, "pending", null, "t")], "t").averageScore).toBeNull();
  });
});
