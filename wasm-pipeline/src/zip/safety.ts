import type { ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";

/** Limits that protect the runtime from hostile archives (zip bombs, path traversal). */
export interface ZipLimits {
  /** Largest uncompressed/compressed ratio of one entry. */
  maxCompressionRatio: number;
  /** Largest total uncompressed size of all entries, in bytes. */
  maxTotalSize: number;
  /**
   * Most entries an archive may list. Real packs hold a few thousand files (PixelPerfection 3,866, whose
   * converted output has about 9,000; ZIP64 archives past 65,535 entries stay readable);
   * a 43 MB zip of 500,000 empty entries kept a job busy for half an hour, each entry costing a row.
   */
  maxEntries: number;
}

export const defaultZipLimits: ZipLimits = {
  maxCompressionRatio: 100,
  maxTotalSize: 1024 * 1024 * 1024,
  maxEntries: 100_000,
};

/**
 * For reading back an archive this pipeline wrote (a conversion's output): no cap on the total size,
 * which guards against packs from elsewhere, as a large pack with its maps can come to more than 1 GB.
 */
export const ownArchiveLimits: ZipLimits = { ...defaultZipLimits, maxTotalSize: Number.POSITIVE_INFINITY };

/** Refuses an archive that lists more entries than the limit, before its file list is parsed. */
export function checkEntryCount(count: number, limits: ZipLimits = defaultZipLimits): void {
  if (count > limits.maxEntries) {
    const n = (value: number) => value.toLocaleString("en-US");
    throw new ZipError(
      "too-many-entries",
      `The archive lists ${n(count)} files; a pack can hold at most ${n(limits.maxEntries)}.`,
    );
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const controlCharacter = /[\u0000-\u001f\u007f]/;
const unixFileType = 0o170000;
const unixSymlink = 0o120000;

/**
 * True for a name that is absolute on some system: a leading '/' or a Windows drive letter (`C:`).
 * Exported so anything that becomes a zip entry name later (a project file's path) is refused by the same
 * rule a pack is read with.
 */
export function isAbsoluteEntryName(name: string): boolean {
  return name.startsWith("/") || /^[A-Za-z]:/.test(name);
}

/** Throws a `ZipError` naming the entry when it could escape the pack, hide data or bomb memory. */
export function checkEntrySafety(entry: ZipEntry, limits: ZipLimits = defaultZipLimits): void {
  const name = entry.name;
  // A NUL or other control character ends or disguises the name in other tools ("a\0b.png" became "a").
  if (controlCharacter.test(name)) {
    const shown = [...name].map((char) => (controlCharacter.test(char) ? "?" : char)).join("");
    throw new ZipError("unsafe-path", `Unsafe path "${shown}": file names may not contain control characters.`);
  }
  if (isAbsoluteEntryName(name)) {
    throw new ZipError("unsafe-path", `Unsafe path "${name}": absolute paths are not allowed in a pack.`);
  }
  if (name.split("/").includes("..")) {
    throw new ZipError("unsafe-path", `Unsafe path "${name}": entries may not climb out of the pack with "..".`);
  }
  if (entry.hostSystem === 3 && ((entry.externalAttributes >>> 16) & unixFileType) === unixSymlink) {
    throw new ZipError("symlink", `"${name}" is a symbolic link; links are not allowed in a pack.`);
  }
  if (entry.flags & 1) {
    throw new ZipError("encrypted", `"${name}" is encrypted; password-protected packs cannot be read.`);
  }
  if (entry.size > 0) {
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (ratio > limits.maxCompressionRatio) {
      throw new ZipError(
        "compression-ratio",
        `"${name}" expands ${Math.round(ratio)}x (more than ${limits.maxCompressionRatio}x): refusing a possible zip bomb.`,
      );
    }
  }
}

/** Checks every entry, then the archive as a whole (duplicate names, total uncompressed size). */
export function checkArchiveSafety(entries: readonly ZipEntry[], limits: ZipLimits = defaultZipLimits): void {
  checkEntryCount(entries.length, limits);
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    checkEntrySafety(entry, limits);
    if (seen.has(entry.name)) {
      throw new ZipError("duplicate-name", `"${entry.name}" appears more than once in the archive.`);
    }
    seen.add(entry.name);
    total += entry.size;
  }
  if (total > limits.maxTotalSize) {
    const mb = (n: number) => Math.round(n / (1024 * 1024));
    throw new ZipError(
      "total-size",
      `The archive would expand to ${mb(total)} MB, more than the ${mb(limits.maxTotalSize)} MB limit.`,
    );
  }
}
