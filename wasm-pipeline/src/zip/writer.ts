import { deflateSync } from "fflate";
import { crc32 } from "./crc32.js";
import { epochDosDate, type ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";
import { entryDataOffset, readChunkSize, readEntryRaw } from "./read-entry.js";
import { centralDirectory, localHeader, type WrittenEntry } from "./records.js";
import type { ZipSink, ZipSource } from "./source.js";

/**
 * Everything a `ZipWriter` remembers: plain JSON, so a job can persist it between batches (with the
 * bytes already sent to its sink, e.g. an R2 multipart upload) and resume in a fresh isolate.
 */
export interface ZipWriterState {
  /** Bytes emitted so far. */
  offset: number;
  entries: WrittenEntry[];
}

export interface AddFileOptions {
  /** Deflate the bytes (default true); PNGs are already compressed, so storing them is faster and as small. */
  compress?: boolean;
  dosTime?: number;
  dosDate?: number;
}

const maxClassicOffset = 0xffffffff;
/** Inputs up to this size are remembered with their deflated bytes (see ZipWriter.deflated). */
const maxRememberedDeflate = 4096;

/** Whether two arrays hold the same bytes. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A streaming ZIP writer. Each entry's header and data go to the sink as soon as they are known
 * (sizes and CRC are written up front, so no data descriptors), and only the small central-directory
 * records stay in memory. Entries copied from another archive are moved still compressed.
 */
export class ZipWriter {
  private readonly names: Set<string>;
  private readonly written: WrittenEntry[];
  private offset: number;
  private finished = false;
  private lastDeflated: { input: Uint8Array; output: Uint8Array } | undefined;

  constructor(
    private readonly sink: ZipSink,
    state?: ZipWriterState,
  ) {
    this.written = state ? state.entries.map((e) => ({ ...e })) : [];
    this.offset = state?.offset ?? 0;
    this.names = new Set(this.written.map((e) => e.name));
  }

  /** A snapshot to resume from (see `ZipWriterState`). */
  get state(): ZipWriterState {
    return { offset: this.offset, entries: this.written.map((e) => ({ ...e })) };
  }

  /** Whether an entry of this name was already written. */
  has(name: string): boolean {
    return this.names.has(name);
  }

  /** Adds a whole in-memory file. */
  async addFile(name: string, data: Uint8Array, options: AddFileOptions = {}): Promise<void> {
    const crc = crc32(data);
    let body = data;
    let method = 0;
    if (options.compress !== false && data.length > 0) {
      const deflated = this.deflated(data);
      if (deflated.length < data.length) {
        body = deflated;
        method = 8;
      }
    }
    const record = this.begin(
      name,
      method,
      crc,
      body.length,
      data.length,
      options.dosTime ?? 0,
      options.dosDate ?? epochDosDate,
    );
    // A synchronous sink (memory, tests) returns nothing, and an `await` per chunk would still cost a tick.
    const header = this.emit(localHeader(record));
    if (header) await header;
    if (body.length > 0) {
      const written = this.emit(body);
      if (written) await written;
    }
    this.commit(record);
  }

  /**
   * Adds a stored (uncompressed) entry whose size and CRC are known beforehand, its bytes arriving in
   * chunks: a file too large to hold whole (a project's 200 MB texture in a 128 MB Worker) still gets
   * its sizes and CRC in the local header, so a streaming reader never has to hunt for a data descriptor.
   */
  async addStored(
    name: string,
    size: number,
    crc: number,
    chunks: AsyncIterable<Uint8Array>,
    options: Pick<AddFileOptions, "dosTime" | "dosDate"> = {},
  ): Promise<void> {
    const record = this.begin(name, 0, crc, size, size, options.dosTime ?? 0, options.dosDate ?? epochDosDate);
    const header = this.emit(localHeader(record));
    if (header) await header;
    let copied = 0;
    for await (const chunk of chunks) {
      copied += chunk.length;
      // More bytes than the header announced would make every later offset wrong.
      if (copied > size) throw new ZipError("truncated", `"${name}" changed while it was being written.`);
      const written = this.emit(chunk);
      if (written) await written;
    }
    if (copied !== size) throw new ZipError("truncated", `"${name}" could not be read completely.`);
    this.commit(record);
  }

  /** Copies an entry of another archive byte for byte, without decompressing it. */
  async copyEntry(source: ZipSource, entry: ZipEntry, name = entry.name): Promise<void> {
    const record = this.begin(
      name,
      entry.method,
      entry.crc,
      entry.compressedSize,
      entry.size,
      entry.dosTime,
      entry.dosDate,
    );
    const header = this.emit(localHeader(record));
    if (header) await header;
    let copied = 0;
    if (entry.compressedSize <= readChunkSize) {
      // One range covers it (every texture): no async generator per entry. Empty entries (folders)
      // send no chunk, as the generator would not.
      const start = await entryDataOffset(source, entry);
      if (entry.compressedSize > 0) {
        const chunk = await source.read(start, entry.compressedSize);
        copied = chunk.length;
        const written = this.emit(chunk);
        if (written) await written;
      }
    } else {
      for await (const chunk of readEntryRaw(source, entry)) {
        copied += chunk.length;
        const written = this.emit(chunk);
        if (written) await written;
      }
    }
    if (copied !== entry.compressedSize)
      throw new ZipError("truncated", `"${entry.name}" could not be read completely.`);
    this.commit(record);
  }

  /**
   * Writes the central directory (with a ZIP64 end record past 65,535 entries: see `centralDirectory`);
   * the sink's last call carries `final = true`.
   */
  async finish(): Promise<void> {
    if (this.finished) throw new Error("ZipWriter.finish() was called twice");
    const end = centralDirectory(this.written, this.offset);
    this.finished = true;
    await this.sink(end, true);
  }

  private begin(
    name: string,
    method: number,
    crc: number,
    compressedSize: number,
    size: number,
    dosTime: number,
    dosDate: number,
  ): WrittenEntry {
    if (this.finished) throw new Error("ZipWriter is finished");
    if (this.names.has(name)) throw new ZipError("duplicate-name", `"${name}" was already written to the output.`);
    return { name, method, crc, compressedSize, size, offset: this.offset, dosTime, dosDate };
  }

  private commit(record: WrittenEntry): void {
    if (this.offset > maxClassicOffset) {
      throw new ZipError("zip64-unsupported", "The output would be larger than 4 GB, which needs ZIP64.");
    }
    this.names.add(record.name);
    this.written.push(record);
  }

  /**
   * `data` deflated. An animated texture's `_n` and `_s` each get its mcmeta, one after the other, and
   * fflate sets up about 170 KB of tables for every call, even for a 40-byte mcmeta: the last small
   * input is kept (a copy) with its result, and the same bytes again reuse it.
   */
  private deflated(data: Uint8Array): Uint8Array {
    const last = this.lastDeflated;
    if (last && sameBytes(last.input, data)) return last.output;
    const output = deflateSync(data, { level: 6 });
    // Uint8Array's own slice: a Node Buffer's would be a view, not a copy.
    const input = data.length <= maxRememberedDeflate ? Uint8Array.prototype.slice.call(data) : undefined;
    this.lastDeflated = input && { input, output };
    return output;
  }

  /** Sends a chunk; returns the sink's promise, if it made one, for the caller to await. */
  private emit(chunk: Uint8Array): void | Promise<void> {
    this.offset += chunk.length;
    return this.sink(chunk, false);
  }
}
