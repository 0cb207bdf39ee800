// Measurement (not a test): the isolate memory one single-request upload costs. Posts a generated pack
// of MB megabytes (a pack.mcmeta and one incompressible file, stored) to each route in a Worker of its
// own, started on a fresh state directory, and prints the isolate's peak (JS heap in use plus
// ArrayBuffer/WebAssembly backing stores, read through the inspector: the figure a Worker's 128 MB
// limit applies to). A fresh Worker per route, so no earlier request's garbage is counted.
//   node scripts/bench-upload-memory.mjs [MB] [route...]   (default: 80 /api/validate /api/upload)
import { randomBytes } from "node:crypto";
import { zipSync } from "fflate";
import { connectIsolate, sampleIsolatePeak } from "./isolate-memory.mjs";
import { startMeasuredWorker } from "./measured-worker.mjs";
import { offlineEnv } from "./offline-env.mjs";

Object.assign(process.env, offlineEnv);
const megabytes = Number(process.argv[2] ?? 80);
const routes = process.argv.length > 3 ? process.argv.slice(3) : ["/api/validate", "/api/upload"];
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

const pack = zipSync(
  {
    "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"memory"}}'),
    "assets/minecraft/sounds/noise.ogg": randomBytes(megabytes * 2 ** 20),
  },
  { level: 0 },
);

for (const route of routes) {
  const { worker, dispose } = await startMeasuredWorker({ prefix: "greenhouse-upload-memory-" });
  try {
    const base = (await worker.url).origin;
    const isolate = await connectIsolate(await worker.inspectorUrl);
    const form = new FormData();
    form.append("file", new File([pack], "memory.zip"));
    const stop = sampleIsolatePeak(isolate, 10);
    const answer = await fetch(`${base}${route}`, { method: "POST", body: form, headers: { Origin: base } });
    await answer.arrayBuffer();
    const peak = await stop();
    isolate.close();
    console.log(
      `${route}, ${megabytes} MB: ${answer.status}, isolate peak ${mb(peak.total)} MB (heap ${mb(peak.heap)} + buffers ${mb(peak.buffers)})`,
    );
  } finally {
    await dispose();
  }
}
