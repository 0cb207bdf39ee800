import { readCentralDirectory, readEntry } from "@greenhouse/wasm-pipeline";
import { strFromU8, strToU8, zipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rangedZipSource } from "./ranged-zip";

// Entries of random bytes, stored, so the archive is larger than the tail the source reads first.
const noise = (n: number) => new Uint8Array(n).map((_, i) => (i * 131 + 7) % 251);
const archive = zipSync(
  { "a/big.bin": noise(200_000), "a/stone_n.png": strToU8("normal"), "pack.mcmeta": strToU8("{}") },
  { level: 0 },
);

/** A server for `archive` that answers ranges as RFC 9110 says, or ignores them (`ranges` false). */
function serve(ranges: boolean) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const range = new Headers(init.headers).get("Range") ?? "";
    asked.push(range);
    const match = /^bytes=(\d*)-(\d*)$/.exec(range);
    if (!ranges || !match) return new Response(archive.slice(), { status: 200 });
    const size = archive.length;
    const [start, end] = match[1] === "" ? [size - Number(match[2]), size - 1] : [Number(match[1]), Number(match[2])];
    const from = Math.max(0, start);
    return new Response(archive.slice(from, end + 1), {
      status: 206,
      headers: { "Content-Range": `bytes ${from}-${end}/${size}` },
    });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

async function readAll(url: string) {
  const source = await rangedZipSource(url);
  const entries = await readCentralDirectory(source);
  const normal = entries.find((entry) => entry.name === "a/stone_n.png");
  if (!normal) throw new Error("no a/stone_n.png");
  return {
    size: source.size,
    names: entries.map((entry) => entry.name),
    normal: strFromU8(await readEntry(source, normal)),
  };
}

describe("rangedZipSource", () => {
  it("reads the tail once, then only the ranges a reader asks for", async () => {
    const asked = serve(true);
    const read = await readAll("/api/jobs/1/download");
    expect(read).toEqual({
      size: archive.length,
      names: ["a/big.bin", "a/stone_n.png", "pack.mcmeta"],
      normal: "normal",
    });
    expect(asked[0]).toBe("bytes=-65557");
    // The big entry is never fetched: every range after the tail lies past its 200 KB.
    expect(asked.every((range) => range === "bytes=-65557" || Number(range.slice(6).split("-")[0]) > 200_000)).toBe(
      true,
    );
  });

  it("reads a server that answers with the whole file from that file", async () => {
    const asked = serve(false);
    expect((await readAll("/api/jobs/1/download")).normal).toBe("normal");
    expect(asked).toEqual(["bytes=-65557"]);
  });
});
