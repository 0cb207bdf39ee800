import type { Notice } from "../../../lib/upload";

/**
 * What to say when a picked image is shaped like a Minecraft animation strip: frames stacked vertically,
 * as tall as a whole number of its widths (`fire_0.png`, 16 x 128). Quick Convert uploads the image alone,
 * and a server job never sees an animation's `.mcmeta`, so the maps would come back without theirs; the
 * workspace converts the image together with its `.mcmeta`. Null for any other shape.
 */
export function animationStripNotice(texture: { name: string; width: number; height: number }): Notice | null {
  const { name, width, height } = texture;
  if (width <= 0 || height <= width || height % width !== 0) return null;
  return {
    title: "Looks like an animation strip",
    description: `${name} is ${width} × ${height} px, ${height / width} frames of ${width} × ${width}. Quick Convert sends the image alone, so its _n and _s maps get no .mcmeta and would not animate. Add its .mcmeta in the Greenhouse workspace, which converts the two together, or convert the resource pack it comes from.`,
  };
}
