/**
 * Random access to the bytes of an archive. Reading by range is what keeps memory bounded: the
 * central directory is read first, then each entry on its own, so the same code works over a buffer,
 * a Node file handle, a browser `Blob` or an R2 object with range gets (adapters live with callers).
 */
export interface ZipSource {
  /** Total size in bytes. */
  readonly size: number;
  /** Reads exactly `length` bytes at `offset` (the caller never reads past `size`). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A `ZipSource` over bytes already in memory (tests, small uploads, single images). */
export function bytesSource(bytes: Uint8Array): ZipSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
  };
}

/** The part of a browser `Blob`/`File` (also Node's `Blob`) a source needs; typed here because the core has no DOM types. */
export interface BlobLike {
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** A `ZipSource` over a `Blob` or `File`: each read slices the blob, so the file is never loaded whole. */
export function blobSource(blob: BlobLike): ZipSource {
  return {
    size: blob.size,
    read: async (offset, length) => new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer()),
  };
}

/**
 * Where the archive's bytes go, chunk by chunk; `final` is true exactly once, on the last call. A chunk's
 * bytes never change after the call, but small chunks (headers) share one buffer: keep or copy the view,
 * never transfer or detach its `buffer`.
 */
export type ZipSink = (chunk: Uint8Array, final: boolean) => void | Promise<void>;
