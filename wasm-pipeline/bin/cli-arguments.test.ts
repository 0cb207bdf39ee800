import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../src/codecs/png.js";
import { solid } from "../src/pack/test-pack.js";
import { initNodeCodecs } from "../src/runtime/node.js";
import { runCli } from "./cli-runner.js";

let dir: string;
let png: Uint8Array;
const run = (...args: string[]) => runCli(dir, ...args);

beforeAll(async () => {
  await initNodeCodecs();
  dir = await mkdtemp(join(tmpdir(), "greenhouse-cli-args-"));
  png = await encodePng(solid(8, 8, [90, 90, 90, 255]));
  await writeFile(join(dir, "rock.png"), png);
  await writeFile(join(dir, "resize.json"), JSON.stringify({ enableBulkResize: true, baseColorResolution: 16 }));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("greenhouse arguments", () => {
  it.each(["convert", "validate", "process"])(
    "prints the help of %s for `<command> --help` and exits 0",
    async (command) => {
      const { code, stdout } = await run(command, "--help");
      expect(code).toBe(0);
      expect(stdout).toContain(`greenhouse ${command} <pack.zip|image`);
    },
  );

  it.each([
    ["convert", "rock.png", "-o", "rock.png"],
    ["convert", "rock.png", "-o", "./rock.png"],
    ["process", "rock.png", "-o", "rock.png", "--settings", "resize.json"],
  ])("refuses to overwrite the input: %s %s %s %s", async (...args) => {
    const { code, stderr } = await run(...args);
    expect(code).toBe(1);
    expect(stderr).toContain("is the input file: choose another name");
    expect(new Uint8Array(await readFile(join(dir, "rock.png")))).toEqual(png);
  });

  it("names a missing output folder plainly, before reading the input", async () => {
    const missing = join(dir, "no", "such");
    const { code, stderr } = await run("convert", "not-there.png", "-o", join(missing, "out.zip"));
    expect(code).toBe(1);
    expect(stderr).toBe(`greenhouse: Output folder ${missing} does not exist\n`);
    expect(existsSync(join(dir, "no"))).toBe(false);
  });
});
