import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_startWorker } from "wrangler";
import { startLocalDiscord } from "../../scripts/local-discord/server.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export interface LocalWorker {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface LocalWorkerOptions {
  /**
   * Reuse this state directory (D1, R2, DOs) instead of a fresh one, e.g. to restart the Worker and
   * check persistence. The caller owns it: stop() leaves it in place.
   */
  persistDir?: string;
}

/** Starts the real Worker (assets, D1, R2, DOs) on a free port with its own fresh state directory. */
export async function startLocalWorker(
  vars: Record<string, string> = {},
  options: LocalWorkerOptions = {},
): Promise<LocalWorker> {
  const persist = options.persistDir ?? mkdtempSync(path.join(tmpdir(), "greenhouse-e2e-"));
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
      if (!options.persistDir) rmSync(persist, { recursive: true, force: true });
    },
  };
}

/** Starts the local Discord stand-in on a free port and a Worker that signs in through it. */
export async function startLocalWorkerWithDiscord(
  vars: Record<string, string> = {},
  options: LocalWorkerOptions = {},
): Promise<LocalWorker & { discordUrl: string }> {
  const discord = await startLocalDiscord({ port: 0 });
  try {
    const worker = await startLocalWorker({ DISCORD_OAUTH_BASE: discord.url, ...vars }, options);
    return {
      baseUrl: worker.baseUrl,
      discordUrl: discord.url,
      async stop() {
        await worker.stop();
        await discord.close();
      },
    };
  } catch (error) {
    await discord.close();
    throw error;
  }
}
