export { type FrameLayout, frameLayout, parseAnimationMeta } from "./animation.js";
export { messageBesidePath } from "./issue-text.js";
export {
  inferNormalConvention,
  measureNormalMap,
  type NormalConvention,
  type NormalMapStats,
} from "./normal-checks.js";
export {
  findPackRoot,
  openPackFiles,
  type PackEntry,
  type PackFiles,
  type PackSource,
  readPackEntries,
} from "./pack-files.js";
export { expandTiles, parseProperties } from "./pack-rules.js";
export { isMetalName, measureSpecularMap, type SpecularMapStats } from "./specular-checks.js";
export type { TextureInput } from "./texture-input.js";
export { classifyTexturePath, type MapKind, type TexturePath } from "./texture-path.js";
export { type ImageDecoder, type SingleImage, validateImage } from "./validate-image.js";
export { defaultValidatePackOptions, type ValidatePackOptions, validatePack } from "./validate-pack.js";
export {
  inspectTexture,
  isLabPbrMapName,
  type TextureInspection,
  textureKind,
  validateTexture,
} from "./validate-texture.js";
export { type TextureFileContext, validateTextureFile } from "./validate-texture-file.js";
