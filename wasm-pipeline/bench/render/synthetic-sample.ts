// A texture whose relief is known: a bright square on a dark ground, which every luminance-based height
// reads as raised. Lit from the upper left, its upper and left edges must catch the light and its lower
// and right edges fall dark; if they do not, either the maps or the renderer has Y the wrong way round.
import { encodePng } from "../../src/codecs/png.js";
import { createRawImage } from "../../src/types.js";

/** PNG bytes of a 16x16 stone-grey tile with a raised 6x6 square in its middle. */
export async function raisedSquarePng(): Promise<Uint8Array> {
  const image = createRawImage(16, 16);
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const inside = x >= 5 && x < 11 && y >= 5 && y < 11;
      const v = inside ? 200 : 90;
      image.data.set([v, v, v, 255], (y * 16 + x) * 4);
    }
  }
  return encodePng(image);
}
