// Runs the real conversion (convertPack, default settings unless given) and hands back each sample's
// shipped base colour, `_n` and `_s`: the sheets show exactly what a user downloads.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { decodeImage } from "../../src/codecs/decode-image.js";
import { baseColorPath, mapPath } from "../../src/pack/classify.js";
import { convertPack } from "../../src/pack/convert-pack.js";
import { frameHeightOf, parseAnimation } from "../../src/pack/mcmeta.js";
import type { ConversionSettings } from "../../src/settings.js";
import type { RawImage } from "../../src/types.js";
import { memorySink } from "../../src/zip/memory-sink.js";
import { bytesSource } from "../../src/zip/source.js";

/** One converted texture, as the output pack holds it. */
export interface ConvertedSample {
  /** Where it came from: the pack's file name or the ambientCG folder. */
  source: string;
  path: string;
  base: RawImage;
  normal: RawImage;
  specular: RawImage;
  /** Frame height of an animation strip (the image's height for a still texture). */
  frameHeight: number;
  /** "DEFAULT SETTINGS", or the settings given over the defaults. */
  settingsLabel: string;
}

function settingsLabelOf(settings: Partial<ConversionSettings>): string {
  const given = Object.entries(settings).filter(([key]) => key !== "inputType");
  return given.length ? `SETTINGS ${given.map(([k, v]) => `${k}=${String(v)}`).join(" ")}` : "DEFAULT SETTINGS";
}

async function samplesFrom(
  source: string,
  output: Record<string, Uint8Array>,
  paths: readonly string[],
  settings: Partial<ConversionSettings>,
): Promise<ConvertedSample[]> {
  const samples: ConvertedSample[] = [];
  for (const path of paths) {
    const baseBytes = output[path];
    const normalBytes = output[mapPath(path, "n")];
    const specularBytes = output[mapPath(path, "s")];
    if (!baseBytes || !normalBytes || !specularBytes) {
      console.warn(`${source}: ${path} has no converted maps in the output; skipped`);
      continue;
    }
    const base = await decodeImage(baseBytes, { filename: path });
    const mcmeta = output[`${path}.mcmeta`];
    const animation = mcmeta ? parseAnimation(mcmeta) : undefined;
    const frameHeight = (animation && frameHeightOf(animation, base.width, base.height)) || base.height;
    samples.push({
      source,
      path,
      base,
      normal: await decodeImage(normalBytes, { filename: mapPath(path, "n") }),
      specular: await decodeImage(specularBytes, { filename: mapPath(path, "s") }),
      frameHeight,
      settingsLabel: settingsLabelOf(settings),
    });
  }
  return samples;
}

/** Converts the whole pack at `zipPath` (so pack-level rules such as `_e` overlays apply) and picks `paths`. */
export async function convertPackSamples(
  zipPath: string,
  paths: readonly string[],
  settings: Partial<ConversionSettings> = {},
): Promise<ConvertedSample[]> {
  const out = memorySink();
  await convertPack(bytesSource(readFileSync(zipPath)), settings, { sink: out.sink, validate: false });
  const name = zipPath.slice(zipPath.lastIndexOf("/") + 1);
  return samplesFrom(name, unzipSync(out.bytes()), paths, settings);
}

/**
 * Converts one loose image as a creator would upload it, named `name` (the name decides its material
 * class, as an upload's does).
 */
export async function convertImageSample(
  source: string,
  bytes: Uint8Array,
  name: string,
  settings: Partial<ConversionSettings> = {},
): Promise<ConvertedSample[]> {
  const out = memorySink();
  await convertPack({ name, bytes }, { ...settings, inputType: "single" }, { sink: out.sink });
  // A JPEG comes back beside the PNG the game loads, which the maps are named after.
  return samplesFrom(source, unzipSync(out.bytes()), [baseColorPath(name)], settings);
}
