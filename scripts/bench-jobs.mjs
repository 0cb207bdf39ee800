// Benchmark (not a test): converts generated packs of ~50 MB and ~200 MB through the running local
// app (chunked upload -> job -> download) and prints time, textures/s and the workerd process's peak
// resident memory while each job ran (the busiest workerd process), to show memory does not grow with pack size.
// When it starts the Worker itself it also prints the isolate's peak memory (JS heap in use plus
// ArrayBuffer/WebAssembly backing stores, read through the inspector): the figure a Worker's 128 MB
// limit applies to. Upload and download requests run in the same isolate, so the peak covers them too.
//   node scripts/bench-jobs.mjs [sizesInMB...]      (default: 50 200)
// Uses BENCH_URL when set (e.g. a running `npm start`), otherwise starts the Worker itself on a
// fresh state directory. Only Linux is supported for the memory figure (/proc).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { unstable_startWorker } from "wrangler";
import { connectIsolate, sampleIsolatePeak } from "./isolate-memory.mjs";
import { texture } from "./local-sd/server.mjs";
import { offlineEnv } from "./offline-env.mjs";

Object.assign(process.env, offlineEnv);
const root = path.resolve(import.meta.dirname, "..");
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const TEXTURES = 300;

/** A pack of `megabytes`: TEXTURES block textures (32² PNG) plus incompressible "sounds" to fill it. */
function makePack(megabytes) {
  const files = { "pack.mcmeta": [new TextEncoder().encode('{"pack":{"pack_format":15,"description":"bench"}}'), {}] };
  for (let i = 0; i < TEXTURES; i++) {
    files[`assets/minecraft/textures/block/bench_${i}.png`] = [texture(32, 32, `block ${i}`, i, true), { level: 0 }];
  }
  const filler = Math.max(0, megabytes * 1024 * 1024 - TEXTURES * 3_500);
  let state = 12345;
  for (let n = 0; n * 4 * 1024 * 1024 < filler; n++) {
    const sound = new Uint8Array(Math.min(4 * 1024 * 1024, filler - n * 4 * 1024 * 1024));
    for (let i = 0; i < sound.length; i++) {
      state = (state * 1103515245 + 12345) >>> 0;
      sound[i] = state >>> 24;
    }
    files[`assets/minecraft/sounds/bench/${n}.ogg`] = [sound, { level: 0 }];
  }
  return zipSync(files);
}

/** This process's workerd children (miniflare spawns them), never anyone else's workerd. */
function workerdPids() {
  const parentOf = (pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
    } catch {
      return 0;
    }
  };
  const descends = (pid) => {
    for (let current = Number(pid), hops = 0; current > 1 && hops < 10; hops++) {
      current = parentOf(current);
      if (current === process.pid) return true;
    }
    return false;
  };
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return (
          readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd") && (process.env.BENCH_URL || descends(pid))
        );
      } catch {
        return false;
      }
    });
}

/** fetch, sent once more if the server dropped an idle keep-alive socket (every call here is repeatable). */
const send = (url, init) => fetch(url, init).catch(() => fetch(url, init));

/** Resident memory of the busiest of these processes (the one running the Worker, not the idle proxy). */
function rssBytes(pids) {
  let largest = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) largest = Math.max(largest, Number(match[1]) * 1024);
    } catch {}
  }
  return largest;
}

/** Sends `bytes` through the chunked upload; answers the upload's address and the session's headers. */
async function uploadInParts(base, bytes, name) {
  const headers = { Origin: base };
  const started = await send(`${base}/api/uploads`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ name, size: bytes.length }),
  });
  const cookie = (started.headers.getSetCookie()[0] ?? "").split(";")[0];
  const session = await started.json();
  if (!started.ok) throw new Error(JSON.stringify(session));
  const h = { ...headers, Cookie: cookie };
  for (let n = 1; n <= session.partCount; n++) {
    const part = bytes.subarray((n - 1) * session.partSize, n * session.partSize);
    const put = await send(`${base}/api/uploads/${session.uploadId}/parts/${n}`, {
      method: "PUT",
      headers: h,
      body: part,
    });
    if (!put.ok) throw new Error(await put.text());
  }
  return { upload: `${base}/api/uploads/${session.uploadId}`, h };
}

