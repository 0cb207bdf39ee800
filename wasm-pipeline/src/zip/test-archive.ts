import { crc32 } from "./crc32.js";

/** An entry for `buildRawArchive`; any central-directory field can be forced to craft hostile archives. */
export interface RawArchiveEntry {
  name: string;
  data?: Uint8Array;
  flags?: number;
  hostSystem?: number;
  externalAttributes?: number;
  /** Declared sizes (default: the real ones); lying sizes are how zip bombs and truncation are faked. */
  size?: number;
  compressedSize?: number;
}

/**
 * Builds a stored-only ZIP byte for byte, for tests that need archives no well-behaved writer
 * produces (symlinks, encryption flags, duplicate names, lying sizes).
 */
export function buildRawArchive(
  entries: readonly RawArchiveEntry[],
  options: {
    /** Write every size and offset as ZIP64 (0xffffffff plus a 0x0001 extra field) and a ZIP64 end record. */
    zip64?: boolean;
  } = {},
): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new Uint8Array([...entry.name].map((c) => c.charCodeAt(0)));
    const data = entry.data ?? new Uint8Array(0);
    const fields = {
      flags: entry.flags ?? 0,
      crc: crc32(data),
      compressedSize: entry.compressedSize ?? data.length,
      size: entry.size ?? data.length,
    };
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, fields.flags, true);
    lv.setUint32(14, fields.crc, true);
    lv.setUint32(18, fields.compressedSize, true);
    lv.setUint32(22, fields.size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    const extra = options.zip64 ? 28 : 0;
    const record = new Uint8Array(46 + name.length + extra);
    const cv = new DataView(record.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, ((entry.hostSystem ?? 0) << 8) | 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, fields.flags, true);
    cv.setUint32(16, fields.crc, true);
    cv.setUint32(20, fields.compressedSize, true);
    cv.setUint32(24, fields.size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(38, entry.externalAttributes ?? 0, true);
    cv.setUint32(42, offset, true);
    record.set(name, 46);
    if (options.zip64) {
      cv.setUint32(20, 0xffffffff, true);
      cv.setUint32(24, 0xffffffff, true);
      cv.setUint32(42, 0xffffffff, true);
      cv.setUint16(30, extra, true);
      const at = 46 + name.length;
      cv.setUint16(at, 0x0001, true);
      cv.setUint16(at + 2, 24, true);
      cv.setBigUint64(at + 4, BigInt(fields.size), true);
      cv.setBigUint64(at + 12, BigInt(fields.compressedSize), true);
      cv.setBigUint64(at + 20, BigInt(offset), true);
    }
    parts.push(local, data);
    central.push(record);
    offset += local.length + data.length;
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const eocd = new Uint8Array(22);
  const ev = new DataView(eocd.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, cdSize, true);
  ev.setUint32(16, offset, true);
  const zip64End: Uint8Array[] = [];
  if (options.zip64) {
    const record = new Uint8Array(56 + 20);
    const zv = new DataView(record.buffer);
    zv.setUint32(0, 0x06064b50, true);
    zv.setBigUint64(4, 44n, true);
    zv.setBigUint64(24, BigInt(entries.length), true);
    zv.setBigUint64(32, BigInt(entries.length), true);
    zv.setBigUint64(40, BigInt(cdSize), true);
    zv.setBigUint64(48, BigInt(offset), true);
    zv.setUint32(56, 0x07064b50, true);
    zv.setBigUint64(64, BigInt(offset + cdSize), true);
    zv.setUint32(72, 1, true);
    zip64End.push(record);
    ev.setUint16(8, 0xffff, true);
    ev.setUint16(10, 0xffff, true);
    ev.setUint32(12, 0xffffffff, true);
    ev.setUint32(16, 0xffffffff, true);
  }
  const all = [...parts, ...central, ...zip64End, eocd];
  const out = new Uint8Array(all.reduce((n, c) => n + c.length, 0));
  let p = 0;
  for (const c of all) {
    out.set(c, p);
    p += c.length;
  }
  return out;
}
