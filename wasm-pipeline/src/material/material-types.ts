import type { RawImage } from "../types.js";
import type { MaterialProfile } from "./profile.js";

/** A LabPBR 1.3 material: base colour plus the `_n` and `_s` maps, all the albedo's size. */
export interface Material {
  baseColor: RawImage;
  /** `_n`: R/G normal XY (DirectX), B ambient occlusion, A height. */
  normal: RawImage;
  /** `_s`: R smoothness, G F0/metal id, B porosity/SSS, A emission (255 = none). */
  specular: RawImage;
}

/** Caller-owned buffers for `_n` and `_s`, each exactly width * height * 4 bytes; every byte is overwritten. */
export interface MaterialTargets {
  normal: Uint8ClampedArray;
  specular: Uint8ClampedArray;
}

/** What `generateMaterial` knows about a texture besides its pixels. */
export interface MaterialContext {
  /** Texture path or file name; drives material classification and the tiling default. */
  name?: string;
  /** Edge sampling; by default wrap for opaque block textures, clamp for items, entities and cutouts. */
  tiling?: "wrap" | "clamp";
  /** Frame height of a vertical animation strip; each frame is generated on its own. */
  frameHeight?: number;
  /** User overrides of the name-based profile, keyed by stem, path or `*` glob. */
  materialOverrides?: Record<string, Partial<MaterialProfile>>;
  /**
   * OptiFine's emissive overlay for this texture (`<name>_e.png`, the albedo's size): where the artist
   * drew it, the texture emits by its alpha, and nowhere else, whatever the name says.
   */
  emissiveOverlay?: RawImage;
  /**
   * False when the caller will not use the base colour (a pack conversion that keeps the input albedo):
   * `baseColor` is then the albedo itself, not an adjusted copy, which saves a pass and an image per texture.
   */
  needsBaseColor?: boolean;
  /**
   * Write `_n` and `_s` into these instead of new images (the returned maps are views of them). For
   * callers that consume the maps before the next texture, such as a pack conversion.
   */
  targets?: MaterialTargets;
}
