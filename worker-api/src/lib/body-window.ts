/**
 * A request body read through one reused buffer: bytes are addressed by their offset in the body, and
 * the window holds those from `keepFrom` to `end`. A BYOB reader lets the runtime write straight into
 * the buffer, so reading a body of any size allocates nothing past the buffer itself (a default reader's
 * chunks would each be garbage until a collection runs). `more()` moves the kept bytes to the front
 * when the buffer is full; a caller must `keep()` only what it still needs.
 */
export class BodyWindow {
  private buffer: Uint8Array;
  /** The body offset of `buffer[0]`. */
  private base = 0;
  private filled = 0;
  private kept = 0;
  private finished = false;
  private readonly byob: ReadableStreamBYOBReader | null;
  private readonly chunks: ReadableStreamDefaultReader<Uint8Array> | null;
  /** What a default reader gave that did not fit yet. */
  private pending: Uint8Array | null = null;

  /**
   * @param capacity the buffer's size: the whole body when it is read in one piece.
   * @param limit past this many body bytes `tooLarge()` is thrown and the body is no longer read.
   */
  constructor(
    body: ReadableStream<Uint8Array>,
    capacity: number,
    private readonly limit: { maxBytes: number; tooLarge: () => Error },
  ) {
    this.buffer = new Uint8Array(capacity);
    // A stream made in JavaScript (not a byte stream) has no BYOB reader; it is copied chunk by chunk.
    let byob: ReadableStreamBYOBReader | null = null;
    try {
      byob = body.getReader({ mode: "byob" });
    } catch {
      byob = null;
    }
    this.byob = byob;
    this.chunks = byob ? null : body.getReader();
  }

  /** The body offset just past the last byte read. */
  get end(): number {
    return this.base + this.filled;
  }

  /** Whether the body has ended. */
  get done(): boolean {
    return this.finished;
  }

  /** Bytes before `offset` are no longer needed: the next `more()` may overwrite them. */
  keep(offset: number): void {
    this.kept = Math.max(this.kept, offset - this.base);
  }

  /** The byte at body offset `offset` (which must be in the window). */
  byteAt(offset: number): number | undefined {
    return this.buffer[offset - this.base];
  }

  /** A view of body bytes [from, to) in the window: valid until the next `more()`. */
  view(from: number, to: number): Uint8Array {
    return this.buffer.subarray(from - this.base, to - this.base);
  }

  /** The body offset where `needle` first occurs at or after `from`, in what has been read, or -1. */
  indexOf(needle: Uint8Array, from: number): number {
    const at = indexOfBytes(this.buffer.subarray(0, this.filled), needle, Math.max(0, from - this.base));
    return at < 0 ? -1 : at + this.base;
  }

  /**
   * Reads more of the body into the window, first moving the kept bytes to the front if the buffer is
   * full. Answers false at the end of the body.
   * @throws `tooLarge()` once the body passes the limit, or when a full buffer keeps every byte and the
   * body goes on (a body sized by its Content-Length that sends more than it declared).
   */
  async more(): Promise<boolean> {
    if (this.finished) return false;
    if (this.filled === this.buffer.length) {
      if (this.kept === 0) {
        if (!(await this.endsHere())) {
          await this.cancel();
          throw this.limit.tooLarge();
        }
        return false;
      }
      this.buffer.copyWithin(0, this.kept, this.filled);
      this.base += this.kept;
      this.filled -= this.kept;
      this.kept = 0;
    }
    const read = this.byob ? await this.readInPlace() : await this.readChunk();
    if (read === 0) return false;
    if (this.end > this.limit.maxBytes) {
      await this.cancel();
      throw this.limit.tooLarge();
    }
    return true;
  }

  /** Stops reading the body (the rest of what the client sends is not read). */
  async cancel(): Promise<void> {
    this.finished = true;
    await (this.byob ?? this.chunks)?.cancel().catch(() => {});
  }

  /** Whether the body ends where the full buffer does: a one-byte read beside it tells. */
  private async endsHere(): Promise<boolean> {
    if (this.pending && this.pending.length > 0) return false;
    for (;;) {
      const { done, value } = this.byob
        ? await this.byob.read(new Uint8Array(1))
        : await (this.chunks as ReadableStreamDefaultReader<Uint8Array>).read();
      if (done || !value) {
        this.finished = true;
        return true;
      }
      if (value.byteLength > 0) return false;
    }
  }

  private async readInPlace(): Promise<number> {
    const reader = this.byob as ReadableStreamBYOBReader;
    const capacity = this.buffer.length;
    const space = new Uint8Array(this.buffer.buffer, this.filled, capacity - this.filled);
    const { done, value } = await reader.read(space);
    // The read takes the buffer (`this.buffer` is detached now) and hands it back in `value`.
    if (value) this.buffer = new Uint8Array(value.buffer, 0, capacity);
    if (done || !value) {
      this.finished = true;
      return 0;
    }
    this.filled += value.byteLength;
    return value.byteLength;
  }

  private async readChunk(): Promise<number> {
    let chunk = this.pending;
    this.pending = null;
    // A stream may hand over empty chunks before its end: only `done` ends the body.
    while (!chunk || chunk.byteLength === 0) {
      const { done, value } = await (this.chunks as ReadableStreamDefaultReader<Uint8Array>).read();
      if (done) {
        this.finished = true;
        return 0;
      }
      chunk = value;
    }
    const room = this.buffer.length - this.filled;
    if (chunk.byteLength > room) this.pending = chunk.subarray(room);
    const taken = chunk.subarray(0, room);
    this.buffer.set(taken, this.filled);
    this.filled += taken.byteLength;
    return taken.byteLength;
  }
}

/**
 * Where `needle` first occurs in `haystack` at or after `from`, or -1: the native byte search finds each
 * place its first byte occurs, and only those are compared whole.
 */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0] ?? 0;
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(first, from); at >= 0 && at <= last; at = haystack.indexOf(first, at + 1)) {
    let index = 1;
    while (index < needle.length && haystack[at + index] === needle[index]) index++;
    if (index === needle.length) return at;
  }
  return -1;
}
