// fflate computes CRCs internally but does not export them; the writer needs one for entries it
// builds from whole buffers, and the reader checks inflated entries against the central directory.
// Slicing-by-8 (eight 256-entry tables) processes 8 bytes per step: about 4x the byte-at-a-time loop,
// which matters because every generated map is checksummed.
const tables = (() => {
  const t = new Uint32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) {
      const prev = t[(k - 1) * 256 + n] as number;
      t[k * 256 + n] = ((t[prev & 0xff] as number) ^ (prev >>> 8)) >>> 0;
    }
  }
  return t;
})();

/** CRC-32 (IEEE, as used by ZIP); pass the previous value to continue over several chunks. */
export function crc32(data: Uint8Array, previous = 0): number {
  const t = tables;
  let c = ~previous;
  let i = 0;
  const end8 = data.length - (data.length % 8);
  for (; i < end8; i += 8) {
    const a =
      c ^
      ((data[i] as number) |
        ((data[i + 1] as number) << 8) |
        ((data[i + 2] as number) << 16) |
        ((data[i + 3] as number) << 24));
    c =
      (t[1792 + (a & 0xff)] as number) ^
      (t[1536 + ((a >>> 8) & 0xff)] as number) ^
      (t[1280 + ((a >>> 16) & 0xff)] as number) ^
      (t[1024 + (a >>> 24)] as number) ^
      (t[768 + (data[i + 4] as number)] as number) ^
      (t[512 + (data[i + 5] as number)] as number) ^
      (t[256 + (data[i + 6] as number)] as number) ^
      (t[data[i + 7] as number] as number);
  }
  for (; i < data.length; i++) c = (t[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}
