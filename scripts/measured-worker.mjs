// Starts the app's Worker for a memory measurement: on a fresh state directory with the migrations
// applied, so no earlier request's data or garbage is counted, with its inspector on a free port for
// `connectIsolate`. Shared by the bench-*-memory scripts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_startWorker } from "wrangler";

const root = path.resolve(import.meta.dirname, "..");

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A Worker on its own state; `dispose()` stops it and deletes the state. `bindings` as wrangler takes them. */
export async function startMeasuredWorker({ prefix, bindings } = {}) {
  const persist = mkdtempSync(path.join(tmpdir(), prefix ?? "greenhouse-memory-"));
  execFileSync(
    path.join(root, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    { cwd: root, stdio: "pipe", env: { ...process.env, CI: "true" } },
  );
  const worker = await unstable_startWorker({
    config: path.join(root, "wrangler.jsonc"),
    ...(bindings ? { bindings } : {}),
    dev: {
      persist,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: { hostname: "127.0.0.1", port: await freePort() },
      watch: false,
      logLevel: "warn",
    },
  });
  return {
    worker,
    async dispose() {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
