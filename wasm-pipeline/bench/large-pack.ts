import { randomFillSync } from "node:crypto";
import { strToU8 } from "fflate";
import { openFileSink } from "../bin/node-io.js";
import { encodePng } from "../src/codecs/png.js";
import { ZipWriter } from "../src/zip/writer.js";
import { syntheticAlbedo } from "./synthetic.js";

/**
 * Writes a resource pack of about `targetMb` MB to `path` without ever holding it in memory: 1024x1024
 * textures (the conversion work) plus incompressible "sound" files (bulk the converter only copies).
 */
export async function writeLargePack(path: string, targetMb: number): Promise<{ bytes: number; textures: number }> {
  const out = await openFileSink(path);
  const writer = new ZipWriter(out.sink);
  await writer.addFile("pack.mcmeta", strToU8('{"pack":{"pack_format":34,"description":"bench"}}'));
  const textures = 24;
  // Four distinct images, reused under different names: making each texture is slower than converting it.
  const images = await Promise.all([0, 1, 2, 3].map((seed) => encodePng(syntheticAlbedo(1024, seed))));
  for (let i = 0; i < textures; i++) {
    const png = images[i % images.length] as Uint8Array;
    await writer.addFile(`assets/minecraft/textures/block/bench_${i}.png`, png, { compress: false });
  }
  const chunk = new Uint8Array(8 * 1024 * 1024);
  let n = 0;
  while (out.bytesWritten() < targetMb * 1024 * 1024) {
    randomFillSync(chunk);
    await writer.addFile(`assets/minecraft/sounds/bench/noise_${n++}.ogg`, chunk, { compress: false });
  }
  await writer.finish();
  await out.commit();
  return { bytes: out.bytesWritten(), textures };
}
