export { type AbortSignalLike, ConversionAbortedError } from "./abort.js";
export { advancedProcessingFor, hasAdvancedProcessing } from "./advanced-step.js";
export { animationMcmeta, delayToTicks } from "./animation-meta.js";
export { classifyPackPath, mapPath, nonMaterialFolders, type PackPathClass, type PackPathKind } from "./classify.js";
export type { ConversionContext } from "./conversion-context.js";
export { convertEntries, type EntryRange, finishPack } from "./convert-entries.js";
export {
  type ConversionInput,
  type ConversionResult,
  type ConversionSummary,
  type ConvertPackOptions,
  convertPack,
} from "./convert-pack.js";
export { type ImageFile, looseImagesSource } from "./loose-images.js";
export type { MaterialGenerator, MaterialOverrides } from "./material-step.js";
export {
  type AnimationMeta,
  declareLabPbr,
  frameHeightOf,
  markPackDescription,
  parseAnimation,
  unmarkPackDescription,
} from "./mcmeta.js";
export { naturalCompare } from "./natural-order.js";
export { findOversizeTextures, type OversizeTexture } from "./oversize-textures.js";
export {
  type EntryRole,
  nothingToConvertWarning,
  type PackPlan,
  type PlannedEntry,
  type PlanOptions,
  planEntries,
  planPack,
} from "./plan.js";
export { type ConversionCounters, newCounters, ProgressReporter } from "./progress.js";
export { projectPackPath } from "./project-pack-path.js";
export {
  type AssembledSequence,
  assembleSequence,
  type FrameSize,
  type SequenceOptions,
  sequenceName,
  sequenceSizeProblem,
} from "./sequence.js";
