import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { initNodeCodecs } from "../runtime/node.js";
import { readCentralDirectory } from "../zip/central-directory.js";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { ZipWriter } from "../zip/writer.js";
import { convertEntries, finishPack } from "./convert-entries.js";
import { planPack } from "./plan.js";
import { newCounters, ProgressReporter } from "./progress.js";
import { convert } from "./test-convert.js";
import { flatGenerator, samplePack } from "./test-pack.js";

beforeAll(() => initNodeCodecs());

describe("convertPack on a resource pack", () => {
  it("gives the same archive when run in resumable batches", async () => {
    const { zip } = await samplePack();
    const source = bytesSource(zip);
    const plan = JSON.parse(JSON.stringify(await planPack(source)));
    const whole = await convert(zip);
    const parts: Uint8Array[] = [];
    let state = new ZipWriter(() => {}).state;
    let counters = newCounters();
    for (let start = 0; start < plan.entries.length; start += 4) {
      const out = memorySink();
      const writer = new ZipWriter(out.sink, state);
      const reporter = new ProgressReporter(counters, plan.totalImages);
      const context = { settings: {}, generate: flatGenerator(), reporter };
      await convertEntries(source, plan, { start, end: start + 4 }, writer, context);
      if (start + 4 >= plan.entries.length) await finishPack(plan, writer, context);
      parts.push(out.bytes());
      state = JSON.parse(JSON.stringify(writer.state));
      counters = JSON.parse(JSON.stringify(reporter.counters));
    }
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((offset, p) => {
      joined.set(p, offset);
      return offset + p.length;
    }, 0);
    expect(Object.keys(unzipSync(joined)).sort()).toEqual(Object.keys(whole.output).sort());
    expect(counters.texturesGenerated).toBe(9);
    expect((await readCentralDirectory(bytesSource(joined))).length).toBe(Object.keys(whole.output).length);
  });
});
