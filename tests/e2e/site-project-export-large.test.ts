import { readFile } from "node:fs/promises";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject, signedInPage } from "./project-seed.js";

// Download Pack on a large project asked for every file at the same moment (1,100 requests for a full
// pack) and only spun. It reads six at a time, and its button counts the files read, then says the
// pack is being built. The API takes 30 uploads a minute, so the project's file list and contents are
// answered here: one real texture is stored, and the list says it has 200 like it.

const TEXTURES = 200;
let page: Page;
let projectId = 0;
/** Each listed texture's PNG, by the file id the answered list gives it. */
const contents = new Map<string, Uint8Array>();
let listed: unknown[] = [];

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
  for (let n = 0; n < TEXTURES; n++) {
    const name = `tile_${String(n).padStart(3, "0")}.png`;
    const id = String(10_000 + n);
    contents.set(id, await png(n));
    listed.push({ ...stored, id: Number(id), name, path: `${block}/${name}` });
  }
});

describe("Download Pack on a project of 200 textures", () => {
  it("reads the files six at a time, counting them on the button, then builds the pack", async () => {
    let reading = 0;
    let most = 0;
    let finished = 0;
    const files = `/api/projects/${projectId}/files`;
    await page.route(
      (url) => url.pathname === files,
      (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(listed) }),
    );
    // One file's read waits for the screenshot, so the button is seen mid-way, whatever the machine's pace.
    let release: () => void = () => undefined;
    const screenshotTaken = new Promise<void>((resolve) => {
      release = resolve;
    });
    onTestFinished(() => release());
    // Each file's read is held a moment, so the reads that overlap are seen overlapping.
    await page.route(`**${files}/*/content`, async (route) => {
      reading++;
      most = Math.max(most, reading);
      const id = new URL(route.request().url()).pathname.split("/").at(-2) ?? "";
      await (id === "10100" ? screenshotTaken : new Promise((resolve) => setTimeout(resolve, 10)));
      reading--;
      finished++;
      await route.fulfill({ contentType: "image/png", body: Buffer.from(contents.get(id) ?? new Uint8Array()) });
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
    // The other 199 are read while one waits, never more than six at once (all 200 were asked for at once).
    await expect.poll(() => finished, { timeout: 15_000 }).toBe(TEXTURES - 1);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(6);
    await expect.poll(async () => (await held?.textContent())?.trim()).toBe("Reading 199/200");
    await screenshot(page, "site-project-export-reading", { fullPage: false });
    release();
    const zip = unzipSync(new Uint8Array(await readFile((await (await download).path()) ?? "")));
    // Its own label again once the pack is saved.
    await button.waitFor();

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
    // Counted up file by file (React may draw two counts as one), then the build, then the label again.
    const shown = labels.filter((label, index) => label !== labels[index - 1]);
    expect(shown[0]).toBe("Download Pack");
    expect(shown.slice(-3)).toEqual(["Reading 199/200", "Building pack…", "Download Pack"]);
    const counts = shown.slice(1, -2).map((label) => Number(/^Reading (\d+)\/200$/.exec(label)?.[1]));
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const textures = Object.keys(zip).filter((path) => /tile_\d{3}\.png$/.test(path));
    expect(textures).toHaveLength(TEXTURES);
  }, 60_000);
});
