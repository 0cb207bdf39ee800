import { readImageHeader } from "../codecs/decode-image.js";
import { readEntryHead } from "../zip/read-entry.js";
import type { ZipSource } from "../zip/source.js";
import { type PlanOptions, planPack } from "./plan.js";

/** A texture the pack would have maps generated for, with its size from its header. */
export interface OversizeTexture {
  path: string;
  width: number;
  height: number;
}

/**
 * Enough of a file for a PNG, TGA, BMP, TIFF or GIF header, and for most JPEGs (whose size follows any
 * EXIF data, so one with a large EXIF block is passed over).
 */
const headBytes = 4096;
/** Header reads in flight at once. */
const concurrentReads = 32;

/**
 * The textures of a pack that would get maps but are over `maxPixels`, read from their headers alone
 * (a few small range reads per texture, never a whole file): so a runtime with a smaller pixel budget
 * can say before converting which textures it would have to keep unchanged. A texture whose header
 * cannot be read is left to the conversion, which reports it.
 * @throws ZipError when the archive itself cannot be read, as `planPack` does.
 */
export async function findOversizeTextures(
  source: ZipSource,
  maxPixels: number,
  options: PlanOptions = {},
): Promise<OversizeTexture[]> {
  const plan = await planPack(source, options);
  const textures = plan.entries.filter(
    (item) => item.material && (item.material.writeNormal || item.material.writeSpecular),
  );
  const sizes: (OversizeTexture | null)[] = [];
  // Several reads in flight: each is tiny, so the time goes into waiting on the file (or network), not work.
  for (let first = 0; first < textures.length; first += concurrentReads) {
    const batch = textures.slice(first, first + concurrentReads);
    sizes.push(
      ...(await Promise.all(
        batch.map(async (item) => {
          try {
            const head = await readEntryHead(source, item.entry, headBytes);
            return { path: item.path, ...readImageHeader(head, item.path) };
          } catch {
            // Unreadable header or damaged entry: the conversion names the problem on that file's row.
            return null;
          }
        }),
      )),
    );
  }
  return sizes
    .filter((size): size is OversizeTexture => size !== null && size.width * size.height > maxPixels)
    .map(({ path, width, height }) => ({ path, width, height }));
}
