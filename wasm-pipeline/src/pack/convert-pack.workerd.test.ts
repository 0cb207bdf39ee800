import { describe, expect, it } from "vitest";
import { initWorkerCodecs } from "../runtime/workers.js";
import { crc32 } from "../zip/crc32.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { flatGenerator, samplePack, samplePackOutputCrc } from "./test-pack.js";

describe("convertPack inside workerd", () => {
  it("writes the same archive, byte for byte, as in Node", async () => {
    await initWorkerCodecs();
    const { zip } = await samplePack();
    const out = memorySink();
    await convertPack(bytesSource(zip), {}, { sink: out.sink, generate: flatGenerator() });
    expect(crc32(out.bytes())).toBe(samplePackOutputCrc);
  });

  it("converts with the real material generator and reports the unreadable texture", async () => {
    await initWorkerCodecs();
    const { zip } = await samplePack();
    const out = memorySink();
    const { summary } = await convertPack(bytesSource(zip), {}, { sink: out.sink });
    expect(summary).toMatchObject({ materials: 6, imagesProcessed: 6, texturesGenerated: 9, errors: 1 });
    expect(out.finished()).toBe(true);
  });
});
