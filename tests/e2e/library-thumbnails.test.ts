import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { desktop, phone, phoneScreenshot, signedInContext } from "./site-support.js";

// Real files whose previews went wrong: fire_0.png is an 8-frame animation strip (16x128) whose whole
// strip made a sliver thumbnail and a card ~450 px tall on a phone; replete's sand_s.png is a LabPBR
// specular map with alpha 0 (no emission) everywhere, which drew as an empty checkerboard.
const FIRE = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/fire_0.png");
const SAND_S = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/sand_s.png");
const STONE = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

useLocalStack();

/** The image's natural size and its alpha as drawn: how many pixels are fully transparent, the largest alpha. */
function drawnAlpha(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D context");
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let transparent = 0;
    let maxAlpha = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) transparent++;
      maxAlpha = Math.max(maxAlpha, data[i] ?? 0);
    }
    return { width: img.naturalWidth, height: img.naturalHeight, transparent, maxAlpha, pixels: data.length / 4 };
  });
}

/**
 * The picture's box is square, so a square texture fills it: the thumb's 1 px divider made it 1 px short
 * one way, and 'contain' left a strip of the checkerboard at an edge.
 */
async function expectSquarePicture(card: Locator) {
  const picture = await card.locator(".lib-thumb img").boundingBox();
  expect(picture?.width ?? 0).toBeGreaterThan(40);
  expect(Math.abs((picture?.width ?? 0) - (picture?.height ?? -1))).toBeLessThan(0.02);
}

async function openLibrary(page: Page) {
  await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
  await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
  await page.getByLabel("Files to add to your library").setInputFiles([FIRE.file, SAND_S.file, STONE.file]);
  await expectToast(page, "Added to your library", "3 files are ready");
  const grid = page.getByRole("list", { name: "Uploaded content" });
  await page.waitForFunction(
    () =>
      document.querySelectorAll(".lib-thumb img").length === 3 &&
      [...document.querySelectorAll(".lib-thumb img")].every((img) => (img as HTMLImageElement).naturalWidth > 0),
  );
  const card = (name: string) => grid.getByRole("listitem").filter({ hasText: name });
  return { card };
}

describe("Library thumbnails of animation strips and LabPBR maps", () => {
  it("shows a strip's first frame in a square box, and a _s map's RGB opaque, on desktop", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", desktop);
    const { card } = await openLibrary(page);
    const fireThumb = card("fire_0.png").locator(".lib-thumb img");
    // The server's thumbnail is the first 16x16 frame, not the 16x128 strip.
    expect(await drawnAlpha(fireThumb)).toMatchObject({ width: 16, height: 16 });
    const heights = await Promise.all(
      ["fire_0.png", "sand_s.png", "stone.png"].map(async (name) => (await card(name).boundingBox())?.height ?? 0),
    );
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    const box = await card("fire_0.png").locator(".lib-thumb").boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? -1))).toBeLessThanOrEqual(1);
    await expectSquarePicture(card("stone.png"));

    const sandThumb = await drawnAlpha(card("sand_s.png").locator(".lib-thumb img"));
    expect(sandThumb).toMatchObject({ width: 32, height: 32, transparent: 0, maxAlpha: 255 });
    await screenshot(page, "library-strip-and-specular");

    // The preview dialog draws the file itself, and for a _s map its RGB opaque too.
    await card("sand_s.png").getByRole("button", { name: "Preview sand_s.png" }).click();
    const dialog = page.getByRole("dialog", { name: "sand_s.png" });
    await dialog.getByText("32 × 32 px").waitFor();
    const preview = await drawnAlpha(dialog.getByRole("img", { name: "Preview of sand_s.png" }));
    expect(preview).toMatchObject({ width: 32, height: 32, transparent: 0, maxAlpha: 255 });
    await screenshot(page, "library-preview-specular", { fullPage: false });
    await context.close();
  });

  it("keeps the strip's card as tall as its neighbours on a phone", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester2", phone);
    const { card } = await openLibrary(page);
    const fire = await card("fire_0.png").boundingBox();
    const stone = await card("stone.png").boundingBox();
    expect(Math.abs((fire?.height ?? 0) - (stone?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(fire?.height ?? 999).toBeLessThan(200);
    const box = await card("fire_0.png").locator(".lib-thumb").boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? -1))).toBeLessThanOrEqual(1);
    await expectSquarePicture(card("stone.png"));
    await card("fire_0.png").scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "library-strip-phone");
    await context.close();
  });

  it("previews a real _s map opaque in the F0 analyser", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs#f0-analyser`);
    await page.getByLabel("Specular texture").setInputFiles(SAND_S.file);
    await page.getByTestId("average-f0").waitFor();
    const preview = page.getByAltText("Preview of sand_s.png");
    await preview.waitFor();
    expect(await drawnAlpha(preview)).toMatchObject({ width: 32, height: 32, transparent: 0, maxAlpha: 255 });
    await page.locator("#f0-analyser").scrollIntoViewIfNeeded();
    await screenshot(page, "site-f0-analyser-sand-s", { fullPage: false });
    await context.close();
  });
});
