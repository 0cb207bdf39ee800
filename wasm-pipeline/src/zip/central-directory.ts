import { strFromU8 } from "fflate";
import type { ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";
import { checkArchiveSafety, checkEntryCount, defaultZipLimits, type ZipLimits } from "./safety.js";
import type { ZipSource } from "./source.js";

const eocdSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const eocdSize = 22;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const zip64LocatorSize = 20;
const zip64EndSize = 56;
const maxCommentSize = 0xffff;
/** A central directory of this size already lists far more entries than any resource pack has. */
const maxCentralDirectorySize = 64 * 1024 * 1024;

const u16 = (b: Uint8Array, o: number) => (b[o] as number) | ((b[o + 1] as number) << 8);
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

/**
 * Reads the archive's central directory (and nothing else), then checks it for unsafe entries.
 * Costs two range reads, whatever the pack size (four for a ZIP64 archive: over 65,535 entries, or
 * written by a tool that always uses ZIP64 fields). Throws `ZipError` when the bytes are not a ZIP,
 * are truncated or break a safety rule (see `checkArchiveSafety`).
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
  let count = u16(tail, eocd + 10);
  let cdSize = u32(tail, eocd + 12);
  let cdOffset = u32(tail, eocd + 16);
  let cdLimit = tailStart + eocd;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const zip64 = await readZip64End(source, tailStart + eocd);
    if (zip64) ({ count, cdSize, cdOffset, recordOffset: cdLimit } = zip64);
  }
  checkEntryCount(count, limits);
  if (cdSize > maxCentralDirectorySize || cdOffset + cdSize > cdLimit) {
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
    let compressedSize = u32(cd, p + 20);
    let size = u32(cd, p + 24);
    let localHeaderOffset = u32(cd, p + 42);
    const name = decodeName(cd.subarray(p + 46, p + 46 + nameLength), (flags & 0x800) !== 0).replaceAll("\\", "/");
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff) {
      // ZIP64: the real values follow in the entry's 0x0001 extra field, in this order, for the maxed ones only.
      const extra = zip64Extra(cd.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
      const next = () => {
        const value = extra?.shift();
        if (value === undefined)
          throw new ZipError("truncated", `The archive is damaged: "${name}" lacks its ZIP64 sizes.`);
        return value;
      };
      if (size === 0xffffffff) size = next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
    }
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

const u64 = (b: Uint8Array, o: number) => u32(b, o) + u32(b, o + 4) * 2 ** 32;

/** The values of a ZIP64 extended-information extra field (header 0x0001), or undefined without one. */
function zip64Extra(extra: Uint8Array): number[] | undefined {
  for (let p = 0; p + 4 <= extra.length; p += 4 + u16(extra, p + 2)) {
    if (u16(extra, p) !== 0x0001) continue;
    const values: number[] = [];
    for (let q = p + 4; q + 8 <= Math.min(extra.length, p + 4 + u16(extra, p + 2)); q += 8) values.push(u64(extra, q));
    return values;
  }
  return undefined;
}

/**
 * Reads the ZIP64 end record that an archive of over 65,535 entries (or over 4 GB) points to from
 * the locator just before its classic end record. Undefined when there is no locator: the maxed
 * classic fields are then taken as they are.
 */
async function readZip64End(
  source: ZipSource,
  eocdOffset: number,
): Promise<{ count: number; cdSize: number; cdOffset: number; recordOffset: number } | undefined> {
  if (eocdOffset < zip64LocatorSize) return undefined;
  const locator = await source.read(eocdOffset - zip64LocatorSize, zip64LocatorSize);
  if (u32(locator, 0) !== zip64LocatorSignature) return undefined;
  const recordOffset = u64(locator, 8);
  if (recordOffset + zip64EndSize > eocdOffset - zip64LocatorSize) {
    throw new ZipError("truncated", "The archive is truncated or damaged: its ZIP64 end record lies outside the file.");
  }
  const record = await source.read(recordOffset, zip64EndSize);
  if (u32(record, 0) !== zip64EndSignature) {
    throw new ZipError("truncated", "The archive is damaged: its ZIP64 end record is missing.");
  }
  return { count: u64(record, 32), cdSize: u64(record, 40), cdOffset: u64(record, 48), recordOffset };
}

function notAZip(): ZipError {
  return new ZipError("not-a-zip", "This file is not a readable ZIP archive (no end-of-central-directory record).");
}
