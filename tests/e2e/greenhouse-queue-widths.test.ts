import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";

// At 768 px the bottom panel's queue broke "completed" mid-word ("complete/d") and cut file names to
// "pp.…": the row's name, status and actions fought for a column a third of the window wide. Then a run
// on this device had its "on this device" cut to "on this de…" beside its Download and Remove.

const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-queue-widths-"));
let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
});
afterAll(async () => {
  await page?.close();
});

async function texture(name: string, size: number, shade: number): Promise<string> {
  const image = createRawImage(size, size);
  for (let i = 0; i < size * size; i++) image.data.set([shade, (i * 7) % 256, 255 - shade, 255], i * 4);
  const file = path.join(scratch, name);
  writeFileSync(file, await encodePng(image));
  return file;
}

const queue = () => page.getByRole("list", { name: "Job queue" });

/**
 * Each row's name and status as laid out: how many lines the status takes and whether the name is cut;
 * and for a run on this device, whether its "on this device" is cut, and whether it stays inside the
 * row and clear of the row's actions.
 */
function rowLayout(target: Page) {
  return target.getByRole("list", { name: "Job queue" }).evaluate((list) =>
    [...list.querySelectorAll(".gh-queue-row")].map((row) => {
      const name = row.querySelector<HTMLElement>(".gh-queue-name");
      // The status is the word after the name ("completed").
      const status = name?.nextElementSibling as HTMLElement | null;
      const lineHeight = status ? Number.parseFloat(getComputedStyle(status).lineHeight) : 0;
      const where = row.querySelector<HTMLElement>(".gh-queue-where");
      let whereCut = false;
      let whereClear = true;
      if (where) {
        // Cut by an ellipsis, or by a box narrower than its words; the words' own boxes, not the span's.
        const words = document.createRange();
        words.selectNodeContents(where);
        const box = words.getBoundingClientRect();
        const span = where.getBoundingClientRect();
        whereCut =
          where.scrollWidth > where.clientWidth + 1 ||
          box.right > span.right + 1 ||
          where.textContent !== "on this device";
        const inside = row.getBoundingClientRect();
        const actions = row.querySelector(".gh-queue-actions")?.getBoundingClientRect();
        const apart = (a: DOMRect, b: DOMRect) =>
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        whereClear =
          box.left >= inside.left &&
          box.right <= inside.right &&
          box.bottom <= inside.bottom &&
          (!actions || apart(box, actions));
      }
      return {
        name: name?.textContent ?? "",
        nameCut: name ? name.scrollWidth > name.clientWidth + 1 : true,
        status: status?.textContent ?? "",
        statusLines: status ? Math.round(status.getBoundingClientRect().height / lineHeight) : 0,
        where: where !== null,
        whereCut,
        whereClear,
      };
    }),
  );
}

describe("the job queue at tablet and desktop widths", () => {
  it("keeps each row's status on one line and its file name whole at 768, 1024 and 1280", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByText("Drop your textures here").waitFor();
    // A server job, then a run on this device (its row also says so): both kinds of row.
    await page.getByLabel("Texture or resource pack").setInputFiles(await texture("oak_planks.png", 16, 120));
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await queue()
      .getByRole("listitem")
      .filter({ hasText: "oak_planks.png" })
      .getByRole("button", { name: "Download" })
      .waitFor({ timeout: 60_000 });
    const frames = await Promise.all([1, 2].map((n) => texture(`torch_${n}.png`, 32, 60 * n)));
    await page.getByLabel("Texture or resource pack").setInputFiles(frames);
    await page.getByTestId("chosen-files").getByText("2 frames").waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await queue().getByText("on this device").waitFor();
    // And a job that fails (a PNG cut short): its badge, Retry and Remove, with the reason under them.
    // Generate Textures refuses a file its preview could not read, so the job is started by posting the
    // file to the API as another client (a script, the CLI) would; the queue lists this browser's jobs.
    const bytes = readFileSync(path.join(scratch, "oak_planks.png"));
    const status = await page.evaluate(
      async (cut) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(cut)], "cut.png", { type: "image/png" }));
        form.append("settings", "{}");
        return (await fetch("/api/upload", { method: "POST", body: form })).status;
      },
      Array.from(bytes.subarray(0, 60)),
    );
    expect(status).toBe(201);
    await expect
      .poll(async () => (await rowLayout(page)).map((row) => row.status).sort(), { timeout: 60_000 })
      .toEqual(["completed", "completed", "failed"]);

    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 1100 });
      // The queue is in the bottom panel's Progress tab at every width.
      await queue().waitFor();
      await page.waitForTimeout(100);
      await screenshot(page, `greenhouse-queue-${width}`, { fullPage: false });
      await queue().screenshot({ path: `tests/e2e/screenshots/greenhouse-queue-${width}-rows.png` });
      const rows = await rowLayout(page);
      expect(rows.length, `${width}px`).toBe(3);
      for (const row of rows) {
        expect(row.statusLines, `${row.name} at ${width}px: "${row.status}"`).toBe(1);
        expect(row.nameCut, `${row.name} at ${width}px is cut`).toBe(false);
        // At 768 "on this device" was cut to "on this de…" beside Download and Remove.
        expect(row.whereCut, `${row.name}'s "on this device" at ${width}px is cut`).toBe(false);
        expect(row.whereClear, `${row.name}'s "on this device" at ${width}px runs under its actions`).toBe(true);
      }
      expect(rows.filter((row) => row.where).length, `${width}px`).toBe(1);
    }
  }, 120_000);
});
