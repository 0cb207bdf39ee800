import { ZipWriter } from "@greenhouse/wasm-pipeline";
import { strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { blobSink } from "./blob-sink";

describe("blobSink", () => {
  it("holds the archive a writer streams into it, across parts, as a zip Blob", async () => {
    const out = blobSink();
    const writer = new ZipWriter(out.sink);
    // Over one part (4 MB) in all, so the archive spans several Blob parts.
    const big = new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 7) % 251);
    await writer.addFile("big.bin", big, { compress: false });
    await writer.addFile("pack.mcmeta", strToU8('{"pack":{}}'));
    await writer.finish();
    const blob = out.blob();
    expect(blob.type).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    // Compared as one Buffer: a deep equality over 5 MB element by element took half a minute.
    expect(Buffer.from(entries["big.bin"] ?? []).equals(Buffer.from(big))).toBe(true);
    expect(entries["pack.mcmeta"]).toEqual(strToU8('{"pack":{}}'));
  });

  it("refuses to hand over an archive whose writer has not finished", async () => {
    const out = blobSink();
    await new ZipWriter(out.sink).addFile("a.txt", strToU8("a"));
    expect(() => out.blob()).toThrow("The archive was not finished");
  });
});
