// Runs in a fresh process so its peak RSS belongs to the streaming conversion alone.
import { openFileSink, openFileSource } from "../bin/node-io.js";
import { convertPack } from "../src/pack/convert-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { peakRssMb, rssMb } from "./measure.js";

const [input, output] = process.argv.slice(2) as [string, string];
await initNodeCodecs();
const source = await openFileSource(input);
const out = await openFileSink(output);
global.gc?.();
const before = rssMb();
const start = performance.now();
const cpuStart = process.cpuUsage();
const result = await convertPack(source, {}, { sink: out.sink });
await out.commit();
await source.close();
process.stdout.write(
  JSON.stringify({
    ms: performance.now() - start,
    cpuMs: ((u) => (u.user + u.system) / 1000)(process.cpuUsage(cpuStart)),
    rssBeforeMb: before,
    peakRssMb: peakRssMb(),
    inputMb: source.size / (1024 * 1024),
    outputMb: out.bytesWritten() / (1024 * 1024),
    textures: result.summary.imagesProcessed,
  }),
);
