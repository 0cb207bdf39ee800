import { describe, expect, it } from "vitest";
import { readCentralDirectory } from "./central-directory.js";
import { memorySink } from "./memory-sink.js";
import { defaultZipLimits, isAbsoluteEntryName } from "./safety.js";
import { bytesSource } from "./source.js";
import { buildRawArchive, type RawArchiveEntry } from "./test-archive.js";
import { ZipWriter } from "./writer.js";

const ok = (name: string): RawArchiveEntry => ({ name, data: new Uint8Array([1, 2, 3]) });
const open = (entries: RawArchiveEntry[]) => readCentralDirectory(bytesSource(buildRawArchive(entries)));

describe("zip safety", () => {
  it("accepts an ordinary pack layout", async () => {
    const entries = await open([ok("pack.mcmeta"), ok("assets/minecraft/textures/block/stone.png")]);
    expect(entries.map((e) => e.name)).toEqual(["pack.mcmeta", "assets/minecraft/textures/block/stone.png"]);
  });

  it("rejects entries that climb out with ../ (also written with backslashes)", async () => {
    await expect(open([ok("assets/../../evil.png")])).rejects.toThrow(
      'Unsafe path "assets/../../evil.png": entries may not climb out of the pack with "..".',
    );
    await expect(open([ok("..\\evil.png")])).rejects.toThrow('Unsafe path "../evil.png"');
  });

  it("rejects absolute paths", async () => {
    await expect(open([ok("/etc/passwd")])).rejects.toThrow(
      'Unsafe path "/etc/passwd": absolute paths are not allowed in a pack.',
    );
    await expect(open([ok("C:/Windows/x.png")])).rejects.toThrow("absolute paths are not allowed");
  });

  it("names absolute paths with one exported rule: a leading '/' or a drive letter", () => {
    for (const name of ["/etc/passwd", "C:/x.png", "c:x.png", "Z:"]) expect(isAbsoluteEntryName(name), name).toBe(true);
    for (const name of ["textures/c:/x.png", "x.png", "1:/x.png", ":x.png"]) {
      expect(isAbsoluteEntryName(name), name).toBe(false);
    }
  });

  it("rejects symbolic links", async () => {
    const link = { ...ok("assets/link.png"), hostSystem: 3, externalAttributes: (0o120777 << 16) >>> 0 };
    await expect(open([link])).rejects.toThrow(
      '"assets/link.png" is a symbolic link; links are not allowed in a pack.',
    );
  });

  it("allows ordinary Unix file modes", async () => {
    const file = { ...ok("a.png"), hostSystem: 3, externalAttributes: (0o100644 << 16) >>> 0 };
    await expect(open([file])).resolves.toHaveLength(1);
  });

  it("rejects duplicate names", async () => {
    await expect(open([ok("pack.mcmeta"), ok("pack.mcmeta")])).rejects.toThrow(
      '"pack.mcmeta" appears more than once in the archive.',
    );
  });

  it("rejects encrypted entries", async () => {
    await expect(open([{ ...ok("secret.png"), flags: 1 }])).rejects.toThrow(
      '"secret.png" is encrypted; password-protected packs cannot be read.',
    );
  });

  it("rejects an entry that expands more than 100 times", async () => {
    const out = memorySink();
    const writer = new ZipWriter(out.sink);
    await writer.addFile("bomb.txt", new Uint8Array(1024 * 1024));
    await writer.finish();
    await expect(readCentralDirectory(bytesSource(out.bytes()))).rejects.toThrow(
      /"bomb\.txt" expands \d+x \(more than 100x\): refusing a possible zip bomb\./,
    );
  });

  it("rejects more than 1 GB uncompressed in total", async () => {
    // Eleven entries declaring 100 MB each at a modest 5x ratio: only the total gives them away.
    const big = Array.from({ length: 11 }, (_, i) => ({
      name: `big${i}.bin`,
      size: 100 * 1024 * 1024,
      compressedSize: 20 * 1024 * 1024,
    }));
    await expect(open(big)).rejects.toThrow("The archive would expand to 1100 MB, more than the 1024 MB limit.");
  });

  it("refuses an archive listing more entries than the limit, from its end record, before parsing them", async () => {
    // Past 65,535 entries the count lives in the ZIP64 end record, which the writer emits.
    const out = memorySink();
    const writer = new ZipWriter(out.sink);
    for (let i = 0; i <= 100_000; i++) await writer.addFile(`f${i}`, new Uint8Array(0), { compress: false });
    await writer.finish();
    await expect(readCentralDirectory(bytesSource(out.bytes()))).rejects.toThrow(
      "The archive lists 100,001 files; a pack can hold at most 100,000.",
    );
    const entries = Array.from({ length: 3 }, (_, i) => ok(`f${i}.png`));
    const limits = { ...defaultZipLimits, maxEntries: 2 };
    await expect(readCentralDirectory(bytesSource(buildRawArchive(entries)), limits)).rejects.toThrow(
      "The archive lists 3 files; a pack can hold at most 2.",
    );
  });

  it("rejects names with a NUL or other control character", async () => {
    await expect(open([ok("assets/a\u0000b.png")])).rejects.toThrow(
      'Unsafe path "assets/a?b.png": file names may not contain control characters.',
    );
    await expect(open([ok("a\u001b[31m.png")])).rejects.toThrow("may not contain control characters");
  });

  it("refuses bytes that are not a zip with one clear message", async () => {
    await expect(readCentralDirectory(bytesSource(new Uint8Array(100).fill(7)))).rejects.toThrow(
      "This file is not a readable ZIP archive (no end-of-central-directory record).",
    );
    await expect(readCentralDirectory(bytesSource(new Uint8Array(3)))).rejects.toThrow("not a readable ZIP archive");
  });
});
