// Kills the real runtime (workerd) while a pack is converting, starts it again on the same state
// directory, and checks the job finishes by itself with the zip an uninterrupted run produces.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { corpusDir as corpus } from "@greenhouse/wasm-pipeline/testing/corpus";
import { afterAll, describe, expect, it } from "vitest";
import { unstable_startWorker } from "wrangler";

const root = path.resolve(import.meta.dirname, "../..");
const persist = mkdtempSync(path.join(tmpdir(), "greenhouse-restart-"));
type Worker = Awaited<ReturnType<typeof unstable_startWorker>>;
let worker: Worker | undefined;

async function start(): Promise<string> {
  worker = await unstable_startWorker({
    config: path.join(root, "wrangler.jsonc"),
    dev: { persist, server: { hostname: "127.0.0.1", port: 0 }, inspector: false, watch: false, logLevel: "error" },
  });
  return (await worker.url).origin;
}

afterAll(async () => {
  await worker?.dispose();
  rmSync(persist, { recursive: true, force: true });
});

const cookies = new Map<string, string>();
async function call(base: string, route: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", base);
  if (cookies.size > 0) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  // A request to wrangler's local proxy can hang around a restart; each attempt gets its own deadline,
  // so a stuck connection is retried instead of stalling the test until its overall timeout.
  const send = () => fetch(`${base}${route}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  const response = await send().catch(send);
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = (cookie.split(";")[0] ?? "").split("=");
    if (name && value !== undefined) cookies.set(name, value);
  }
  return response;
}

async function job(base: string, id: string) {
  return (await (await call(base, `/api/jobs/${id}`)).json()) as {
    status: string;
    progress: number;
    error: string | null;
  };
}

async function finished(base: string, id: string) {
  for (let i = 0; i < 1200; i++) {
    const current = await job(base, id);
    if (current.status === "completed" || current.status === "failed") return current;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("job did not finish");
}

async function upload(base: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append("file", new File([bytes], "pixelperfection-ce.zip"));
  const response = await call(base, "/api/upload", { method: "POST", body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { jobId: string }).jobId;
}

async function download(base: string, id: string): Promise<Buffer> {
  return Buffer.from(await (await call(base, `/api/jobs/${id}/download`)).arrayBuffer());
}

describe("a runtime restart in the middle of a job", () => {
  it("resumes after workerd is killed and produces the identical zip", async () => {
    execFileSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
      {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, CI: "true" },
      },
    );
    const pack = new Uint8Array(readFileSync(path.join(corpus, "pixelperfection-ce.zip")));
    let base = await start();
    const interrupted = await upload(base, pack);
    // Wait until it is properly under way, then kill the runtime mid-job.
    for (let i = 0; i < 600; i++) {
      const current = await job(base, interrupted);
      if (current.progress >= 15) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await job(base, interrupted);
    expect(before.status).toBe("processing");
    expect(before.progress).toBeLessThan(90);
    await worker?.dispose();
    worker = undefined;

    base = await start();
    // Nobody pokes the job: its persisted alarm picks it up again.
    expect(await finished(base, interrupted)).toMatchObject({ status: "completed", error: null });
    const reference = await upload(base, pack);
    expect((await finished(base, reference)).status).toBe("completed");
    const [resumed, uninterrupted] = [await download(base, interrupted), await download(base, reference)];
    expect(resumed.length).toBe(uninterrupted.length);
    expect(resumed.equals(uninterrupted)).toBe(true);
  }, 400_000);
});
