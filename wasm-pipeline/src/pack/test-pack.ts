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
