export * from "./analyse/index.js";
export { ImageDecodeError, type ImageDecodeErrorCode } from "./codecs/decode-error.js";
export {
  type DecodedImage,
  type DecodeImageOptions,
  decodeImage,
  decodeImageFrames,
  defaultDecodeImageOptions,
  readImageHeader,
} from "./codecs/decode-image.js";
export { isImpossiblySmall, minimumEncodedBytes } from "./codecs/encoded-size.js";
export type { GifAnimation } from "./codecs/gif.js";
export type { ImageFormat, ImageHeader } from "./codecs/image-header.js";
export { initCodecs } from "./codecs/init.js";
export type { CodecModules, WasmSource } from "./codecs/modules.js";
export { pixelBudgetText } from "./codecs/pixel-budget.js";
export { decodePng, encodePng } from "./codecs/png.js";
export { isTga } from "./codecs/tga.js";
export {
  classifyMaterial,
  generateMaterial,
  type Material,
  type MaterialCategory,
  type MaterialContext,
  type MaterialProfile,
  metalIds,
  resolveMaterialProfile,
} from "./material/index.js";
export * from "./pack/index.js";
export type {
  FileValidationStatus,
  LogLevel,
  LogLine,
  ProcessingStatus,
  TextureFile,
  TextureType,
} from "./pack/types.js";
export {
  conversionPresetSettingsProblem,
  isConversionPresetSettings,
  isPlainObject,
} from "./preset-settings.js";
export * from "./process/index.js";
export {
  type AdvancedProcessing,
  type ConversionSettings,
  changesBaseColor,
  defaultAdvancedProcessing,
  defaultConversionSettings,
  type Interpolation,
  isOnStep,
  settingSteps,
  textureResolutions,
} from "./settings.js";
export { createRawImage, type RawImage } from "./types.js";
export * from "./validate/index.js";
export type { FileDetail, IssueLevel, ValidationIssue, ValidationResult } from "./validate/types.js";
export * from "./zip/index.js";
