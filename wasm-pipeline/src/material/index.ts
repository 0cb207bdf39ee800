export { classifyMaterial, resolveMaterialProfile } from "./classify-material.js";
export { generateMaterial, resolveSettings } from "./generate-material.js";
export type { Material, MaterialContext } from "./material-types.js";
export {
  checkMaterialProfile,
  defaultMaterialProfile,
  type MaterialCategory,
  type MaterialProfile,
  metalIds,
} from "./profile.js";
