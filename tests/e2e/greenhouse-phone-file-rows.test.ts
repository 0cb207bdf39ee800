import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpusEntry } from "./greenhouse-support.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";
import { smallTapTargets } from "./tap-targets.js";

// The phone wizard's Preview step after a conversion (390x844, touch): the converted files' rows, the
// path filter and "Download file list (JSON)" were 26-32 px tall, mouse sizes a thumb missed; and the
// previewer's canvas took every swipe for panning, so a page scrolled by a thumb stopped dead on it.

let context: BrowserContext;
let page: Page;

useChromium();

beforeAll(async () => {
  context = await browser.newContext(phoneContextOptions);
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

/** Whether the page stays where it is over a few frames (no fling still running). */
function scrollSettled(): Promise<boolean> {
  return page.evaluate(async () => {
    const at = window.scrollY;
    for (let frame = 0; frame < 6; frame++) await new Promise(requestAnimationFrame);
    return window.scrollY === at;
  });
}

/** The canvas's touch-action and how far a one-finger upward swipe that starts on it scrolls the page. */
async function swipeOnCanvas(): Promise<{ touchAction: string; scrolled: number }> {
  const canvas = page.getByTestId("channel-canvas");
  await canvas.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const before = await page.evaluate(() => window.scrollY);
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.75;
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([px, py], id) => ({ x: px, y: py, id })) });
  await touch("touchStart", [[x, y]]);
  for (let step = 1; step <= 8; step++) await touch("touchMove", [[x, y - step * 15]]);
  await touch("touchEnd", []);
  // A scroll the swipe started lands on a later frame: wait a few, so "no scroll" means none came.
  await page.waitForTimeout(300);
  await cdp.detach();
  // Then let any fling finish: a tap during one only stops the scroll, as on a real phone, so the next
  // test's Zoom in tap was sometimes lost on a busy machine.
  await expect.poll(() => scrollSettled(), { timeout: 5_000 }).toBe(true);
  return {
    touchAction: await canvas.evaluate((element) => getComputedStyle(element).touchAction),
    scrolled: (await page.evaluate(() => window.scrollY)) - before,
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
    await phoneScreenshot(page, "greenhouse-phone-file-rows", { closeToasts: true });
  });

  it("lets a swipe on the previewer scroll the page while the texture is at its fitted size", async () => {
    const swipe = await swipeOnCanvas();
    expect(swipe.touchAction).toBe("pan-y");
    expect(swipe.scrolled).toBeGreaterThan(40);
  });

  it("keeps every drag for panning once the texture is zoomed in", async () => {
    await page.getByRole("button", { name: "Zoom in" }).tap();
    expect(await swipeOnCanvas()).toEqual({ touchAction: "none", scrolled: 0 });
    await page.getByRole("button", { name: "Reset view" }).tap();
  });
});
