export { readCentralDirectory } from "./central-directory.js";
export { crc32 } from "./crc32.js";
export type { ZipEntry } from "./entry.js";
export { ZipError, type ZipErrorCode } from "./errors.js";
export { concatChunks, memorySink } from "./memory-sink.js";
export { readEntry, readEntryHead, readEntryRaw } from "./read-entry.js";
export type { WrittenEntry } from "./records.js";
export {
  checkArchiveSafety,
  checkEntrySafety,
  defaultZipLimits,
  isAbsoluteEntryName,
  ownArchiveLimits,
  type ZipLimits,
} from "./safety.js";
export { type BlobLike, blobSource, bytesSource, type ZipSink, type ZipSource } from "./source.js";
export { isSystemFile } from "./system-files.js";
export { type AddFileOptions, ZipWriter, type ZipWriterState } from "./writer.js";
