import type { ZipSink } from "@greenhouse/wasm-pipeline";

/** Chunks are gathered up to this many bytes before they become a Blob part. */
const PART_BYTES = 4 * 1024 * 1024;

/**
 * A `ZipSink` that writes an archive into a Blob a few megabytes at a time. A browser keeps a Blob's
 * bytes out of the page's memory (in its blob store, on disk when large), so a pack of any size costs
 * the page one part's worth of memory, where joining chunks into one buffer held the whole pack (twice,
 * while it was joined).
 */
export function blobSink(type = "application/zip"): { sink: ZipSink; blob: () => Blob } {
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  let finished: Blob | null = null;
  const flush = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending));
    pending = [];
    pendingBytes = 0;
  };
  return {
    sink: (chunk, final) => {
      // Copied: small chunks (headers) share one buffer that the writer reuses after the call.
      pending.push(chunk.slice());
      pendingBytes += chunk.length;
      if (pendingBytes >= PART_BYTES || final) flush();
      if (final) finished = new Blob(parts, { type });
    },
    blob: () => {
      if (!finished) throw new Error("The archive was not finished");
      return finished;
    },
  };
}
