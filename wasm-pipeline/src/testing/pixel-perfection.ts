import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { corpusUrl as corpus } from "./corpus.js";

/** PixelPerfection's block textures by name, e.g. "stone" (entries keep their full path). */
export const pixelPerfection = (names: string[]) =>
  unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
    filter: (file) => names.some((name) => file.name === `assets/minecraft/textures/block/${name}.png`),
  });
