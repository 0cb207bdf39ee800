// The block face seen head-on under a sun: each texel shaded once (with an orthographic eye and a
// directional light its shading does not depend on where it lies), so tiling is exact.
import { createRawImage, type RawImage } from "../../src/types.js";
import { daylight, displayByte, shadeTexel, type Vec3 } from "./shade.js";
import { alphaTest, type Surface } from "./surface.js";

const headOn: Vec3 = [0, 0, 1];

/**
 * One tile of `surface` lit by a sun from `sun`, seen straight on, as display bytes. Alpha is the base
 * colour's, 0 where the game's alpha test discards the texel.
 */
export function litTile(surface: Surface, sun: Vec3): RawImage {
  const { width, height } = surface;
  const out = createRawImage(width, height);
  const lighting = daylight(sun);
  const colour = [0, 0, 0];
  for (let i = 0; i < width * height; i++) {
    const alpha = surface.alpha[i]!;
    shadeTexel(surface, i, headOn, lighting, 1, colour);
    out.data[i * 4] = displayByte(colour[0]!);
    out.data[i * 4 + 1] = displayByte(colour[1]!);
    out.data[i * 4 + 2] = displayByte(colour[2]!);
    out.data[i * 4 + 3] = alpha < alphaTest ? 0 : Math.round(alpha * 255);
  }
  return out;
}
