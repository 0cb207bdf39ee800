/** The most a route reads of a request body, and the error it answers with past that. */
export interface BodyLimit {
  maxBytes: number;
  tooLarge: () => Error;
}

/**
 * Reads a request body, refusing it as soon as it passes `maxBytes` (or, unread, when its declared
 * Content-Length does). A chunked body declares nothing, and `arrayBuffer()` or `formData()` would
 * hold all of it in the isolate before any size check could run.
 */
export async function readBodyWithin(request: Request, limit: BodyLimit): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? "0") > limit.maxBytes) throw limit.tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      // Stops the runtime from reading (and buffering) the rest of what the client keeps sending.
      await reader.cancel().catch(() => {});
      throw limit.tooLarge();
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A multipart (or urlencoded) body parsed by the runtime's own form parser as it streams through a
 * counting cap. Past the limit it throws `limit.tooLarge()` (and stops reading); a body that does not
 * parse, `unreadable()`. Not read into one array first: collecting the chunks, joining them and then
 * parsing that held the body three times over, and an 80 MB pack posted to /api/validate peaked at
 * 250 MB of isolate memory (101 MB this way), far past a Worker's 128 MB.
 */
export async function readFormWithin(
  request: Request,
  limit: BodyLimit & { unreadable: () => Error },
): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? "0") > limit.maxBytes) throw limit.tooLarge();
  let total = 0;
  let over = false;
  // Erroring the stream cancels the request body, so the rest of what the client sends is not read.
  const capped = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > limit.maxBytes) {
        over = true;
        controller.error(limit.tooLarge());
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = request.body ? request.body.pipeThrough(capped) : null;
  try {
    return await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    if (over) throw limit.tooLarge();
    throw limit.unreadable();
  }
}
