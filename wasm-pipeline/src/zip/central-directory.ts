import { strFromU8 } from "fflate";
import type { ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";
import { checkArchiveSafety, defaultZipLimits, type ZipLimits } from "./safety.js";
import type { ZipSource } from "./source.js";

const eocdSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const eocdSize = 22;
const maxCommentSize = 0xffff;
/** A central directory of this size already lists far more entries than any resource pack has. */
const maxCentralDirectorySize = 64 * 1024 * 1024;

const u16 = (b: Uint8Array, o: number) => (b[o] as number) | ((b[o + 1] as number) << 8);
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

/**
 * Reads the archive's central directory (and nothing else), then checks it for unsafe entries.
 * Costs two range reads, whatever the pack size. Throws `ZipError` when the bytes are not a ZIP,
 * are truncated, use ZIP64 or break a safety rule (see `checkArchiveSafety`).
 */
export async function readCentralDirectory(
  source: ZipSource,
  limits: ZipLimits = defaultZipLimits,
): Promise<ZipEntry[]> {
  if (source.size < eocdSize) throw notAZip();
  const tailLength = Math.min(source.size, eocdSize + maxCommentSize);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - eocdSize; i >= 0; i--) {
    if (u32(tail, i) === eocdSignature && i + eocdSize + u16(tail, i + 20) <= tail.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notAZip();
  const count = u16(tail, eocd + 10);
  const cdSize = u32(tail, eocd + 12);
  const cdOffset = u32(tail, eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipError("zip64-unsupported", "ZIP64 archives (over 4 GB or 65,535 files) are not supported.");
  }
  if (cdSize > maxCentralDirectorySize || cdOffset + cdSize > tailStart + eocd) {
    throw new ZipError("truncated", "The archive is truncated or damaged: its file list lies outside the file.");
  }
  const cd = await source.read(cdOffset, cdSize);
  const entries = parseEntries(cd, count);
  checkArchiveSafety(entries, limits);
  return entries;
}

function parseEntries(cd: Uint8Array, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || u32(cd, p) !== centralSignature) {
      throw new ZipError("truncated", "The archive is damaged: its file list ends early.");
    }
    const flags = u16(cd, p + 8);
    const nameLength = u16(cd, p + 28);
    const extraLength = u16(cd, p + 30);
    const commentLength = u16(cd, p + 32);
    const compressedSize = u32(cd, p + 20);
    const size = u32(cd, p + 24);
    const localHeaderOffset = u32(cd, p + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new ZipError("zip64-unsupported", "ZIP64 archives (over 4 GB or 65,535 files) are not supported.");
    }
    const name = decodeName(cd.subarray(p + 46, p + 46 + nameLength), (flags & 0x800) !== 0).replaceAll("\\", "/");
    entries.push({
      name,
      method: u16(cd, p + 10),
      flags,
      crc: u32(cd, p + 16),
      compressedSize,
      size,
      localHeaderOffset,
      dosTime: u16(cd, p + 12),
      dosDate: u16(cd, p + 14),
      hostSystem: (cd[p + 5] as number) & 0xff,
      externalAttributes: u32(cd, p + 38),
      isDirectory: name.endsWith("/"),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return strFromU8(bytes);
  // Without the UTF-8 flag the name is CP437; for ASCII (all real pack paths) latin1 gives the same text.
  try {
    return strFromU8(bytes);
  } catch {
    return strFromU8(bytes, true);
  }
}

function notAZip(): ZipError {
  return new ZipError("not-a-zip", "This file is not a readable ZIP archive (no end-of-central-directory record).");
}
