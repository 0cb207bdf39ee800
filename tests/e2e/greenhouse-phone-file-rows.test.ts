import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpusEntry, phoneScreenshot } from "./greenhouse-support.js";
import { phone } from "./site-support.js";
import { smallTapTargets } from "./tap-targets.js";

// The phone wizard's Preview step after a conversion (390x844, touch): the converted files' rows, the
// path filter and "Download file list (JSON)" were 26-32 px tall, mouse sizes a thumb missed.

let context: BrowserContext;
let page: Page;

useChromium();

beforeAll(async () => {
  context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/greenhouse`);
  const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
  await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
  await page.getByRole("button", { name: "Next" }).tap();
  await page.getByRole("button", { name: "Generate Textures" }).tap();
  await page.getByText("Step 4 of 4").waitFor();
  await page.getByRole("list", { name: "Texture files" }).getByRole("button").first().waitFor({ timeout: 45_000 });
}, 60_000);

afterAll(async () => {
  await context?.close();
});

const filesRegion = () => page.getByRole("region", { name: "Files & Validation" });

/** Heights of the converted files' rows, the filter and the JSON link, rounded to whole pixels. */
async function heights() {
  const height = async (locator: ReturnType<Page["locator"]>) => Math.round((await locator.boundingBox())?.height ?? 0);
  const rows = filesRegion().getByRole("list", { name: "Texture files" }).getByRole("button");
  return {
    rows: await Promise.all((await rows.all()).map(height)),
    filter: await height(filesRegion().getByLabel("Filter files")),
    json: await height(filesRegion().getByRole("link", { name: "Download file list (JSON)" })),
  };
}

describe("the phone wizard's Preview step after a conversion (390x844, touch)", () => {
  it("gives the file rows, the filter and the JSON link a 44 px tap height", async () => {
    const measured = await heights();
    expect(measured.rows).toHaveLength(3);
    for (const row of measured.rows) expect(row).toBeGreaterThanOrEqual(44);
    expect(measured.filter).toBeGreaterThanOrEqual(44);
    expect(measured.json).toBeGreaterThanOrEqual(44);
    // Nothing else on the step is under 44 px either.
    expect(await smallTapTargets(page)).toEqual([]);
    await filesRegion().scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "greenhouse-phone-file-rows");
  });
});
