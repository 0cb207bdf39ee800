import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readCentralDirectory } from "./central-directory.js";
import { ZipError } from "./errors.js";
import { readEntryHead } from "./read-entry.js";
import type { ZipSource } from "./source.js";

/** Bytes that deflate well but not trivially: a counter pattern with a slow drift. */
function pattern(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i % 251) ^ (i >> 10));
}

/** A source over `bytes` that counts what it reads. */
function countingSource(bytes: Uint8Array): ZipSource & { bytesRead: number } {
  const source = {
    size: bytes.length,
    bytesRead: 0,
    read: async (offset: number, length: number) => {
      source.bytesRead += length;
      return bytes.slice(offset, offset + length);
    },
  };
  return source;
}

describe("readEntryHead", () => {
  const content = pattern(2_000_000);
  const archive = zipSync({ "deflated.bin": [content, { level: 6 }], "stored.bin": [content, { level: 0 }] });

  it("returns the first bytes of a deflated and of a stored entry, reading a small part of either", async () => {
    const source = countingSource(archive);
    const entries = await readCentralDirectory(source);
    for (const entry of entries) {
      const before = source.bytesRead;
      expect(await readEntryHead(source, entry, 4096), entry.name).toEqual(content.subarray(0, 4096));
      expect(source.bytesRead - before, entry.name).toBeLessThan(64 * 1024);
    }
  });

  it("returns a whole entry shorter than asked for", async () => {
    const small = zipSync({ "tiny.txt": [new Uint8Array([1, 2, 3]), { level: 6 }] });
    const source = countingSource(small);
    const [entry] = await readCentralDirectory(source);
    if (!entry) throw new Error("no entry");
    expect(await readEntryHead(source, entry, 4096)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("names the entry when its compressed start is damaged", async () => {
    const damaged = zipSync({ "broken.bin": [content, { level: 6 }] });
    const source = countingSource(damaged);
    const [entry] = await readCentralDirectory(source);
    if (!entry) throw new Error("no entry");
    // The first deflate block header with the reserved block type 3.
    const start = entry.localHeaderOffset + 30 + entry.name.length;
    damaged[start] = 0b111;
    const error = await readEntryHead(source, entry, 4096).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ZipError);
    expect((error as ZipError).message).toMatch(/^"broken.bin" is corrupt: /);
  });
});