async function convert(base, bytes, name) {
  const { upload, h } = await uploadInParts(base, bytes, name);
  const done = await send(`${upload}/complete`, { method: "POST", headers: h });
  const { jobId } = await done.json();
  for (;;) {
    const job = await (await send(`${base}/api/jobs/${jobId}`, { headers: h })).json();
    if (job.status === "completed") break;
    if (job.status === "failed") throw new Error(job.error);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const download = await send(`${base}/api/jobs/${jobId}/download`, { headers: h });
  const size = (await download.arrayBuffer()).byteLength;
  await send(`${base}/api/jobs/${jobId}`, { method: "DELETE", headers: h });
  return size;
}

const isolateFigure = ({ total, heap, buffers }) => {
  const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
  return `${mb(total)} MB (JS heap ${mb(heap)} MB + ArrayBuffer/WebAssembly ${mb(buffers)} MB; Workers limit 128 MB)`;
};

/** A port nobody listens on right now (wrangler's inspector wants a number). */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Validate Only for a file over one request: upload in parts, then validate from R2. */
async function validate(base, bytes, name) {
  const { upload, h } = await uploadInParts(base, bytes, name);
  const answer = await send(`${upload}/validate`, { method: "POST", headers: h });
  if (!answer.ok) throw new Error(await answer.text());
  return (await answer.json()).totalFiles;
}

let worker;
let persist;
let isolate;
let base = process.env.BENCH_URL;
if (!base) {
  persist = mkdtempSync(path.join(tmpdir(), "greenhouse-bench-"));
  execFileSync(
    path.join(root, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, CI: "true" },
    },
  );
  worker = await unstable_startWorker({
    config: path.join(root, "wrangler.jsonc"),
    dev: {
      persist,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: { hostname: "127.0.0.1", port: await freePort() },
      watch: false,
      logLevel: "warn",
    },
  });
  base = (await worker.url).origin;
  const inspectorUrl = await worker.inspectorUrl;
  if (inspectorUrl) isolate = await connectIsolate(inspectorUrl);
}

try {
  // Sampled anew every time: the job runs in a workerd process started after this first list, which
  // holds only an idle one (a list taken once measured that idle process, 47-72 MB, instead).
  const pids = workerdPids();
  console.log(`workerd processes: ${pids.join(", ")}; idle RSS ${(rssBytes(pids) / 2 ** 20).toFixed(0)} MB`);
  for (const megabytes of sizes.length > 0 ? sizes : [50, 200]) {
    const pack = makePack(megabytes);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(workerdPids()));
    }, 50);
    const stopIsolate = isolate ? sampleIsolatePeak(isolate) : undefined;
    const started = performance.now();
    const outputSize = await convert(base, pack, `bench-${megabytes}mb.zip`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const isolatePeak = await stopIsolate?.();
    console.log(
      `${(pack.length / 2 ** 20).toFixed(0)} MB pack, ${TEXTURES} textures: ${seconds.toFixed(1)} s, ` +
        `${(TEXTURES / seconds).toFixed(1)} textures/s (upload+convert+download), output ${(outputSize / 2 ** 20).toFixed(0)} MB, ` +
        `workerd peak RSS ${(peak / 2 ** 20).toFixed(0)} MB`,
    );
    if (isolatePeak) console.log(`  conversion: isolate peak ${isolateFigure(isolatePeak)}`);
    if (isolate) {
      const stop = sampleIsolatePeak(isolate);
      const files = await validate(base, pack, `bench-${megabytes}mb.zip`);
      console.log(`  Validate Only (${files} files): isolate peak ${isolateFigure(await stop())}`);
    }
  }
} finally {
  isolate?.close();
  await worker?.dispose();
  if (persist) rmSync(persist, { recursive: true, force: true });
}
