import { crc32 as zlibCrc32 } from "node:zlib";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { crc32 } from "./crc32.js";

describe("crc32", () => {
  it("matches the standard check value and zlib on every length around the 8-byte steps", () => {
    expect(crc32(strToU8("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    const data = new Uint8Array(300).map((_, i) => (i * 37 + 11) & 0xff);
    for (let length = 0; length <= 40; length++) {
      expect(crc32(data.subarray(0, length))).toBe(zlibCrc32(data.subarray(0, length)));
    }
    expect(crc32(data.subarray(100), crc32(data.subarray(0, 100)))).toBe(zlibCrc32(data));
  });
});
