import { readFileSync } from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { corpusUrl as corpus } from "../testing/corpus.js";
import { readCentralDirectory } from "./central-directory.js";
import { crc32 } from "./crc32.js";
import { memorySink } from "./memory-sink.js";
import { readEntry } from "./read-entry.js";
import { blobSource, bytesSource, type ZipSource } from "./source.js";
import { buildRawArchive } from "./test-archive.js";
import { ZipWriter } from "./writer.js";

/** Pseudo-random bytes: compressible enough to deflate, not enough to look like a zip bomb. */
function noise(length: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = 12345;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** A source that records the largest single read, to prove entries are read by bounded ranges. */
function spySource(bytes: Uint8Array): ZipSource & { largestRead: number } {
  const spy = {
    size: bytes.length,
    largestRead: 0,
    read: async (offset: number, length: number) => {
      spy.largestRead = Math.max(spy.largestRead, length);
      return bytes.slice(offset, offset + length);
    },
  };
  return spy;
}

describe("ZipWriter", () => {
  it("writes archives other tools read, storing or deflating as asked", async () => {
    const out = memorySink();
    const writer = new ZipWriter(out.sink);
    await writer.addFile("a/hello.txt", strToU8("hello ".repeat(100)));
    await writer.addFile("a/raw.png", new Uint8Array([137, 80, 78, 71]), { compress: false });
    await writer.addFile("a/ünïcode.txt", strToU8("x"));
    await writer.addFile("empty/", new Uint8Array(0));
    await writer.finish();
    expect(out.finished()).toBe(true);
    const files = unzipSync(out.bytes());
    expect(new TextDecoder().decode(files["a/hello.txt"])).toBe("hello ".repeat(100));
    expect(Array.from(files["a/raw.png"] ?? [])).toEqual([137, 80, 78, 71]);
    expect(files["a/ünïcode.txt"]).toBeDefined();
    const entries = await readCentralDirectory(bytesSource(out.bytes()));
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ["a/hello.txt", 8],
      ["a/raw.png", 0],
      ["a/ünïcode.txt", 0],
      ["empty/", 0],
    ]);
    expect(entries[3]?.isDirectory).toBe(true);
  });

  it("streams a stored entry whose size and CRC are given, as addFile would have stored it", async () => {
    const data = strToU8("streamed ".repeat(50));
    async function* halves() {
      yield data.subarray(0, 100);
      yield data.subarray(100);
    }
    const streamed = memorySink();
    const writer = new ZipWriter(streamed.sink);
    await writer.addStored("big/texture.png", data.length, crc32(data), halves());
    await writer.finish();
    const whole = memorySink();
    const reference = new ZipWriter(whole.sink);
    await reference.addFile("big/texture.png", data, { compress: false });
    await reference.finish();
    expect(streamed.bytes()).toEqual(whole.bytes());
  });

  it("refuses a stored entry whose chunks do not add up to its size", async () => {
    async function* short() {
      yield strToU8("abc");
    }
    async function* long() {
      yield strToU8("abcdef");
    }
    const writer = new ZipWriter(() => {});
    await expect(writer.addStored("short.png", 4, 0, short())).rejects.toThrow(
      '"short.png" could not be read completely.',
    );
    await expect(writer.addStored("long.png", 4, 0, long())).rejects.toThrow(
      '"long.png" changed while it was being written.',
    );
  });

  it("refuses to write the same name twice", async () => {
    const writer = new ZipWriter(() => {});
    await writer.addFile("x.txt", strToU8("1"));
    await expect(writer.addFile("x.txt", strToU8("2"))).rejects.toThrow('"x.txt" was already written to the output.');
  });

  it("resumes from a saved state and produces the same archive as one uninterrupted run", async () => {
    const whole = memorySink();
    const w = new ZipWriter(whole.sink);
    await w.addFile("one.txt", strToU8("first file"));
    await w.addFile("two.txt", strToU8("second file"));
    await w.finish();

    const first = memorySink();
    const w1 = new ZipWriter(first.sink);
    await w1.addFile("one.txt", strToU8("first file"));
    const saved = JSON.parse(JSON.stringify(w1.state));
    const second = memorySink();
    const w2 = new ZipWriter(second.sink, saved);
    await w2.addFile("two.txt", strToU8("second file"));
    await w2.finish();
    const joined = new Uint8Array([...first.bytes(), ...second.bytes()]);
    expect(joined).toEqual(whole.bytes());
  });

  it("copies corpus entries still compressed, so every byte and timestamp survives", async () => {
    const pack = readFileSync(new URL("voxelibre-rp.zip", corpus));
    const source = bytesSource(pack);
    const entries = (await readCentralDirectory(source)).slice(0, 40);
    const out = memorySink();
    const writer = new ZipWriter(out.sink);
    for (const entry of entries) await writer.copyEntry(source, entry);
    await writer.finish();
    const copied = await readCentralDirectory(bytesSource(out.bytes()));
    const original = unzipSync(pack, { filter: (f) => entries.some((e) => e.name === f.name) });
    const roundTrip = unzipSync(out.bytes());
    for (const [i, entry] of entries.entries()) {
      expect(roundTrip[entry.name]).toEqual(original[entry.name]);
      expect(copied[i]).toMatchObject({
        crc: entry.crc,
        dosDate: entry.dosDate,
        dosTime: entry.dosTime,
        method: entry.method,
      });
    }
  });
});

