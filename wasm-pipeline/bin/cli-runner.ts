import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("./greenhouse.mjs", import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `greenhouse <args>` as a creator would (a child Node process in `cwd`) and collects its exit code and output. */
export function runCli(cwd: string, ...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
