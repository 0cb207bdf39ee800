import { Inflate, inflateSync } from "fflate";
import { crc32 } from "./crc32.js";
import type { ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";
import { concatChunks } from "./memory-sink.js";
import type { ZipSource } from "./source.js";

const localSignature = 0x04034b50;
/** Range-read size: large enough to amortise R2/file calls, small enough to keep memory flat. */
export const readChunkSize = 256 * 1024;
/** Entries up to this compressed size are read in one range and inflated in one call. */
const wholeInflateLimit = 1024 * 1024;

const u16 = (b: Uint8Array, o: number) => (b[o] as number) | ((b[o + 1] as number) << 8);

/** Finds where an entry's compressed bytes start (the local header's name/extra lengths may differ from the central copy). */
export async function entryDataOffset(source: ZipSource, entry: ZipEntry): Promise<number> {
  if (entry.localHeaderOffset + 30 > source.size) throw truncated(entry);
  const header = await source.read(entry.localHeaderOffset, 30);
  if (u16(header, 0) !== (localSignature & 0xffff) || u16(header, 2) !== localSignature >>> 16) {
    throw new ZipError("corrupt-entry", `"${entry.name}" is damaged: its local header is missing.`);
  }
  const start = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28);
  if (start + entry.compressedSize > source.size) throw truncated(entry);
  return start;
}

/** Yields an entry's stored (still compressed) bytes in bounded chunks, for copying without recompressing. */
export async function* readEntryRaw(source: ZipSource, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const start = await entryDataOffset(source, entry);
  for (let done = 0; done < entry.compressedSize; done += readChunkSize) {
    yield await source.read(start + done, Math.min(readChunkSize, entry.compressedSize - done));
  }
}

/**
 * The first `length` bytes of an entry's contents (all of it when shorter), reading and inflating only
 * as far as needed: a file header out of a large pack costs a few small range reads, not the file.
 * The CRC cannot be checked on a part; a damaged start throws a `ZipError` naming the entry.
 */
export async function readEntryHead(source: ZipSource, entry: ZipEntry, length: number): Promise<Uint8Array> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipError(
      "unsupported-method",
      `"${entry.name}" uses compression method ${entry.method}; only stored and deflate are supported.`,
    );
  }
  const start = await entryDataOffset(source, entry);
  if (entry.method === 0) return source.read(start, Math.min(length, entry.compressedSize));
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflate = new Inflate((chunk) => {
    chunks.push(chunk);
    produced += chunk.length;
  });
  // Deflate rarely more than halves an image header, so the first read usually suffices; grow if not.
  let step = Math.max(64, length);
  for (let read = 0; produced < length && read < entry.compressedSize; step *= 4) {
    const size = Math.min(step, entry.compressedSize - read);
    const chunk = await source.read(start + read, size);
    read += size;
    try {
      inflate.push(chunk, read === entry.compressedSize);
    } catch (error) {
      throw new ZipError("corrupt-entry", `"${entry.name}" is corrupt: ${(error as Error).message}.`);
    }
  }
  return concatChunks(chunks).subarray(0, length);
}

/**
 * Reads and decompresses one entry into memory, streaming the inflate so only the output is held.
 * The output can never exceed the size the central directory declared (which the safety checks
 * bounded), and its CRC must match; otherwise a `ZipError` names the entry.
 */
export async function readEntry(source: ZipSource, entry: ZipEntry): Promise<Uint8Array> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipError(
      "unsupported-method",
      `"${entry.name}" uses compression method ${entry.method}; only stored and deflate are supported.`,
    );
  }
  if (entry.method === 8 && entry.compressedSize <= wholeInflateLimit) return inflateWhole(source, entry);
  const out = new Uint8Array(entry.size);
  let written = 0;
  const append = (chunk: Uint8Array) => {
    if (written + chunk.length > out.length) {
      throw new ZipError("corrupt-entry", `"${entry.name}" is larger than its header says; refusing to expand it.`);
    }
    out.set(chunk, written);
    written += chunk.length;
  };
  const inflate = entry.method === 8 ? new Inflate((chunk) => append(chunk)) : undefined;
  let remaining = entry.compressedSize;
  for await (const chunk of readEntryRaw(source, entry)) {
    remaining -= chunk.length;
    try {
      if (inflate) inflate.push(chunk, remaining === 0);
      else append(chunk);
    } catch (error) {
      if (error instanceof ZipError) throw error;
      throw new ZipError("corrupt-entry", `"${entry.name}" is corrupt: ${(error as Error).message}.`);
    }
  }
  if (inflate && entry.compressedSize === 0 && entry.size > 0) throw truncated(entry);
  if (written !== entry.size || crc32(out) !== entry.crc) {
    throw new ZipError(
      "corrupt-entry",
      `"${entry.name}" is corrupt: its contents do not match the archive's checksum.`,
    );
  }
  return out;
}

/**
 * Small entries (every texture) are inflated in one call straight into a buffer of the declared size:
 * fflate's streaming inflate regrows its output buffer and costs several times more per entry.
 */
async function inflateWhole(source: ZipSource, entry: ZipEntry): Promise<Uint8Array> {
  const start = await entryDataOffset(source, entry);
  const compressed = await source.read(start, entry.compressedSize);
  const out = new Uint8Array(entry.size);
  let result: Uint8Array;
  try {
    result = inflateSync(compressed, { out });
  } catch (error) {
    throw new ZipError("corrupt-entry", `"${entry.name}" is corrupt: ${(error as Error).message}.`);
  }
  // fflate returns a shorter view when the data ends early, and stops at `out`'s end when it would overflow.
  if (result.length !== entry.size || crc32(result) !== entry.crc) {
    throw new ZipError(
      "corrupt-entry",
      `"${entry.name}" is corrupt: its contents do not match the archive's checksum.`,
    );
  }
  return result;
}

function truncated(entry: ZipEntry): ZipError {
  return new ZipError("truncated", `The archive is truncated: "${entry.name}" runs past the end of the file.`);
}
