import { readPngHeader } from "../process/png-chunks.js";
import type { RawImage } from "../types.js";
import { measureNormalMap } from "../validate/normal-checks.js";
import { alphaMetric, textureRole } from "./alpha-metric.js";
import { labPbrRuleMetric } from "./labpbr-rule-metric.js";
import { normalOrientationMetric } from "./normal-orientation-metric.js";
import { describeColorDepth, detectFormat, formatSize, measureMetadata, type QualityFile } from "./quality-file.js";
import {
  bytesPerPixel,
  colorVariance,
  colorVarianceScore,
  compressionLabel,
  cutoutAlpha,
  detailLevel,
  detailScore,
  fileOptimizationScore,
  percent,
  visiblePixels,
} from "./quality-metrics.js";
import { judgeResolution } from "./resolution-metric.js";
import { measureTiling } from "./tiling.js";

export type MetricStatus = "excellent" | "good" | "fair" | "poor";
export type Grade = "A+" | "A" | "B+" | "B" | "C+" | "C" | "D" | "F";

export interface QualityMetric {
  name: string;
  score: number;
  status: MetricStatus;
  description: string;
  /** What to do about it; empty when the metric is excellent. */
  recommendation: string;
}

/** The Quality report of the product spec (section 3). */
export interface QualityReport {
  overallScore: number;
  /** From the score's band, but never above F while `failsLabPbr` is set (see `reportGrade`). */
  grade: Grade;
  /**
   * The LabPBR rule a `_n` or `_s` map breaks ("Normal XY Length", "Specular Ranges"), when it breaks
   * one: the map is not valid LabPBR, however its other metrics score. Absent for colour textures.
   */
  failsLabPbr?: string;
  metrics: QualityMetric[];
  recommendations: string[];
  technicalDetails: {
    resolution: string;
    fileSize: string;
    format: string;
    /** Measured from the file (the spec fixes it at '8-bit RGB'). */
    colorDepth: string;
    compression: "High" | "Medium" | "Low";
  };
}

/**
 * Status bands per metric (product spec, section 9); tiling, transparency and height have none there and
 * use 90/70/50.
 */
const bands: Record<string, [number, number, number]> = {
  Resolution: [90, 70, 50],
  "File Optimization": [90, 70, 50],
  "Color Variance": [80, 60, 40],
  "Detail Level": [80, 60, 40],
  "Emission Handling": [95, 85, 70],
  "Format Compliance": [90, 70, 0],
  "Seamless Tiling": [90, 70, 50],
};

/** Maps a score to excellent/good/fair/poor with the metric's bands; format compliance is never poor. */
export function metricStatus(name: string, score: number): MetricStatus {
  const [excellent, good, fair] = bands[name] ?? [90, 70, 50];
  if (score >= excellent) return "excellent";
  if (score >= good) return "good";
  return score >= fair ? "fair" : "poor";
}

