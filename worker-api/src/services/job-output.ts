import { requestedRange } from "../lib/byte-range.js";
import { contentDisposition } from "../lib/content-disposition.js";
import { ApiError } from "../lib/errors.js";

const expired = () => new ApiError(410, "output_expired", "The converted file has expired; convert it again");

/**
 * A completed job's converted zip (`jobs/<id>/output/<name>`) as a download, or the one byte range a
 * `Range` header asks for (206; 416 past the end): the workspace opens one texture of a converted pack
 * by reading the zip's central directory and three entries, not the whole pack, and a browser can
 * resume a broken download.
 */
export async function jobOutputResponse(
  bucket: R2Bucket,
  jobId: string,
  name: string,
  rangeHeader: string | undefined,
): Promise<Response> {
  const key = `jobs/${jobId}/output/${name}`;
  const headers = {
    "Content-Type": "application/zip",
    "Content-Disposition": contentDisposition("attachment", name),
    "Cache-Control": "private, no-store",
    "Accept-Ranges": "bytes",
  };
  if (rangeHeader) {
    const head = await bucket.head(key);
    if (!head) throw expired();
    const range = requestedRange(rangeHeader, head.size);
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${head.size}` } });
    }
    if (range) {
      const part = await bucket.get(key, { range });
      if (!part) throw expired();
      return new Response(part.body, {
        status: 206,
        headers: {
          ...headers,
          "Content-Length": String(range.length),
          "Content-Range": `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`,
        },
      });
    }
  }
  const object = await bucket.get(key);
  if (!object) throw expired();
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
}
