import { spawn } from "node:child_process";
import { offlineEnv } from "./offline-env.mjs";

/** Runs a command with the offline environment, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.stdio ?? "inherit",
      env: { ...process.env, ...offlineEnv, ...options.env },
      cwd: options.cwd,
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

export const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
