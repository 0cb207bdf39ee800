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

/** Where the archive's bytes go, chunk by chunk; `final` is true exactly once, on the last call. */
export type ZipSink = (chunk: Uint8Array, final: boolean) => void | Promise<void>;
