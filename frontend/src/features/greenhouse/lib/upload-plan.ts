/** Files above this go through the resumable chunked upload (Workers cap request bodies at 100 MB). */
export const CHUNKED_UPLOAD_THRESHOLD = 90 * 1024 * 1024;
/** Part size of the chunked upload; R2 multipart parts (except the last) must be at least 5 MiB. */
export const UPLOAD_PART_SIZE = 16 * 1024 * 1024;

export interface PartRange {
  /** 1-based part number, as R2 multipart numbers them. */
  partNumber: number;
  start: number;
  end: number;
}

export function needsChunkedUpload(size: number): boolean {
  return size > CHUNKED_UPLOAD_THRESHOLD;
}

/** Splits a file of `size` bytes into the byte ranges of its parts. */
export function planParts(size: number, partSize = UPLOAD_PART_SIZE): PartRange[] {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError(`File size must be a positive integer, got ${size}`);
  if (!Number.isInteger(partSize) || partSize <= 0) throw new RangeError(`Part size must be positive, got ${partSize}`);
  const parts: PartRange[] = [];
  for (let start = 0, partNumber = 1; start < size; start += partSize, partNumber += 1) {
    parts.push({ partNumber, start, end: Math.min(size, start + partSize) });
  }
  return parts;
}

/** Overall percent of a chunked upload from the finished bytes plus the part in flight. */
export function uploadPercent(doneBytes: number, inFlightBytes: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round(((doneBytes + inFlightBytes) / total) * 100));
}
