import { crc32, memorySink, ZipWriter } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { readArchive } from "./read-archive";

/** The archive the server writes, sent in `chunkSize` pieces, as a download arrives. */
async function archiveStream(files: Record<string, Uint8Array>, chunkSize: number, cutAt?: number) {
  const out = memorySink();
  const writer = new ZipWriter(out.sink);
  for (const [path, bytes] of Object.entries(files)) {
    // Large files are streamed in by the server; both ways must read the same.
    if (bytes.length > 100) {
      await writer.addStored(
        path,
        bytes.length,
        crc32(bytes),
        (async function* () {
          yield bytes.subarray(0, 50);
          yield bytes.subarray(50);
        })(),
      );
    } else {
      await writer.addFile(path, bytes, { compress: false });
    }
  }
  await writer.finish();
  const zip = out.bytes().subarray(0, cutAt);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= zip.length) {
        if (cutAt === undefined) controller.close();
        else controller.error(new TypeError("network error"));
        return;
      }
      controller.enqueue(zip.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

// Bytes holding zip signatures: a reader that searched for the next header would cut these short.
const tricky = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x01, 0x02, 9, 9]);
const files = {
  "assets/minecraft/textures/block/stone.png": new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
  "assets/minecraft/textures/block/mossy stone.png": tricky,
  "assets/minecraft/textures/block/large.png": Uint8Array.from({ length: 5000 }, (_, i) => (i * 7) % 256),
  "assets/minecraft/textures/block/empty.png": new Uint8Array(0),
};

describe("readArchive", () => {
  it("hands over every file whole, in order, however the download is cut into chunks", async () => {
    for (const chunkSize of [1, 7, 64, 100_000]) {
      const read: [string, Uint8Array][] = [];
      await readArchive(await archiveStream(files, chunkSize), (path, bytes) => {
        read.push([path, bytes]);
      });
      expect(
        read.map(([path]) => path),
        `chunks of ${chunkSize}`,
      ).toEqual(Object.keys(files));
      for (const [path, bytes] of read) expect(bytes, path).toEqual(files[path as keyof typeof files]);
    }
  });

  it("says the files could not all be read when the download breaks off", async () => {
    const read: string[] = [];
    const broken = await archiveStream(files, 16, 40);
    await expect(
      readArchive(broken, (path) => {
        read.push(path);
      }),
    ).rejects.toThrow("The project's files could not all be read. Please try again.");
  });

  it("asks for no more of the download while a file handed over is not yet taken", async () => {
    let pulls = 0;
    const source = await archiveStream(files, 64);
    const counted = source.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulls++;
          controller.enqueue(chunk);
        },
      }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read: string[] = [];
    const reading = readArchive(counted, (path) => {
      read.push(path);
      if (path.endsWith("stone.png") && !path.includes("mossy")) return held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const whileHeld = pulls;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first file is in, the reader waits: a few chunks buffered by the streams, then nothing.
    expect(read).toEqual(["assets/minecraft/textures/block/stone.png"]);
    expect(pulls).toBe(whileHeld);
    release();
    await reading;
    expect(read).toEqual(Object.keys(files));
    expect(pulls).toBeGreaterThan(whileHeld);
  });

  it("ends the read with the failure of a file's taker", async () => {
    await expect(
      readArchive(await archiveStream(files, 64), () => Promise.reject(new Error("The export stopped"))),
    ).rejects.toThrow("The export stopped");
  });
});
