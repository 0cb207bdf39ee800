export {
  checkAdvancedProcessing,
  type MaterialFiles,
  NoProcessingOptionsError,
  type ProcessedFile,
  type ProcessedMaterial,
  processMaterial,
} from "./advanced-processing.js";
export {
  type CompressedTexture,
  type CompressTextureOptions,
  compressPng,
  compressTexture,
  defaultCompressTextureOptions,
  oxipngLevelForQuality,
  paletteSizeForQuality,
} from "./compress-texture.js";
export { type CtmPropertiesInput, ctmProperties, formatTiles } from "./ctm-properties.js";
export { buildCtmSet, type CtmMapGenerator, type CtmSet, type CtmSetInput, type CtmTileFiles } from "./ctm-set.js";
export { ctmTileAssignment, generateConnectedTiles, splitCtmSheet } from "./ctm-split.js";
export { type CtmMethod, type CtmTemplate, ctmTemplates, tileConnections } from "./ctm-templates.js";
export { splitFrames, stackFrames } from "./frames.js";
export { resizeWithPixelBlend } from "./pixel-blend.js";
export {
  isPng,
  metadataChunkTypes,
  type PngChunk,
  type PngHeader,
  readPngChunks,
  readPngHeader,
  stripPngMetadata,
} from "./png-chunks.js";
export { type ProcessPackResult, processPack } from "./process-pack.js";
export { type QuantizeOptions, quantizePalette } from "./quantize.js";
export { resizeNearest } from "./resize-nearest.js";
export {
  defaultResizeTextureOptions,
  type MapType,
  type ResizeTextureOptions,
  resizeTexture,
} from "./resize-texture.js";
