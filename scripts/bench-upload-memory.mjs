// Measurement (not a test): the isolate memory one single-request upload costs. Posts a generated pack
// of MB megabytes (a pack.mcmeta and one incompressible file, stored) to each route in a Worker of its
// own, started on a fresh state directory, and prints the isolate's peak (JS heap in use plus
// ArrayBuffer/WebAssembly backing stores, read through the inspector: the figure a Worker's 128 MB
// limit applies to). A fresh Worker per route, so no earlier request's garbage is counted.
//   node scripts/bench-upload-memory.mjs [MB] [route...]   (default: 80 /api/validate /api/upload)
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { unstable_startWorker } from "wrangler";
import { connectIsolate, sampleIsolatePeak } from "./isolate-memory.mjs";
import { offlineEnv } from "./offline-env.mjs";

Object.assign(process.env, offlineEnv);
const root = path.resolve(import.meta.dirname, "..");
const megabytes = Number(process.argv[2] ?? 80);
const routes = process.argv.length > 3 ? process.argv.slice(3) : ["/api/validate", "/api/upload"];
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const pack = zipSync(
  {
    "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"memory"}}'),
    "assets/minecraft/sounds/noise.ogg": randomBytes(megabytes * 2 ** 20),
  },
  { level: 0 },
);

for (const route of routes) {
  const persist = mkdtempSync(path.join(tmpdir(), "greenhouse-upload-memory-"));
  execFileSync(
    path.join(root, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    { cwd: root, stdio: "pipe", env: { ...process.env, CI: "true" } },
  );
  const worker = await unstable_startWorker({
    config: path.join(root, "wrangler.jsonc"),
    dev: {
      persist,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: { hostname: "127.0.0.1", port: await freePort() },
      watch: false,
      logLevel: "warn",
    },
  });
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
    await worker.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}
