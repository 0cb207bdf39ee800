import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";

// The desktop workspace fits the window: each panel scrolls inside itself, the page never does. At
// 1280x800 the page was 867-914 px tall (visually hidden file names placed by the body) and a click on a
// queue row scrolled the workspace header out of view.

const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

useLocalStack();

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.close();
});

/** The element's box within its Preview panel's box, and how it scales pixels. */
const inPreviewPanel = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((canvas) => {
    const box = canvas.getBoundingClientRect();
    const panel = canvas.closest('[aria-label="Preview"]')?.getBoundingClientRect();
    if (!panel) throw new Error("the canvas is not in the Preview panel");
    return {
      inside: box.left >= panel.left && box.right <= panel.right && box.top >= panel.top && box.bottom <= panel.bottom,
      square: Math.abs(box.width - box.height) < 1,
      // Big enough to judge a texture by, at the smallest of these windows.
      side: Math.min(box.width, box.height) >= 120,
      rendering: getComputedStyle(canvas).imageRendering,
    };
  });

/** The page's height against the window's, and how far it is scrolled. */
const pageFit = (page: Page) =>
  page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight,
    scrollY,
  }));

describe.each([
  [1280, 800, "tester1"],
  [1440, 900, "tester2"],
  [1920, 1080, "tester3"],
])("the workspace at %ix%i", (width, height, user) => {
  it("fits the window after a conversion and a click on its queue row", async () => {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    pages.push(page);
    // Signed in, so the Tools panel holds the Presets form too.
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=${user}`);
    await page.goto(`${worker.baseUrl}/greenhouse`);
    await page.getByLabel("Preset name").waitFor();
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const queue = page.getByRole("list", { name: "Job queue" });
    const row = queue.getByRole("listitem").filter({ hasText: "stone.png" }).first();
    await row.getByRole("button", { name: "Download" }).waitFor({ timeout: 60_000 });
    await row.locator(".gh-queue-main").click();
    await page.getByRole("region", { name: "Files & Validation" }).getByText("stone_s.png").first().waitFor();

    expect(await pageFit(page)).toEqual({ scrollHeight: height, innerHeight: height, scrollY: 0 });
    // The workspace header is where it belongs, in view.
    expect(await page.locator(".gh-header").evaluate((header) => header.getBoundingClientRect().y)).toBe(60);
    // The preview is a square wholly inside its panel, pixels kept sharp; the 3D block takes its place.
    const fits = { inside: true, square: true, side: true, rendering: "pixelated" };
    expect(await inPreviewPanel(page, "channel-canvas")).toEqual(fits);
    await screenshot(page, `greenhouse-fit-${width}`, { fullPage: false });
    await page.getByRole("button", { name: "3D preview" }).click();
    expect(await inPreviewPanel(page, "material-3d")).toEqual(fits);
    await screenshot(page, `greenhouse-fit-${width}-3d`, { fullPage: false });
    expect(await pageFit(page)).toEqual({ scrollHeight: height, innerHeight: height, scrollY: 0 });
  }, 90_000);
});
