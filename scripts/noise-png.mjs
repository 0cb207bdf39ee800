// Incompressible PNGs of an exact file size, for the memory measurements: random RGBA8 pixels in
// stored (uncompressed) deflate blocks, so the file is as large as its pixels and no codec can shrink
// what the Worker holds. A `padding` chunk (private, ancillary: every decoder skips it) fills the rest
// up to `size`, which makes a file as large as the cap whose pixels still get decoded.
import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK_OVERHEAD = 12;
const STORED_BLOCK = 65535;

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return [head, data, crc];
}

function adler32(bytes) {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i += 5552) {
    const end = Math.min(bytes.length, i + 5552);
    for (let j = i; j < end; j++) {
      a += bytes[j];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of `raw` in stored blocks (no compression). */
function storedZlib(raw) {
  const parts = [Buffer.from([0x78, 0x01])];
  for (let at = 0; at < raw.length || at === 0; at += STORED_BLOCK) {
    const block = raw.subarray(at, at + STORED_BLOCK);
    const head = Buffer.alloc(5);
    head[0] = at + STORED_BLOCK >= raw.length ? 1 : 0;
    head.writeUInt16LE(block.length, 1);
    head.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(head, block);
    if (raw.length === 0) break;
  }
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(adler32(raw), 0);
  parts.push(sum);
  return Buffer.concat(parts);
}

/** The file size of a noise PNG of these dimensions without padding. */
export function noisePngSize(width, height) {
  const raw = (width * 4 + 1) * height;
  const zlib = 2 + raw + 5 * Math.max(1, Math.ceil(raw / STORED_BLOCK)) + 4;
  return SIGNATURE.length + CHUNK_OVERHEAD + 13 + CHUNK_OVERHEAD + zlib + CHUNK_OVERHEAD;
}

/**
 * A valid RGBA8 PNG of `width` x `height` random pixels, padded to exactly `size` bytes when `size` is
 * given (at least the unpadded size plus a chunk's 12 bytes).
 */
export function noisePng(width, height, size) {
  const raw = randomBytes((width * 4 + 1) * height);
  for (let row = 0; row < height; row++) raw[row * (width * 4 + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const parts = [SIGNATURE, ...chunk("IHDR", ihdr), ...chunk("IDAT", storedZlib(raw))];
  const bare = noisePngSize(width, height);
  if (size !== undefined && size !== bare) {
    if (size < bare + CHUNK_OVERHEAD) throw new Error(`A ${width}x${height} noise PNG needs ${bare} bytes or more`);
    parts.push(...chunk("ghPd", randomBytes(size - bare - CHUNK_OVERHEAD)));
  }
  parts.push(...chunk("IEND", Buffer.alloc(0)));
  const png = Buffer.concat(parts);
  if (size !== undefined && png.length !== size) throw new Error(`Made ${png.length} bytes, not ${size}`);
  return png;
}

/**
 * The largest noise PNG `width` pixels wide that fits in `size` bytes, padded to exactly `size`: pixels
 * fill the file (over 2048x2048 the upload check reads its header only).
 */
export function noisePngFilling(size, width = 4096) {
  let height = Math.floor(size / (width * 4 + 1));
  while (height > 1 && noisePngSize(width, height) + CHUNK_OVERHEAD > size) height--;
  return noisePng(width, height, size);
}
