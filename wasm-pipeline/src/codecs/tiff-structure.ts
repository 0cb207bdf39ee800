import { fail } from "./decode-error.js";

/** Bytes per value of each TIFF field type (1-13); utif2 reads nothing for other types. */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];

/** Tags whose values are offsets of further directories that utif2 follows (SubIFDs, EXIF, GPS, Fuji). */
const SUB_DIRECTORY_TAGS = new Set([330, 34665, 34853, 61440]);

/** More directories than any texture carries; a chain longer than this is damage, not content. */
const MAX_DIRECTORIES = 64;
const MAX_DEPTH = 4;

/**
 * Walks a TIFF's directories the way utif2 will, before it does, and refuses what would make utif2
 * spin rather than fail: it reads past the end of the data as NaN and loops on counts it is given, so
 * one overwritten count (0xffffffff values of a tag) cost 40 s of CPU, a directory offset past the end
 * looped for ever, and a chain that points back at itself too. Every directory must lie inside the file,
 * every tag's values too, and no directory may be visited twice.
 */
export function checkTiffStructure(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const length = bytes.length;
  if (length < 8) fail("truncated", "TIFF header ends early");
  const visited = new Set<number>();

  const walk = (offset: number, depth: number): number => {
    if (offset + 2 > length) fail("truncated", "TIFF directory lies past the end of the file");
    if (visited.has(offset) || visited.size >= MAX_DIRECTORIES || depth > MAX_DEPTH) {
      fail("corrupt", "TIFF directory cannot be read", new Error(`directory at ${offset} loops or nests too deep`));
    }
    visited.add(offset);
    const count = u16(offset);
    const end = offset + 2 + count * 12;
    if (end + 4 > length) fail("truncated", "TIFF directory lies past the end of the file");
    for (let entry = offset + 2; entry < end; entry += 12) {
      const tag = u16(entry);
      const size = TYPE_SIZE[u16(entry + 2)] ?? 0;
      // utif2 stops reading a directory whose first tag has an unknown type (and, at the top, the chain).
      if (size === 0 && entry === offset + 2) return depth === 0 ? 0 : end;
      const values = u32(entry + 4);
      if (size === 0 || values === 0) continue;
      const valueOffset = u32(entry + 8);
      if (values * size > length || (values * size > 4 && valueOffset + values * size > length)) {
        fail(
          "corrupt",
          "TIFF directory cannot be read",
          new Error(`tag ${tag} declares ${values} values of ${size} bytes in a ${length}-byte file`),
        );
      }
      if (SUB_DIRECTORY_TAGS.has(tag) && size === 4) {
        for (let i = 0; i < values; i++) walk(values === 1 ? valueOffset : u32(valueOffset + 4 * i), depth + 1);
      }
    }
    return u32(end);
  };

  let next = u32(4);
  while (next !== 0) next = walk(next, 0);
}
