import { BodyWindow } from "./body-window.js";

/**
 * The file part of an upload as `readMultipartFile` left it: held whole in memory (`bytes`, nothing
 * stored) when it was small enough, or else already streamed to R2 under the key it was given
 * (`storedAt`), with only its first bytes kept (`head`). `head` is the file's first bytes either way.
 */
export type UploadedFilePart = {
  name: string;
  type: string;
  size: number;
  head: Uint8Array;
} & ({ bytes: Uint8Array; storedAt: null } | { bytes: null; storedAt: string });

export interface MultipartFileOptions {
  /** The file part's field name; the first part of that name with a filename is the file. */
  field: string;
  /** A body that declares at most this many bytes is read into one buffer and its file held whole. */
  holdBytes: number;
  maxFileBytes: number;
  maxBodyBytes: number;
  /** How many of a streamed file's first bytes are kept (`head`). */
  headBytes: number;
  /** Where a file that is not held goes, in parts of `partBytes` (R2 takes 5 MiB and more). */
  bucket: R2Bucket;
  storeAt: string;
  partBytes: number;
  tooLarge: () => Error;
  unreadable: () => Error;
  noFile: () => Error;
}

/** The most header bytes a part may have before its content (names, filename, type). */
const MAX_PART_HEADERS = 16 * 1024;
/** The most a text field (a path) or the preamble may be: each must fit in the window. */
const MAX_FIELD_BYTES = 32 * 1024;

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const headersBreak = latin1("\r\n\r\n");

/** The `boundary` parameter of a multipart/form-data Content-Type, or null. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** A Content-Disposition parameter (`name`, `filename`), unquoted as browsers send it. */
function dispositionParam(disposition: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, "i").exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? "").trim();
}

/**
 * An R2 multipart upload fed parts of one size (R2 wants every part but the last the same size),
 * started only when the first part comes, so a file that is held never creates one.
 */
class PartUploads {
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  get started(): boolean {
    return this.upload !== null;
  }

  async put(bytes: Uint8Array): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key);
    // The bytes are a view into the reused window: the part is sent before the window moves on.
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, bytes));
  }

  async complete(): Promise<void> {
    await this.upload?.complete(this.parts);
  }

  async abort(): Promise<void> {
    await this.upload?.abort().catch(() => {});
  }
}

/**
 * Reads a multipart/form-data body as it streams and returns its file part (the first of
 * `options.field` with a filename) and its text fields (the first of each name). A body that declares
 * at most `holdBytes` is read into one buffer of that size and the file is a view into it, as small
 * images are decoded whole anyway. A larger one is read through a window of one part: the file's bytes
 * go to R2 a part at a time as they arrive, and only its first `headBytes` are kept, so memory does not
 * grow with the file. On any refusal nothing stays stored: the R2 upload is aborted.
 * @throws `tooLarge()` past either cap (the body stops being read), `unreadable()` for a body that is not
 * well-formed multipart or ends early, `noFile()` when no such file part came.
 */
export async function readMultipartFile(
  request: Request,
  options: MultipartFileOptions,
): Promise<{ file: UploadedFilePart; fields: Map<string, string> }> {
  const boundary = boundaryOf(request.headers.get("content-type") ?? "");
  const declared = Number(request.headers.get("content-length") ?? "");
  if (declared > options.maxBodyBytes) throw options.tooLarge();
  if (!boundary || !request.body) throw options.unreadable();
  const hold = Number.isSafeInteger(declared) && declared > 0 && declared <= options.holdBytes;
  const window = new BodyWindow(request.body, hold ? declared : options.partBytes + MAX_FIELD_BYTES + 1024, {
    maxBytes: options.maxBodyBytes,
    tooLarge: options.tooLarge,
  });
  const uploads = new PartUploads(options.bucket, options.storeAt);
  try {
    const parsed = await new MultipartReader(window, boundary, uploads, hold, options).read();
    await window.cancel();
    return parsed;
  } catch (error) {
    await window.cancel();
    await uploads.abort();
    throw error;
  }
}

/** The parser behind `readMultipartFile`: offsets are body offsets, bytes are read through `window`. */
class MultipartReader {
  private readonly delimiter: Uint8Array;
  private readonly nextPart: Uint8Array;
  private readonly text = new TextDecoder();

  constructor(
    private readonly window: BodyWindow,
    boundary: string,
    private readonly uploads: PartUploads,
    private readonly hold: boolean,
    private readonly options: MultipartFileOptions,
  ) {
    this.delimiter = latin1(`--${boundary}`);
    this.nextPart = latin1(`\r\n--${boundary}`);
  }

  /** Lets the window move past `offset`; a body read whole never moves, so its views stay valid. */
  private release(offset: number): void {
    if (!this.hold) this.window.keep(offset);
  }

  /** Finds `needle` at or after `from` within `maxDistance` bytes, reading as needed. */
  private async find(needle: Uint8Array, from: number, maxDistance: number): Promise<number> {
    this.release(from);
    let searchFrom = from;
    for (;;) {
      const at = this.window.indexOf(needle, searchFrom);
      if (at >= 0 && at - from <= maxDistance) return at;
      if (at >= 0 || this.window.end - from > maxDistance + needle.length) throw this.options.unreadable();
      searchFrom = Math.max(from, this.window.end - needle.length + 1);
      if (!(await this.window.more())) throw this.options.unreadable();
    }
  }

