import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { openGreenhouse } from "./greenhouse-support.js";

// Growth Progress in the bottom panel as a 1280x800 desktop leaves it: about 9rem tall.

let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await openGreenhouse();
});

async function stonePng(): Promise<string> {
  const image = createRawImage(16, 16);
  for (let i = 0; i < 256; i++) image.data.set([120, (i * 7) % 256, 100, 255], i * 4);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "growth-")), "stone.png");
  writeFileSync(file, await encodePng(image));
  return file;
}

const growth = () => page.getByTestId("growth-progress");

/** How far the stats row's bottom lies below what the Growth Progress section shows, and its scroll. */
const statsOverflow = () =>
  growth().evaluate((panel) => {
    const section = panel.closest("section") as HTMLElement;
    const stats = panel.querySelector(".gh-stats") as HTMLElement;
    return {
      below: Math.max(0, stats.getBoundingClientRect().bottom - section.getBoundingClientRect().bottom),
      scrolled: section.scrollTop,
    };
  });

describe("Growth Progress in a short bottom panel", () => {
  it("shows the stats row under the bar without scrolling at 1280x800, and the roomy layout in a taller window", async () => {
    await page.getByLabel("Texture or resource pack").setInputFiles(await stonePng());
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await growth().getByTestId("current-task").getByText("Completed").waitFor({ timeout: 60_000 });
    await growth().getByTestId("images-processed").getByText("1/1").waitFor();
    expect(await statsOverflow()).toEqual({ below: 0, scrolled: 0 });
    await screenshot(page, "greenhouse-growth-short-panel", { fullPage: false });

    // A run on this device adds its note and its Download: the figures still show.
    await page.getByRole("button", { name: "Convert on this device" }).click();
    await growth().getByRole("button", { name: "Download stone.png" }).waitFor({ timeout: 60_000 });
    await growth().getByTestId("images-processed").getByText("1/1").waitFor();
    expect(await statsOverflow()).toEqual({ below: 0, scrolled: 0 });
    await screenshot(page, "greenhouse-growth-short-panel-local", { fullPage: false });

    // A taller window keeps "Current task" above the task, as before.
    await page.setViewportSize({ width: 1280, height: 1100 });
    const label = growth().locator(".gh-growth-head .muted").first();
    const task = growth().getByTestId("current-task");
    await expect
      .poll(async () => ((await task.boundingBox())?.y ?? 0) - ((await label.boundingBox())?.y ?? 0))
      .toBeGreaterThan(8);
    expect(await statsOverflow()).toEqual({ below: 0, scrolled: 0 });
    await screenshot(page, "greenhouse-growth-tall-panel", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 90_000);
});
