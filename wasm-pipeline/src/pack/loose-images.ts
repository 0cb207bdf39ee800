import { memorySink } from "../zip/memory-sink.js";
import { bytesSource, type ZipSource } from "../zip/source.js";
import { ZipWriter } from "../zip/writer.js";

/** One image given on its own (not inside a pack). */
export interface ImageFile {
  name: string;
  bytes: Uint8Array;
  /**
   * The image's animation (`<name>.mcmeta`), when it is an animated texture: written beside it so the
   * planner pairs them as it pairs a pack's, and the maps are generated per frame with their own mcmeta.
   */
  mcmeta?: Uint8Array;
}

/**
 * Wraps loose images in a stored in-memory archive so single images and sequences go through the
 * same plan/convert path as packs. Images are small next to the memory budget and are stored, not
 * compressed, so this costs one copy. An image's `mcmeta` is stored as `<name>.mcmeta` beside it.
 */
export async function looseImagesSource(images: readonly ImageFile[]): Promise<ZipSource> {
  const out = memorySink();
  const writer = new ZipWriter(out.sink);
  for (const image of images) {
    const name = image.name.replaceAll("\\", "/").split("/").pop() || "texture.png";
    await writer.addFile(name, image.bytes, { compress: false });
    if (image.mcmeta) await writer.addFile(`${name}.mcmeta`, image.mcmeta, { compress: false });
  }
  await writer.finish();
  return bytesSource(out.bytes());
}
