import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRawImage, encodePng, memorySink, ZipWriter } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject, signedInPage } from "./project-seed.js";

// Download Pack on a large project read every file with its own request (3,000 round trips, each
// checking the session and access again, took minutes); it reads the project's files archive in one
// request, and its button counts the files as they arrive, then says the pack is being built. The API
// takes 30 uploads a minute, so the file list is answered here (one real texture is stored, and the
// list says it has 200 like it, as does the project), and the archive request is sent to a stand-in that streams an archive
// of those 200 in the server's format, holding half-way so the count is seen mid-way on any machine.
// The archive route itself is tested against D1 and R2 in tests/workers/project-files-archive.test.ts.

const TEXTURES = 200;
const HELD_AFTER = 100;
let page: Page;
let projectId = 0;
let listed: unknown[] = [];
/** The stand-in's archive: its bytes up to the held point, and the rest. */
let archiveHead: Uint8Array = new Uint8Array();
let archiveTail: Uint8Array = new Uint8Array();
let standIn: Server;
let standInUrl = "";
let release: () => void = () => undefined;

useLocalStack();

beforeAll(async () => {
  await initNodeCodecs();
  page = await signedInPage("tester1");
  const png = async (n: number) => {
    const image = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) image.data.set([n % 256, (i * 5) % 256, 100, 255], i * 4);
    return encodePng(image);
  };
  const block = "assets/minecraft/textures/block";
  projectId = await seedProject(page, { name: "Big Quarry" }, [{ path: `${block}/tile_000.png`, bytes: await png(0) }]);
  const stored = await page.evaluate(async (id) => {
    const body = (await (await fetch(`/api/projects/${id}/files`)).json()) as Record<string, unknown>[];
    return body.find((file) => file.type === "file") as Record<string, unknown>;
  }, projectId);
  listed = [];
  const out = memorySink();
  const zip = new ZipWriter(out.sink);
  let heldAt = 0;
  for (let n = 0; n < TEXTURES; n++) {
    const name = `tile_${String(n).padStart(3, "0")}.png`;
    listed.push({ ...stored, id: 10_000 + n, name, path: `${block}/${name}` });
    await zip.addFile(`${block}/${name}`, await png(n), { compress: false });
    if (n === HELD_AFTER - 1) heldAt = out.bytes().length;
  }
  await zip.finish();
  const bytes = out.bytes();
  archiveHead = bytes.subarray(0, heldAt);
  archiveTail = bytes.subarray(heldAt);
  standIn = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/zip", "Cache-Control": "private, no-store" });
    response.write(archiveHead);
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    void held.then(() => response.end(archiveTail));
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/archive`;
});

afterAll(async () => {
  release();
  await new Promise((resolve) => standIn?.close(resolve));
});

describe("Download Pack on a project of 200 textures", () => {
  it("reads them in one archive request, counting the files on the button as they arrive, then builds the pack", async () => {
    onTestFinished(() => release());
    const files = `/api/projects/${projectId}/files`;
    await page.route(
      (url) => url.pathname === files,
      (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(listed) }),
    );
    await page.route(`**${files}/archive`, (route) => route.continue({ url: standInUrl }));
    // And the project counts its 200 textures, as the button's width is kept for a project of its size.
    await page.route(
      (url) => url.pathname === `/api/projects/${projectId}`,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { project?: Record<string, unknown> } & Record<string, unknown>;
        const project = body.project ?? body;
        project.textureCount = TEXTURES;
        await route.fulfill({ response, json: body });
      },
    );
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`${files}/`)) asked.push(path);
    });
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const actions = page.getByRole("region", { name: "Quick actions" });
    // Exactly its label: the widths it reserves are drawn, not named.
    const button = actions.getByRole("button", { name: "Download Pack", exact: true });
    await button.waitFor();
    // Held by the element: its name is its label, which the progress replaces.
    const held = await button.elementHandle();
    const share = await actions.getByRole("button", { name: "Share" }).elementHandle();
    // Every label the button wears, as the page draws it, with its width and where Share beside it is.
    await button.evaluate((element, beside) => {
      const seen: string[] = [];
      const boxes: { label: string; width: number; shareLeft: number }[] = [];
      Object.assign(window, { labels: seen, boxes });
      const measure = () => {
        const label = element.textContent?.trim() ?? "";
        seen.push(label);
        const width = element.getBoundingClientRect().width;
        boxes.push({ label, width, shareLeft: beside?.getBoundingClientRect().left ?? Number.NaN });
      };
      measure();
      new MutationObserver(measure).observe(element, { childList: true, characterData: true, subtree: true });
    }, share);
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await button.click();
    // The first half of the archive is in and the rest held: its files are counted already.
    await expect
      .poll(async () => (await held?.textContent())?.trim(), { timeout: 15_000 })
      .toBe(`Reading ${HELD_AFTER}/${TEXTURES}`);
    await screenshot(page, "site-project-export-reading", { fullPage: false });
    release();
    const zip = unzipSync(new Uint8Array(await readFile((await (await download).path()) ?? "")));
    // Its own label again once the pack is saved.
    await button.waitFor();
    // One request for every file's bytes: none of a file's own.
    expect(asked).toEqual([`${files}/archive`]);

    const labels = await page.evaluate(() => (window as unknown as { labels: string[] }).labels);
    // The button kept one width through every label, so Share beside it never moved (it was nudged
    // left and right as "Reading 9/200" became "Reading 10/200" and "Building pack…").
    const boxes = await page.evaluate(
      () => (window as unknown as { boxes: { label: string; width: number; shareLeft: number }[] }).boxes,
    );
    expect(new Set(boxes.map((box) => box.label)).size).toBeGreaterThan(3);
    for (const box of boxes) {
      expect(box.width, box.label).toBeCloseTo(boxes[0]?.width ?? 0, 1);
      expect(box.shareLeft, box.label).toBeCloseTo(boxes[0]?.shareLeft ?? 0, 1);
    }
    // Counted up as the files arrived, then the build, counted as the converter goes, then the label
    // again. React draws the counts of one arriving chunk as one, and the held half's last count with
    // "Building pack…" when they come in one task, so the counts seen are the held one and whichever
    // others were drawn, in order.
    const shown = labels.filter((label, index) => label !== labels[index - 1]);
    expect(shown[0]).toBe("Download Pack");
    expect(shown.at(-1)).toBe("Download Pack");
    const building = shown.indexOf("Building pack…");
    expect(building, shown.join(" | ")).toBeGreaterThan(0);
    const built = shown.slice(building + 1, -1).map((label) => /^Building (\d+)\/(\d+)$/.exec(label));
    expect(built.length, shown.join(" | ")).toBeGreaterThan(0);
    expect(
      built.every((match) => match?.[2] === String(TEXTURES)),
      shown.join(" | "),
    ).toBe(true);
    const builtCounts = built.map((match) => Number(match?.[1]));
    expect(builtCounts).toEqual([...builtCounts].sort((a, b) => a - b));
    const counts = shown.slice(1, building).map((label) => Number(/^Reading (\d+)\/200$/.exec(label)?.[1]));
    expect(counts).toContain(HELD_AFTER);
    expect(counts.every((count) => count <= TEXTURES)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const textures = Object.keys(zip).filter((path) => /tile_\d{3}\.png$/.test(path));
    expect(textures).toHaveLength(TEXTURES);
  }, 60_000);

  it("on a phone, counts in percent with Download and Upload each keeping half the row", async () => {
    // The routes above still answer the list, the project and the held archive.
    onTestFinished(() => release());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const download = page.getByRole("button", { name: "Download", exact: true });
    await download.waitFor();
    const held = await download.elementHandle();
    const upload = await page.getByRole("button", { name: "Upload", exact: true }).elementHandle();
    await download.evaluate((element, beside) => {
      const boxes: { label: string; width: number; uploadWidth: number; height: number }[] = [];
      Object.assign(window, { phoneBoxes: boxes });
      const measure = () => {
        const box = element.getBoundingClientRect();
        const label = element.textContent?.trim() ?? "";
        boxes.push({
          label,
          width: box.width,
          height: box.height,
          uploadWidth: beside?.getBoundingClientRect().width ?? 0,
        });
      };
      measure();
      new MutationObserver(measure).observe(element, { childList: true, characterData: true, subtree: true });
    }, upload);
    const saved = page.waitForEvent("download", { timeout: 60_000 });
    await download.click();
    await expect
      .poll(async () => (await held?.textContent())?.trim(), { timeout: 15_000 })
      .toBe(`Reading ${(100 * HELD_AFTER) / TEXTURES}%`);
    await screenshot(page, "site-project-export-reading-phone", { fullPage: false });
    release();
    await saved;
    await download.waitFor();
    const boxes = await page.evaluate(
      () =>
        (window as unknown as { phoneBoxes: { label: string; width: number; uploadWidth: number; height: number }[] })
          .phoneBoxes,
    );
    const labels = [...new Set(boxes.map((box) => box.label))];
    expect(
      labels.every((label) => /^(Download|Reading \d+%|Building…|Building \d+%)$/.test(label)),
      labels.join(" | "),
    ).toBe(true);
    expect(
      labels.some((label) => label.startsWith("Building")),
      labels.join(" | "),
    ).toBe(true);
    for (const box of boxes) {
      expect(box.width, box.label).toBeCloseTo(boxes[0]?.width ?? 0, 1);
      expect(box.uploadWidth, box.label).toBeCloseTo(box.width, 1);
      expect(box.height, box.label).toBeCloseTo(boxes[0]?.height ?? 0, 1);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);
});
