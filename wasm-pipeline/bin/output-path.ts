import { realpath, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/**
 * Refuses an output the command could not write, or should not: a missing folder (named plainly,
 * before any input is read, instead of the ENOENT of the temporary file) and the input itself, which
 * would be replaced by the zip. Both paths go through realpath, so `./a.png`, a symlink or a
 * different spelling of the same file are caught too.
 */
export async function checkOutputPath(input: string, output: string): Promise<void> {
  const folder = dirname(resolve(output));
  const info = await stat(folder).catch(() => undefined);
  if (!info) throw new Error(`Output folder ${folder} does not exist`);
  if (!info.isDirectory()) throw new Error(`Output folder ${folder} is not a folder`);
  const [inputReal, outputReal] = await Promise.all([realOrUndefined(input), realOrUndefined(output)]);
  if (inputReal !== undefined && inputReal === outputReal) {
    throw new Error(`Output ${output} is the input file: choose another name (the input is never overwritten)`);
  }
}

const realOrUndefined = (path: string) => realpath(path).catch(() => undefined);
