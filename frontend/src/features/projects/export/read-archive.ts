import { concatChunks } from "@greenhouse/wasm-pipeline";
import { Unzip, UnzipPassThrough } from "fflate";

/**
 * Reads a project's files archive (`GET /api/projects/:id/files/archive`, stored entries with their
 * sizes up front) as it downloads, handing over each file as soon as its last byte is in, so Download
 * Pack can count files while the rest are still on their way.
 */
export async function readArchive(
  body: ReadableStream<Uint8Array>,
  onFile: (path: string, bytes: Uint8Array) => void,
): Promise<void> {
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      chunks.push(chunk);
      if (final && !file.name.endsWith("/"))
        onFile(file.name, chunks.length === 1 ? (chunks[0] as Uint8Array) : concatChunks(chunks));
    };
    file.start();
  });
  unzip.register(UnzipPassThrough);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      unzip.push(value);
      if (failure) throw failure;
    }
  } catch (error) {
    // The server breaks the stream when it cannot finish the archive; fetch's own words say nothing.
    throw new Error("The project's files could not all be read. Please try again.", { cause: error });
  } finally {
    reader.releaseLock();
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw new Error("The project's files could not all be read. Please try again.", { cause: failure });
}