describe("ZIP64", () => {
  it("reads sizes and offsets from each entry's ZIP64 field and the count from the ZIP64 end record", async () => {
    const data = strToU8("a texture's worth of bytes");
    const zip = buildRawArchive(
      [
        { name: "pack.mcmeta", data: strToU8("{}") },
        { name: "assets/minecraft/textures/block/stone.png", data },
      ],
      { zip64: true },
    );
    const source = bytesSource(zip);
    const entries = await readCentralDirectory(source);
    expect(entries.map((e) => [e.name, e.size, e.compressedSize])).toEqual([
      ["pack.mcmeta", 2, 2],
      ["assets/minecraft/textures/block/stone.png", data.length, data.length],
    ]);
    expect(await readEntry(source, entries[1] as (typeof entries)[number])).toEqual(data);
  });

  it("writes a ZIP64 end record past 65,535 entries, and reads that archive back", async () => {
    const out = memorySink();
    const writer = new ZipWriter(out.sink);
    const count = 0x10000 + 4;
    for (let i = 0; i < count; i++) await writer.addFile(`t/${i}.txt`, strToU8(String(i)), { compress: false });
    await writer.finish();
    const zip = out.bytes();
    const entries = await readCentralDirectory(bytesSource(zip));
    expect(entries).toHaveLength(count);
    const last = entries[count - 1] as (typeof entries)[number];
    expect(last.name).toBe(`t/${count - 1}.txt`);
    expect(strFromU8(await readEntry(bytesSource(zip), last))).toBe(String(count - 1));
    expect(Object.keys(unzipSync(zip))).toHaveLength(count);
  });
});

describe("readEntry", () => {
  it("inflates entries through bounded range reads and checks their CRC", async () => {
    const big = noise(3 * 1024 * 1024);
    const zip = zipSync({ "big.bin": big, "small.txt": strToU8("tiny") });
    const source = spySource(zip);
    const entries = await readCentralDirectory(source);
    source.largestRead = 0;
    const [bigEntry, small] = entries;
    // Buffer.equals, because a deep equality over 3 million elements takes many seconds.
    expect(Buffer.from(await readEntry(source, bigEntry as never)).equals(big)).toBe(true);
    expect(new TextDecoder().decode(await readEntry(source, small as never))).toBe("tiny");
    expect(source.largestRead).toBeLessThanOrEqual(256 * 1024);
  });

  it("reads the same entries through a Blob by slices", async () => {
    const zip = zipSync({ "a.txt": strToU8("from a blob"), "b/c.txt": strToU8("second") });
    const source = blobSource(new Blob([zip]));
    const entries = await readCentralDirectory(source);
    expect(entries.map((e) => e.name)).toEqual(["a.txt", "b/c.txt"]);
    expect(new TextDecoder().decode(await readEntry(source, entries[0] as never))).toBe("from a blob");
  });

  it("names the entry when its data is corrupt", async () => {
    const zip = zipSync({ "stone.png": noise(5000).map((v) => v & 7) }, { level: 9 });
    const entries = await readCentralDirectory(bytesSource(zip));
    const broken = zip.slice();
    broken[40] = (broken[40] as number) ^ 0xff;
    broken[41] = (broken[41] as number) ^ 0xff;
    await expect(readEntry(bytesSource(broken), entries[0] as never)).rejects.toThrow(
      /"stone\.png" is (corrupt|larger)/,
    );
  });

  it("reports a truncated archive", async () => {
    const zip = zipSync({ "a.bin": new Uint8Array(10_000).map((_, i) => i * 31) }, { level: 0 });
    const entries = await readCentralDirectory(bytesSource(zip));
    const cut = bytesSource(zip.subarray(0, 5000));
    await expect(readEntry(cut, entries[0] as never)).rejects.toThrow(
      'The archive is truncated: "a.bin" runs past the end of the file.',
    );
  });
});
