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
    await screenshot(page, `greenhouse-fit-${width}`, { fullPage: false });
  }, 90_000);
});
