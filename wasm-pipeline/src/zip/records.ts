import { strToU8 } from "fflate";

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

const zip64EndSize = 56;
const zip64LocatorSize = 20;

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

/** The local file header that goes before an entry's data. */
export function localHeader(e: WrittenEntry): Uint8Array {
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

/**
 * The central directory for `entries` and its end record, for an archive whose entries fill the first
 * `offset` bytes. Over 65,535 entries (a huge pack with its maps) the count goes in a ZIP64 end record, which
 * Java's ZipFile (the game) and every current unzip read; offsets and sizes always fit the classic fields
 * (inputs stop at 1 GB).
 */
export function centralDirectory(entries: readonly WrittenEntry[], offset: number): Uint8Array {
  const headers = entries.map(centralHeader);
  const cdSize = headers.reduce((n, h) => n + h.length, 0);
  const count = entries.length;
  const zip64 = count > 0xffff;
  const end = new Uint8Array(cdSize + (zip64 ? zip64EndSize + zip64LocatorSize : 0) + 22);
  let p = 0;
  for (const h of headers) {
    end.set(h, p);
    p += h.length;
  }
  const view = new DataView(end.buffer);
  if (zip64) {
    const recordOffset = offset + cdSize;
    view.setUint32(p, 0x06064b50, true);
    view.setBigUint64(p + 4, BigInt(zip64EndSize - 12), true);
    view.setUint16(p + 12, 45, true);
    view.setUint16(p + 14, 45, true);
    view.setBigUint64(p + 24, BigInt(count), true);
    view.setBigUint64(p + 32, BigInt(count), true);
    view.setBigUint64(p + 40, BigInt(cdSize), true);
    view.setBigUint64(p + 48, BigInt(offset), true);
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
  view.setUint32(p + 16, offset, true);
  return end;
}
