import { deflateSync, strToU8 } from "fflate";
import { crc32 } from "./crc32.js";
import { epochDosDate, type ZipEntry } from "./entry.js";
import { ZipError } from "./errors.js";
import { entryDataOffset, readChunkSize, readEntryRaw } from "./read-entry.js";
import type { ZipSink, ZipSource } from "./source.js";

/** What the central directory needs to know about one written entry. */
export interface WrittenEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  dosTime: number;
  dosDate: number;
}

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
const zip64EndSize = 56;
const zip64LocatorSize = 20;

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
   * Writes the central directory; the sink's last call carries `final = true`. Over 65,535 entries
   * (a huge pack with its maps) the count goes in a ZIP64 end record, which Java's ZipFile (the game)
   * and every current unzip read; offsets and sizes always fit the classic fields (inputs stop at 1 GB).
   */
  async finish(): Promise<void> {
    if (this.finished) throw new Error("ZipWriter.finish() was called twice");
    const headers = this.written.map(centralHeader);
    const cdSize = headers.reduce((n, h) => n + h.length, 0);
    const count = this.written.length;
    const zip64 = count > 0xffff;
    const end = new Uint8Array(cdSize + (zip64 ? zip64EndSize + zip64LocatorSize : 0) + 22);
    let p = 0;
    for (const h of headers) {
      end.set(h, p);
      p += h.length;
    }
    const view = new DataView(end.buffer);
    if (zip64) {
      const recordOffset = this.offset + cdSize;
      view.setUint32(p, 0x06064b50, true);
      view.setBigUint64(p + 4, BigInt(zip64EndSize - 12), true);
      view.setUint16(p + 12, 45, true);
      view.setUint16(p + 14, 45, true);
      view.setBigUint64(p + 24, BigInt(count), true);
      view.setBigUint64(p + 32, BigInt(count), true);
      view.setBigUint64(p + 40, BigInt(cdSize), true);
      view.setBigUint64(p + 48, BigInt(this.offset), true);
      p += zip64EndSize;
      view.setUint32(p, 0x07064b50, true);
      view.setBigUint64(p + 8, BigInt(recordOffset), true);
      view.setUint32(p + 16, 1, true);
      p += zip64LocatorSize;
    }
    view.setUint32(p, 0x06054b50, true);
    view.setUint16(p + 8, Math.min(count, 0xffff), true);
    view.setUint16(p + 10, Math.min(count, 0xffff), true);
    view.setUint32(p + 12, cdSize, true);
    view.setUint32(p + 16, this.offset, true);
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

/** Headers are cut from shared slabs: a typed array of its own per ~100-byte header costs more than the header. */
const slabSize = 64 * 1024;
let slab = new Uint8Array(0);
let slabUsed = 0;

/**
 * A zeroed header of `fixedSize` bytes followed by the entry name, and the general-purpose flags the
 * name needs. The view is never handed out twice (a slab is only ever appended to), so a sink may keep it.
 * Pack paths are ASCII: their char codes are copied straight in (UTF-8 of ASCII is itself).
 */
function withName(fixedSize: number, name: string): { out: Uint8Array; nameLength: number; flags: number } {
  let ascii = true;
  for (let i = 0; i < name.length; i++) {
    if (name.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  const bytes = ascii ? undefined : strToU8(name);
  const nameLength = bytes ? bytes.length : name.length;
  const size = fixedSize + nameLength;
  if (slabUsed + size > slab.length) {
    slab = new Uint8Array(Math.max(slabSize, size));
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + size);
  slabUsed += size;
  if (bytes) out.set(bytes, fixedSize);
  else for (let i = 0; i < nameLength; i++) out[fixedSize + i] = name.charCodeAt(i);
  // Bit 11 tells readers the name is UTF-8; only needed (and only set) for non-ASCII names.
  return { out, nameLength, flags: bytes ? 0x800 : 0 };
}

/** Little-endian stores into a header (plain byte writes: a DataView per header cost more than its fields). */
function put16(out: Uint8Array, at: number, value: number): void {
  out[at] = value & 0xff;
  out[at + 1] = (value >>> 8) & 0xff;
}

function put32(out: Uint8Array, at: number, value: number): void {
  out[at] = value & 0xff;
  out[at + 1] = (value >>> 8) & 0xff;
  out[at + 2] = (value >>> 16) & 0xff;
  out[at + 3] = (value >>> 24) & 0xff;
}

function localHeader(e: WrittenEntry): Uint8Array {
  const { out, nameLength, flags } = withName(30, e.name);
  put32(out, 0, 0x04034b50);
  put16(out, 4, 20);
  put16(out, 6, flags);
  put16(out, 8, e.method);
  put16(out, 10, e.dosTime);
  put16(out, 12, e.dosDate);
  put32(out, 14, e.crc);
  put32(out, 18, e.compressedSize);
  put32(out, 22, e.size);
  put16(out, 26, nameLength);
  return out;
}

function centralHeader(e: WrittenEntry): Uint8Array {
  const { out, nameLength, flags } = withName(46, e.name);
  put32(out, 0, 0x02014b50);
  put16(out, 4, 20);
  put16(out, 6, 20);
  put16(out, 8, flags);
  put16(out, 10, e.method);
  put16(out, 12, e.dosTime);
  put16(out, 14, e.dosDate);
  put32(out, 16, e.crc);
  put32(out, 20, e.compressedSize);
  put32(out, 24, e.size);
  put16(out, 28, nameLength);
  // MS-DOS directory attribute for folders; files carry none.
  put32(out, 38, e.name.endsWith("/") ? 0x10 : 0);
  put32(out, 42, e.offset);
  return out;
}
