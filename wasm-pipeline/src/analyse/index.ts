export { type TextureRole, textureRole } from "./alpha-metric.js";
export {
  analyzeF0,
  type F0Analysis,
  type F0Match,
  type F0Options,
  type MetalShare,
  materialPixels,
  rankReferences,
} from "./analyze-f0.js";
export {
  analyzeTextureQuality,
  type Grade,
  gradeFor,
  type MetricStatus,
  metricStatus,
  type QualityMetric,
  type QualityReport,
} from "./analyze-quality.js";
export { autoOptimizeTexture, type OptimizedTexture } from "./auto-optimize.js";
export {
  f0FromReflectance,
  labPbrTypicalMaterials,
  type MaterialCategory,
  type MaterialReference,
  materialReferences,
  metalName,
  reflectanceFromIor,
} from "./f0-references.js";
export type { QualityFile } from "./quality-file.js";
export { qualityReportToJson, qualityReportToMarkdown } from "./quality-report-export.js";
export { measureTiling, type TilingMeasure } from "./tiling.js";