  /** Makes sure the window holds the body up to `offset`. */
  private async need(offset: number): Promise<void> {
    while (this.window.end < offset) if (!(await this.window.more())) throw this.options.unreadable();
  }

  async read(): Promise<{ file: UploadedFilePart; fields: Map<string, string> }> {
    const fields = new Map<string, string>();
    let file: Omit<UploadedFilePart, "head" | "bytes" | "storedAt"> | null = null;
    let held: { start: number; end: number; bytes: Uint8Array | null } | null = null;
    let head: Uint8Array | null = null;
    let at = (await this.find(this.delimiter, 0, MAX_FIELD_BYTES)) + this.delimiter.length;
    for (;;) {
      await this.need(at + 2);
      if (this.window.byteAt(at) === 0x2d && this.window.byteAt(at + 1) === 0x2d) break;
      if (this.window.byteAt(at) !== 0x0d || this.window.byteAt(at + 1) !== 0x0a) throw this.options.unreadable();
      const headersEnd = await this.find(headersBreak, at + 2, MAX_PART_HEADERS);
      const headers = this.text.decode(this.window.view(at + 2, headersEnd)).split("\r\n");
      const header = (name: string) =>
        headers
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const disposition = header("content-disposition") ?? "";
      const name = dispositionParam(disposition, "name");
      if (!/^form-data\b/i.test(disposition) || name === undefined) throw this.options.unreadable();
      const filename = dispositionParam(disposition, "filename");
      const contentStart = headersEnd + headersBreak.length;
      let contentEnd: number;
      if (filename === undefined) {
        // A field too long for any use here (a path) is passed over, as a part of another name is.
        contentEnd = await this.skipContent(contentStart, MAX_FIELD_BYTES);
        if (contentEnd - contentStart <= MAX_FIELD_BYTES && !fields.has(name)) {
          fields.set(name, this.text.decode(this.window.view(contentStart, contentEnd)));
        }
      } else if (name === this.options.field && !file) {
        const streamed = await this.streamFile(contentStart);
        contentEnd = streamed.end;
        file = { name: filename, type: header("content-type") ?? "application/octet-stream", size: streamed.size };
        head = streamed.head;
        held = streamed.held;
      } else {
        contentEnd = await this.skipContent(contentStart);
      }
      at = contentEnd + this.nextPart.length;
    }
    if (!file) throw this.options.noFile();
    if (held) {
      // A held file's view is made only now: each BYOB read hands the buffer back as a new object.
      const bytes = held.bytes ?? this.window.view(held.start, held.end);
      return { file: { ...file, head: bytes.subarray(0, this.options.headBytes), bytes, storedAt: null }, fields };
    }
    return { file: { ...file, head: head ?? new Uint8Array(0), bytes: null, storedAt: this.options.storeAt }, fields };
  }

  /**
   * Reads a file part's content from `start`: held when it ends before a part is full (or the body is
   * read whole), otherwise sent to R2 a part at a time. Answers where the content ends.
   */
  private async streamFile(start: number): Promise<{
    end: number;
    size: number;
    head: Uint8Array | null;
    held: { start: number; end: number; bytes: Uint8Array | null } | null;
  }> {
    const { partBytes, maxFileBytes, headBytes } = this.options;
    let head: Uint8Array | null = null;
    let sent = start;
    let searchFrom = start;
    this.release(start);
    for (;;) {
      const end = this.window.indexOf(this.nextPart, searchFrom);
      // Bytes before `sure` are content whatever comes next; the ones after may start the boundary.
      const sure = end >= 0 ? end : this.window.end - this.nextPart.length + 1;
      if (sure - start > maxFileBytes) throw this.options.tooLarge();
      if (end >= 0 && !this.uploads.started) {
        // Views in a moving window must be copied; a body read whole does not move.
        const bytes = this.hold ? null : this.window.view(start, end).slice();
        return { end, size: end - start, head: null, held: { start, end, bytes } };
      }
      while (!this.hold && (sure - sent >= partBytes || (end >= 0 && sent < end))) {
        head ??= this.window.view(start, Math.min(start + headBytes, sure)).slice();
        const to = Math.min(sent + partBytes, sure);
        await this.uploads.put(this.window.view(sent, to));
        sent = to;
        this.release(sent);
      }
      if (end >= 0) {
        await this.uploads.complete();
        return { end, size: end - start, head, held: null };
      }
      searchFrom = Math.max(start, this.window.end - this.nextPart.length + 1);
      if (!(await this.window.more())) throw this.options.unreadable();
    }
  }

  /**
   * Passes over a part's content from `start`, keeping its first `keepBytes` in the window (a text
   * field) and none of a longer one; answers where it ends.
   */
  private async skipContent(start: number, keepBytes = 0): Promise<number> {
    let searchFrom = start;
    this.release(start);
    for (;;) {
      const end = this.window.indexOf(this.nextPart, searchFrom);
      if (end >= 0) return end;
      searchFrom = Math.max(start, this.window.end - this.nextPart.length + 1);
      if (searchFrom - start > keepBytes) this.release(searchFrom);
      if (!(await this.window.more())) throw this.options.unreadable();
    }
  }
}
