import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_startWorker } from "wrangler";

const root = path.resolve(import.meta.dirname, "../..");

export interface LocalWorker {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real Worker (assets, D1, R2, DOs) on a free port with its own fresh state directory. */
export async function startLocalWorker(vars: Record<string, string> = {}): Promise<LocalWorker> {
  const persist = mkdtempSync(path.join(tmpdir(), "greenhouse-e2e-"));
  execFileSync(
    path.join(root, "node_modules/.bin/wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    { cwd: root, stdio: "pipe", env: { ...process.env, CI: "true" } },
  );
  const worker = await unstable_startWorker({
    config: path.join(root, "wrangler.jsonc"),
    bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
    dev: {
      persist,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      watch: false,
      logLevel: "warn",
    },
  });
  const baseUrl = (await worker.url).origin;
  return {
    baseUrl,
    async stop() {
      await worker.dispose();
      rmSync(persist, { recursive: true, force: true });
    },
  };
}
