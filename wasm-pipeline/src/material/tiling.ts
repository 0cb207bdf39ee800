import type { RawImage } from "../types.js";

/**
 * Alpha below this is "no data": OptiFine's default alpha test discards such pixels, so they never
 * render and must not drive filters. It also marks where the maps get neutral values.
 */
export const cutoutAlpha = 16;

/** True when some pixel is below the cutout threshold (leaves, plants, glass, doors...). */
export function hasCutout(image: RawImage): boolean {
  const data = image.data;
  for (let i = 3; i < data.length; i += 4) if (data[i]! < cutoutAlpha) return true;
  return false;
}

/**
 * Wrap for textures that tile (opaque block and CTM textures); clamp for items, entities and anything with
 * a cutout, whose edges are silhouettes rather than seams. Translucent-but-solid textures such as water
 * still wrap.
 */
export function inferTiling(name: string | undefined, image: RawImage): "wrap" | "clamp" {
  const path = (name ?? "").toLowerCase().replaceAll("\\", "/");
  if (/(^|\/)(item|items|entity|entities|gui|painting|particle)\//.test(path)) return "clamp";
  return hasCutout(image) ? "clamp" : "wrap";
}