/** A+ >= 95, A >= 90, B+ >= 85, B >= 80, C+ >= 75, C >= 70, D >= 60, else F. */
export function gradeFor(score: number): Grade {
  const table: [number, Grade][] = [
    [95, "A+"],
    [90, "A"],
    [85, "B+"],
    [80, "B"],
    [75, "C+"],
    [70, "C"],
    [60, "D"],
  ];
  return table.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

/**
 * The headline grade. The score stays the spec's mean of the metrics, but one poor line among seven
 * left a map shaders misrender (NaN normals, unassigned metal ids) at B or C, the look of a usable
 * texture. A map that breaks a LabPBR rule is unusable until fixed, so it grades F, the band that
 * means "fails"; every other texture keeps the spec's bands.
 */
function reportGrade(score: number, rule: { broken: boolean } | undefined): Grade {
  return rule?.broken ? "F" : gradeFor(score);
}

/**
 * The texture quality analyser (product spec, sections 5 and 9): metrics averaged into the overall score
 * and grade, with statuses, recommendations and technical details. File optimisation, colour variance,
 * emission and format follow the spec's formulas; resolution asks for power-of-two sides without the
 * spec's square rule (see {@link judgeResolution}); tiling and colour depth are measured
 * instead of the spec's fixed values (see {@link measureTiling}), and detail uses the mean luminance step
 * (the spec gives no formula).
 * A colour texture gets the spec's seven metrics, with its alpha read as transparency. LabPBR maps
 * (labpbr.md) hold data, not colour, in their channels: colour variance and detail (luminance steps)
 * mean nothing there and a flat map is often right, so a `_n` or `_s` map gets six: its alpha metric is
 * height (`_n`) or emission (`_s`, the only place emission lives), and one metric checks the LabPBR rule
 * its colour channels must keep (normal XY length, specular G ranges; see {@link labPbrRuleMetric}). A `_n`
 * map gets a seventh, where its normals point (overall lean, OpenGL or DirectX; see
 * {@link normalOrientationMetric}), judged like the validator judges it.
 */
export function analyzeTextureQuality(file: QualityFile, image: RawImage): QualityReport {
  const { width, height } = image;
  if (image.data.length !== width * height * 4 || width <= 0 || height <= 0) {
    throw new RangeError(`Expected a non-empty RGBA image, got ${width}x${height} with ${image.data.length} bytes`);
  }
  if (!Number.isFinite(file.size) || file.size <= 0)
    throw new RangeError(`File size must be positive, got ${file.size}`);
  const format = detectFormat(file);
  const header = file.bytes && format === "PNG" ? readPngHeader(file.bytes) : undefined;
  const ratio = bytesPerPixel(file.size, width, height);
  const frameHeight = height > width && height % width === 0 ? width : height;
  const resolution = judgeResolution(file.name, width, height);
  const role = textureRole(file.name);
  const alpha = alphaMetric(role, image);
  const tiling = measureTiling(image, frameHeight, role === "color" ? "coverage" : "data");
  const normalStats = role === "normal" ? measureNormalMap(image, frameHeight) : undefined;
  const rule = labPbrRuleMetric(role, image, frameHeight, normalStats);
  const orientation = normalStats && normalOrientationMetric(normalStats, file.name);

  const metric: MetricMaker = (name, score, description, advice) => {
    const status = metricStatus(name, score);
    return { name, score, status, description, recommendation: status === "excellent" ? "" : advice };
  };
  const metrics: QualityMetric[] = [
    metric("Resolution", resolution.score, resolution.description, resolution.advice),
    metric(
      "File Optimization",
      fileOptimizationScore(ratio),
      `${ratio.toFixed(2)} bytes per pixel`,
      format === "PNG"
        ? "Optimise the PNG losslessly and strip metadata chunks"
        : format === "JPEG"
          ? "Save it as a PNG, then optimise that losslessly (a JPEG is compressed already, lossily)"
          : // TGA, TIFF, BMP and GIF store pixels losslessly (raw or run-length coded): only the format is wrong.
            `Save it as a PNG, the format resource packs load, then optimise that losslessly`,
    ),
    ...(role === "color" ? colorMetrics(image, metric) : []),
    metric(alpha.name, alpha.score, alpha.description, alpha.advice),
    ...(rule ? [metric(rule.name, rule.score, rule.description, rule.advice)] : []),
    ...(orientation ? [metric(orientation.name, orientation.score, orientation.description, orientation.advice)] : []),
    metric(
      "Format Compliance",
      format === "PNG" ? 100 : 70,
      format,
      "Convert to PNG: the game and shaders load only PNG",
    ),
    metric(
      "Seamless Tiling",
      tiling.score,
      `Seam step ${tiling.seamDifference.toFixed(1)}; the roughest line inside steps ${tiling.roughestInteriorDifference.toFixed(1)}`,
      "Opposite edges do not continue each other: offset the texture by half and paint out the seam",
    ),
  ];
  const overallScore = Math.round(metrics.reduce((sum, item) => sum + item.score, 0) / metrics.length);
  const recommendations: string[] = [];
  // A broken LabPBR rule comes first: shaders misrender the map until it is fixed.
  if (rule?.broken) recommendations.push(rule.advice);
  // Then normals that point wrong: the whole surface lights wrongly, which matters more than file size.
  if (orientation?.advice) recommendations.push(orientation.advice);
  // The same advice as the Resolution metric, so the list never contradicts its score.
  if (resolution.advice && metrics[0]?.status !== "excellent") recommendations.push(resolution.advice);
  const metadata = file.bytes && format === "PNG" ? measureMetadata(file.bytes) : undefined;
  const strip = metadata && `Strip ${metadata.bytes} bytes of metadata (${metadata.types.join(", ")})`;
  // Raw RGBA is 4 bytes per pixel. When metadata is most of the file it, not the pixels, is the bloat: the
  // advice names it as the cause instead of telling the artist to compress pixels that are already small.
  const mostlyMetadata = metadata !== undefined && metadata.bytes > file.size / 2;
  if (ratio > 2 && mostlyMetadata) {
    recommendations.push(
      `${strip}: it is ${percent(metadata.bytes / file.size)} of the file, which is why it takes ${ratio.toFixed(2)} bytes per pixel`,
    );
  } else if (ratio > 4) {
    recommendations.push(
      `Compress the file: ${ratio.toFixed(2)} bytes per pixel is larger than raw RGBA (4 bytes per pixel)`,
    );
  } else if (ratio > 2) {
    recommendations.push(`Compress the file: ${ratio.toFixed(2)} bytes per pixel is close to raw size`);
  }
  if (format !== "PNG") recommendations.push("Convert to PNG");
  if (strip && !(ratio > 2 && mostlyMetadata)) recommendations.push(strip);
  for (const item of metrics.slice(2))
    if (
      (item.status === "poor" || item.status === "fair") &&
      item.name !== rule?.name &&
      item.name !== orientation?.name
    )
      recommendations.push(item.recommendation);
  return {
    overallScore,
    grade: reportGrade(overallScore, rule),
    ...(rule?.broken ? { failsLabPbr: rule.name } : {}),
    metrics,
    recommendations,
    technicalDetails: {
      resolution: `${width}x${height}`,
      fileSize: formatSize(file.size),
      format,
      colorDepth: describeColorDepth(header, image, format),
      compression: compressionLabel(ratio),
    },
  };
}

type MetricMaker = (name: string, score: number, description: string, advice: string) => QualityMetric;

/**
 * The metrics that judge colour, for albedo only: the spec's variance score and our luminance detail,
 * both over visible pixels (alpha at or above the cutout). Nothing visible scores 0 and says so.
 */
function colorMetrics(image: RawImage, metric: MetricMaker): QualityMetric[] {
  if (visiblePixels(image) === 0) {
    const nothing = `Nothing visible: every pixel is below alpha ${cutoutAlpha}, which the game does not draw`;
    const advice = `The texture is fully transparent: paint visible pixels (alpha ${cutoutAlpha} or more) or check the export`;
    return [metric("Color Variance", 0, nothing, advice), metric("Detail Level", 0, nothing, advice)];
  }
  const variance = colorVariance(image);
  const meanStep = detailLevel(image);
  return [
    metric(
      "Color Variance",
      colorVarianceScore(variance),
      `Colour variance ${variance.toFixed(0)} over visible pixels`,
      "The texture is nearly flat; add colour variation so shaders have detail to work with",
    ),
    metric(
      "Detail Level",
      detailScore(meanStep),
      `Mean luminance step ${meanStep.toFixed(1)} between visible neighbours`,
      "Little fine detail: generated normal and height maps will be weak; raise normal strength or add detail",
    ),
  ];
}
