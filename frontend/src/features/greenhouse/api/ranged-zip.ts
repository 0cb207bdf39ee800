import { blobSource, type ZipSource } from "@greenhouse/wasm-pipeline";
import { toApiError } from "./http";

/** What a zip reader asks for first: the end of central directory record and the longest comment. */
const TAIL_BYTES = 22 + 0xffff;

/**
 * A `ZipSource` over a zip the server serves with byte ranges (a job's converted pack): one request
 * reads its tail, which gives its size and the end of central directory, and each read after that asks
 * for its own range. Opening one texture of a converted 200 MB pack reads its central directory and
 * that texture's entries, where it used to download the whole pack first. A server that answers a range
 * with the whole file (200) is read from that file instead.
 */
export async function rangedZipSource(url: string): Promise<ZipSource> {
  const first = await fetch(url, { credentials: "same-origin", headers: { Range: `bytes=-${TAIL_BYTES}` } });
  if (!first.ok) throw await toApiError(first);
  if (first.status !== 206) return blobSource(await first.blob());
  const size = Number(/\/(\d+)$/.exec(first.headers.get("Content-Range") ?? "")?.[1]);
  if (!Number.isSafeInteger(size)) throw new Error("The server sent a range without the file's size");
  const tail = new Uint8Array(await first.arrayBuffer());
  const tailStart = size - tail.length;
  return {
    size,
    async read(offset, length) {
      if (offset >= tailStart) return tail.subarray(offset - tailStart, offset - tailStart + length);
      const response = await fetch(url, {
        credentials: "same-origin",
        headers: { Range: `bytes=${offset}-${offset + length - 1}` },
      });
      if (!response.ok) throw await toApiError(response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // The whole file after all (a 200): the part wanted is in it.
      const part = response.status === 206 ? bytes : bytes.subarray(offset, offset + length);
      if (part.length !== length) throw new Error("The converted pack changed while it was being read");
      return part;
    },
  };
}
