import { strToU8 } from "fflate";
import { encodePng } from "../codecs/png.js";
import { createRawImage, type RawImage } from "../types.js";
import { memorySink } from "../zip/memory-sink.js";
import { ZipWriter } from "../zip/writer.js";
import type { MaterialGenerator } from "./material-step.js";

/** A solid-colour RGBA image. */
export function solid(width: number, height: number, rgba: readonly number[]): RawImage {
  const image = createRawImage(width, height);
  for (let i = 0; i < image.data.length; i += 4) image.data.set(rgba, i);
  return image;
}

/**
 * A generator double for pack-level tests: flat, valid LabPBR maps (flat normal, no AO, full height;
 * dielectric F0 10, no emission) of the albedo's size, recording each call's context. Pack logic
 * (naming, frames, copying) must not depend on how maps are computed.
 */
export function flatGenerator(calls: { name?: string; frameHeight?: number }[] = []): MaterialGenerator {
  return (albedo, _settings, context) => {
    calls.push({ ...(context ?? {}) });
    return {
      baseColor: albedo,
      normal: solid(albedo.width, albedo.height, [128, 128, 255, 255]),
      specular: solid(albedo.width, albedo.height, [80, 10, 0, 255]),
    };
  };
}

/** Builds a zip from name -> bytes (strings are UTF-8 encoded); PNGs from `RawImage`s are encoded. */
export async function buildPack(files: Record<string, Uint8Array | string | RawImage>): Promise<Uint8Array> {
  const out = memorySink();
  const writer = new ZipWriter(out.sink);
  for (const [name, content] of Object.entries(files)) {
    const bytes =
      typeof content === "string"
        ? strToU8(content)
        : content instanceof Uint8Array
          ? content
          : await encodePng(content);
    await writer.addFile(name, bytes);
  }
  await writer.finish();
  return out.bytes();
}

const block = "assets/minecraft/textures/block/";
export const lavaMeta = '{"animation":{"frametime":2}}';

/**
 * A small pack with every case the converter distinguishes: a still and an animated block texture, a
 * texture-only mcmeta, an existing `_n`, an unreadable PNG, an item, a GUI image and a non-image file.
 */
export async function samplePack(prefix = "") {
  const files = {
    "pack.mcmeta": '{"pack":{"pack_format":34,"description":"Sample"}}',
    [`${block}stone.png`]: solid(16, 16, [120, 120, 120, 255]),
    [`${block}lava.png`]: solid(16, 64, [220, 90, 10, 255]),
    [`${block}lava.png.mcmeta`]: lavaMeta,
    [`${block}glass.png`]: solid(16, 16, [200, 230, 255, 80]),
    [`${block}glass.png.mcmeta`]: '{"texture":{"blur":false}}',
    [`${block}dirt.png`]: solid(16, 16, [110, 80, 50, 255]),
    [`${block}dirt_n.png`]: solid(16, 16, [100, 140, 200, 77]),
    [`${block}broken.png`]: strToU8("this is not an image"),
    "assets/minecraft/textures/item/stick.png": solid(16, 16, [90, 60, 30, 255]),
    "assets/minecraft/textures/gui/widgets.png": solid(32, 32, [0, 0, 0, 255]),
    "assets/minecraft/lang/en_us.json": '{"a":"b"}',
  };
  const prefixed = Object.fromEntries(Object.entries(files).map(([k, v]) => [`${prefix}${k}`, v]));
  return { files: prefixed, zip: await buildPack(prefixed) };
}

/** CRC-32 of the flat-generator conversion of `samplePack()`: the same in Node and in workerd. */
export const samplePackOutputCrc = 294110484;
