import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRawImage, encodePng, memorySink, ZipWriter } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { writeTga } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { seedProject, signedInPage } from "./project-seed.js";

// Download Pack hands each file to its worker as it downloads. The worker turns a TGA into PNG before
// laying it out, slower than a local network delivers it, and the files it had not reached piled up
// in its message queue: the whole project, whatever its size. The page now sends at most a window's
// worth (32 MB) that the worker has not laid out, and holds the download until the worker catches up.
// The page's Worker is wrapped to count the bytes sent and those the worker says it has taken. The
// project's list and archive are answered here, as in site-project-export-large (30 uploads a minute).

// Two of the three fit in the window (2 x 13 MB) and the third does not: it waits for the worker.
const SIDE = 1800;
const TGAS = 3;
const TGA_BYTES = 18 + SIDE * SIDE * 4;
const WINDOW = 32 * 1024 * 1024;
let page: Page;
let projectId = 0;
let listed: unknown[] = [];
let archive: Uint8Array = new Uint8Array();
let standIn: Server;
let standInUrl = "";
const block = "assets/minecraft/textures/block";

/** A 1800x1800 TGA of noise, `seed` apart: no two alike, and slow enough to turn into PNG. */
function noiseTga(seed: number): Uint8Array {
  const pixels = new Uint8Array(SIDE * SIDE * 4);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i += 4) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    pixels[i] = state & 255;
    pixels[i + 1] = (state >>> 8) & 255;
    pixels[i + 2] = (state >>> 16) & 255;
    pixels[i + 3] = 255;
  }
  return writeTga({ width: SIDE, height: SIDE, imageType: 2, depth: 32, descriptor: 0x28, pixels });
}

useLocalStack();

beforeAll(async () => {
  await initNodeCodecs();
  page = await signedInPage("tester2");
  const stone = createRawImage(16, 16);
  stone.data.fill(128);
  const stonePng = await encodePng(stone);
  projectId = await seedProject(page, { name: "Heavy Quarry" }, [{ path: `${block}/stone.png`, bytes: stonePng }]);
  const stored = await page.evaluate(async (id) => {
    const body = (await (await fetch(`/api/projects/${id}/files`)).json()) as Record<string, unknown>[];
    return body.find((file) => file.type === "file") as Record<string, unknown>;
  }, projectId);
  const out = memorySink();
  const zip = new ZipWriter(out.sink);
  listed = [stored];
  await zip.addFile(`${block}/stone.png`, stonePng, { compress: false });
  for (let n = 0; n < TGAS; n++) {
    const name = `slab_${n}.tga`;
    listed.push({ ...stored, id: 20_000 + n, name, path: `${block}/${name}`, size: TGA_BYTES });
    await zip.addFile(`${block}/${name}`, noiseTga(n + 1), { compress: false });
  }
  await zip.finish();
  archive = out.bytes();
  standIn = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/zip", "Cache-Control": "private, no-store" });
    response.end(archive);
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/archive`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
});

describe("Download Pack on a project larger than the worker's window", () => {
  it("keeps at most 32 MB on its way to the worker, and packs every file", async () => {
    const files = `/api/projects/${projectId}/files`;
    await page.route(
      (url) => url.pathname === files,
      (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(listed) }),
    );
    await page.route(`**${files}/archive`, (route) => route.continue({ url: standInUrl }));
    await page.addInitScript(() => {
      const Native = window.Worker;
      const counts = { sent: 0, taken: 0, most: 0 };
      Object.assign(window, { exportCounts: counts });
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (options?.name !== "project-export") return;
          this.addEventListener("message", (event: MessageEvent<{ op?: string; bytes?: number }>) => {
            if (event.data.op === "taken") counts.taken += event.data.bytes ?? 0;
          });
        }
        override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
          const request = message as { op?: string; entry?: { bytes: Uint8Array } };
          if (request.op === "file" && request.entry) {
            counts.sent += request.entry.bytes.byteLength;
            counts.most = Math.max(counts.most, counts.sent - counts.taken);
          }
          super.postMessage(message, transfer as Transferable[]);
        }
      };
    });
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const button = page.getByRole("region", { name: "Quick actions" }).getByRole("button", { name: "Download Pack" });
    await button.waitFor();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await button.click();
    const zip = unzipSync(new Uint8Array(await readFile((await (await download).path()) ?? "")));
    const counts = await page.evaluate(
      () => (window as unknown as { exportCounts: { sent: number; taken: number; most: number } }).exportCounts,
    );
    // Every byte went over and was taken; two TGAs at once (the worker was still on the first), never
    // the third beside them (more than the window; without it all three were).
    expect(counts.sent).toBe(TGAS * TGA_BYTES + (listed[0] as { size: number }).size);
    expect(counts.taken).toBe(counts.sent);
    expect(counts.most).toBeGreaterThan(TGA_BYTES);
    expect(counts.most).toBeLessThanOrEqual(WINDOW);
    // The TGAs are in the pack as PNG textures, each with its maps.
    for (let n = 0; n < TGAS; n++) {
      for (const suffix of ["", "_n", "_s"])
        expect(zip[`${block}/slab_${n}${suffix}.png`], `slab_${n}${suffix}`).toBeDefined();
    }
    expect(zip[`${block}/stone.png`]).toBeDefined();
  }, 150_000);
});
