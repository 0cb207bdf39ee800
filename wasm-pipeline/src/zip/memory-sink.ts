import type { ZipSink } from "./source.js";

/** Joins chunks into one buffer. */
export function concatChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let p = 0;
  for (const c of chunks) {
    out.set(c, p);
    p += c.length;
  }
  return out;
}

/**
 * A sink that keeps the whole archive in memory: for tests and single-texture results only; pack
 * conversions should stream to a file, a download or an upload instead.
 */
export function memorySink(): { sink: ZipSink; bytes: () => Uint8Array; finished: () => boolean } {
  const chunks: Uint8Array[] = [];
  let finished = false;
  return {
    sink: (chunk, final) => {
      // Copy: a caller may reuse the chunk's buffer after the sink returns.
      chunks.push(chunk.slice());
      if (final) finished = true;
    },
    bytes: () => concatChunks(chunks),
    finished: () => finished,
  };
}
