// `npm run bench`: throughput, memory and the sharp baseline (issue 3, section 5). A script, not a test:
// it prints figures; targets are shown beside them but do not fail the run. npm run bench starts Node with
// --single-threaded, so V8 does its garbage collection and compilation on the one core the targets are
// stated for (with helper threads the process's CPU time ran 10-20 % above its wall time).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import { decodeImage } from "../src/codecs/decode-image.js";
import { encodePng } from "../src/codecs/png.js";
import { generateMaterial } from "../src/material/generate-material.js";
import { classifyPackPath } from "../src/pack/classify.js";
import { convertPack } from "../src/pack/convert-pack.js";
import type { MaterialGenerator } from "../src/pack/material-step.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { corpusUrl as corpus } from "../src/testing/corpus.js";
import { bytesSource } from "../src/zip/source.js";
import { writeLargePack } from "./large-pack.js";
import { fastest, fastestOfPair, fmt, peakRssMb, type Timing, timing } from "./measure.js";
import { limitSharpToOneCore, sharpNormalMap } from "./sharp-baseline.js";
import { syntheticAlbedo } from "./synthetic.js";

const runs = Number(process.env.BENCH_RUNS ?? 5);

await initNodeCodecs();
limitSharpToOneCore();
console.log(
  `Machine: ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores; Node ${process.version}; one core used.`,
);
console.log(
  `Times are the fastest of ${runs} runs, each after an untimed run of the same work (Greenhouse and sharp alternate). Rates use CPU time: what one core needs,`,
);
console.log("even when other processes share the machine (wall time is shown beside it).\n");

// 1. PixelPerfection CE, the whole pack, in memory (disk speed is not the pipeline's).
async function packBench(): Promise<void> {
  const pp = readFileSync(new URL("pixelperfection-ce.zip", corpus));
  const ppTextures = Object.entries(unzipSync(pp)).filter(([name]) => classifyPackPath(name).kind === "material");
  let materials = 0;
  // The pack and the sharp baseline alternate, so their ratio compares runs under the same machine load.
  const [ppMs, sharpPpMs] = await fastestOfPair(
    runs,
    async () => {
      const { summary } = await convertPack(bytesSource(pp), {}, { sink: () => {} });
      materials = summary.imagesProcessed;
    },
    async () => {
      for (const [, bytes] of ppTextures) await sharpNormalMap(bytes);
    },
  );
  const ppNoValidateMs = await fastest(runs, () =>
    convertPack(bytesSource(pp), {}, { sink: () => {}, validate: false }),
  );
  // The pack layer alone: the same conversion with maps that cost nothing to make (read, decode, encode, write).
  const free: MaterialGenerator = (albedo) => ({ baseColor: albedo, normal: albedo, specular: albedo });
  const ppLayerMs = await fastest(runs, () =>
    convertPack(bytesSource(pp), {}, { sink: () => {}, generate: free, validate: false }),
  );
  console.log("PixelPerfection CE (whole pack: copy everything, _n + _s for every material)");
  const rate = (count: number, t: Timing) => fmt((count / t.cpu) * 1000, 0);
  console.log(
    `  ${materials} materials in ${timing(ppMs)}: ${rate(materials, ppMs)} textures/s, ${fmt(pp.length / 1e3 / ppMs.cpu)} MB/s`,
  );
  console.log("  (target: under 1000 ms, at least 1500 textures/s)");
  console.log(
    `  without per-file validation: ${timing(ppNoValidateMs)}, ${rate(materials, ppNoValidateMs)} textures/s`,
  );
  console.log(`  of which the pack layer (zip, decode, encode; maps free): ${timing(ppLayerMs)}`);
  console.log(`  sharp baseline (decode, luminance Sobel normal, encode): ${timing(sharpPpMs)} for the same textures`);
  console.log(`  ratio: ${fmt(sharpPpMs.cpu / ppMs.cpu, 2)}x the baseline (target: at least 5x)`);
  console.log(`  peak RSS so far: ${fmt(peakRssMb(), 0)} MB\n`);
}

// 2. Large textures: four generated 2048x2048 albedos.
async function largeTextureBench(): Promise<void> {
  const big = await Promise.all([0, 1, 2, 3].map((seed) => encodePng(syntheticAlbedo(2048, seed))));
  const [bigMs, sharpBigMs] = await fastestOfPair(
    runs,
    async () => {
      for (const [i, bytes] of big.entries()) {
        const albedo = await decodeImage(bytes);
        const maps = generateMaterial(albedo, {}, { name: `assets/minecraft/textures/block/bench_${i}.png` });
        await encodePng(maps.normal);
        await encodePng(maps.specular);
      }
    },
    async () => {
      for (const bytes of big) await sharpNormalMap(bytes);
    },
  );
  const bigMb = big.reduce((n, b) => n + b.length, 0) / 1e6;
  console.log("2048x2048 textures (decode, whole material, encode _n and _s)");
  console.log(
    `  ${timing(bigMs, big.length)} per texture, ${fmt(bigMb / (bigMs.cpu / 1000))} MB/s (target: under 800 ms)`,
  );
  console.log(
    `  sharp baseline: ${timing(sharpBigMs, big.length)} per texture; ratio ${fmt(sharpBigMs.cpu / bigMs.cpu, 2)}x`,
  );
  console.log(`  peak RSS so far: ${fmt(peakRssMb(), 0)} MB\n`);
}

// 3. Streaming: a ~200 MB pack file converted file-to-file in a fresh process.
async function streamingBench(): Promise<void> {
  const input = join(tmpdir(), `greenhouse-bench-${process.pid}.zip`);
  const output = join(tmpdir(), `greenhouse-bench-${process.pid}-out.zip`);
  try {
    const written = await writeLargePack(input, 200);
    const child = fileURLToPath(new URL("./stream-child.ts", import.meta.url));
    const stats = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", "--expose-gc", child, input, output], { encoding: "utf8" }),
    );
    console.log(
      `Streaming a ${fmt(written.bytes / 1024 / 1024, 0)} MB pack (${stats.textures} 1024x1024 textures + bulk files), file to file`,
    );
    console.log(
      `  ${fmt(stats.cpuMs / 1000)} s CPU (${fmt(stats.ms / 1000)} s wall), ${fmt(stats.inputMb / (stats.cpuMs / 1000))} MB/s, output ${fmt(stats.outputMb, 0)} MB`,
    );
    console.log(
      `  RSS ${fmt(stats.rssBeforeMb, 0)} MB before, peak ${fmt(stats.peakRssMb, 0)} MB: growth ${fmt(stats.peakRssMb - stats.rssBeforeMb, 0)} MB (target < 128 MB)\n`,
    );
  } finally {
    await rm(input, { force: true });
    await rm(output, { force: true });
  }
}

// BENCH_SECTIONS=pack,large,stream picks sections (default: all), e.g. to rerun one on a busy machine.
// The streaming child runs first: its RSS growth measured 114-343 MB while this process still held the
// 2048x2048 section's memory (up to 1 GB, not yet returned to the system) and 87-94 MB otherwise.
const sections = (process.env.BENCH_SECTIONS ?? "pack,large,stream").split(",");
if (sections.includes("stream")) await streamingBench();
if (sections.includes("pack")) await packBench();
if (sections.includes("large")) await largeTextureBench();
