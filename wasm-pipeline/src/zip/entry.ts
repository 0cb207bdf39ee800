/** One file (or folder) as the archive's central directory describes it. */
export interface ZipEntry {
  /** Path inside the archive with `/` separators (backslashes are normalised). */
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  /** General purpose bit flag (bit 0 = encrypted, bit 3 = data descriptor, bit 11 = UTF-8 name). */
  flags: number;
  crc: number;
  compressedSize: number;
  /** Uncompressed size. */
  size: number;
  localHeaderOffset: number;
  /** MS-DOS time and date words, kept so copies carry the original timestamps. */
  dosTime: number;
  dosDate: number;
  /** High byte of "version made by": 3 = Unix, whose mode bits sit in the top of `externalAttributes`. */
  hostSystem: number;
  externalAttributes: number;
  isDirectory: boolean;
}

/** 1980-01-01 00:00, the earliest MS-DOS date: used for files the pipeline creates, so output is reproducible. */
export const epochDosDate = (1 << 5) | 1;
