import { zipSync } from "fflate";
import { encodePng } from "../codecs/png.js";
import { looseTexturesWarning } from "./loose-textures.js";
import { flatNormal, image, plainSpecular } from "./test-textures.js";
import type { ValidationResult } from "./types.js";

const text = (value: string) => new TextEncoder().encode(value);

/**
 * A single image's conversion as convert writes it, at the zip's root and with no pack.mcmeta: an
 * animated 16x32 lantern (two frames), its `_n` and `_s` and the three `.mcmeta`. Built from literal
 * pixels so Node and workerd validate the very same bytes.
 */
export async function looseTexturesZip(): Promise<Uint8Array> {
  const animation = text('{"animation": {"frametime": 4}}');
  return zipSync({
    "lantern.png": await encodePng(image(16, 32, (x, y) => [80 + x * 8, 60 + y * 4, 40, 255])),
    "lantern.png.mcmeta": animation,
    "lantern_n.png": await encodePng(image(16, 32, flatNormal)),
    "lantern_n.png.mcmeta": animation,
    "lantern_s.png": await encodePng(image(16, 32, plainSpecular)),
    "lantern_s.png.mcmeta": animation,
  });
}

const detail = (path: string, size: number) => ({ path, filename: path, size, validation: { isValid: true } });

/** What validatePack answers for {@link looseTexturesZip}, in Node and in workerd alike. */
export const looseTexturesResult: ValidationResult = {
  isValid: true,
  totalFiles: 6,
  textureFiles: 3,
  issues: [
    looseTexturesWarning,
    {
      level: "info",
      message: "The file stores an alpha channel but every pixel is fully opaque",
      suggestion: "Save it as RGB (or let compression drop the unused alpha) to make the file smaller",
      filename: "lantern.png",
      channel: "A",
      value: 255,
    },
  ],
  fileDetails: [detail("lantern.png", 1162), detail("lantern_n.png", 430), detail("lantern_s.png", 410)],
};
