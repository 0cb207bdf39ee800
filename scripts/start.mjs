// `npm start`: build the frontend, apply D1 migrations to the local state, then serve app + API on
// http://localhost:8787 with local D1, R2 and Durable Objects persisted under .wrangler/state.
// Ctrl-C stops every process this script started.
import { spawn } from "node:child_process";
import path from "node:path";
import { startLocalDiscord } from "./local-discord/server.mjs";
import { startLocalSd } from "./local-sd/server.mjs";
import { offlineEnv } from "./offline-env.mjs";
import { bin, run } from "./run.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const port = process.env.PORT ?? "8787";

function must(code, what) {
  if (code !== 0) {
    console.error(`✗ ${what} failed (exit ${code})`);
    process.exit(code);
  }
}

must(await run(bin("vite"), ["build", "frontend", "--logLevel", "warn"]), "Building the frontend");
must(
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], { env: { CI: "true" } }),
  "Applying D1 migrations",
);

const children = [];
function start(command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...offlineEnv, ...extraEnv } });
  children.push(child);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${path.basename(command)} exited (${code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// Sign-in with no configuration: the local Discord stand-in runs in this process. The Worker uses it
// only in development and only while no DISCORD_CLIENT_ID is set (see README, Configuration).
const localDiscord = await startLocalDiscord({ port: Number(process.env.LOCAL_DISCORD_PORT ?? 8790) }).catch(() =>
  startLocalDiscord({ port: 0 }),
);
process.on("exit", () => void localDiscord.close());
console.log(`Local Discord stand-in on ${localDiscord.url} (development sign-in: tester1, tester2, tester3)`);

// AI textures with no configuration: the local Stable-Diffusion stand-in runs in this process too,
// unless SD_WEBUI_URL points at a real WebUI.
const localSd = process.env.SD_WEBUI_URL
  ? undefined
  : await startLocalSd(Number(process.env.LOCAL_SD_PORT ?? 7860)).catch(() => startLocalSd(0));
if (localSd) {
  process.on("exit", () => void localSd.close());
  console.log(`Local Stable-Diffusion stand-in on ${localSd.url}/sdapi/v1/txt2img`);
}
const sdUrl = process.env.SD_WEBUI_URL ?? localSd?.url;

start(bin("wrangler"), [
  "dev",
  "--local",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  "--var",
  `DISCORD_OAUTH_BASE:${localDiscord.url}`,
  "--var",
  `SD_WEBUI_URL:${sdUrl}`,
]);
console.log(`\nGreenhouse is starting on http://localhost:${port} (Ctrl-C stops it)\n`);
