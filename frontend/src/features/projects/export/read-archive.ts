import { concatChunks } from "@greenhouse/wasm-pipeline";
import { Unzip, UnzipPassThrough } from "fflate";

const readFailure = (cause: unknown) =>
  new Error("The project's files could not all be read. Please try again.", { cause });

/**
 * Reads a project's files archive (`GET /api/projects/:id/files/archive`, stored entries with their
 * sizes up front) as it downloads, handing over each file as soon as its last byte is in, so Download
 * Pack can count files while the rest are still on their way. A promise `onFile` returns holds the
 * download until it settles (the network then waits for the worker, not the other way round), and its
 * failure ends the read with that failure.
 */
export async function readArchive(
  body: ReadableStream<Uint8Array>,
  onFile: (path: string, bytes: Uint8Array) => void | Promise<void>,
): Promise<void> {
  let failure: unknown = null;
  let handed: Promise<void>[] = [];
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      chunks.push(chunk);
      if (!final || file.name.endsWith("/")) return;
      const handover = onFile(file.name, chunks.length === 1 ? (chunks[0] as Uint8Array) : concatChunks(chunks));
      if (!handover) return;
      // Awaited below, unless a read failure ends the loop first: then nobody hears of it.
      handover.catch(() => undefined);
      handed.push(handover);
    };
    file.start();
  });
  unzip.register(UnzipPassThrough);
  // The files a chunk completed are all taken before the next chunk is asked for.
  const taken = async () => {
    const waiting = handed;
    handed = [];
    await Promise.all(waiting);
  };
  const reader = body.getReader();
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        // The server breaks the stream when it cannot finish the archive; fetch's own words say nothing.
        throw readFailure(error);
      }
      if (next.done) break;
      unzip.push(next.value);
      if (failure) throw readFailure(failure);
      await taken();
    }
    unzip.push(new Uint8Array(0), true);
    if (failure) throw readFailure(failure);
    await taken();
  } catch (error) {
    // Nothing more will be read: the download stops instead of running on into a dropped stream.
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
