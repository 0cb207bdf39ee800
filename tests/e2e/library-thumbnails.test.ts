import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { desktop, phone, signedInContext } from "./site-support.js";

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

/** An opaque pure red PNG: any pixel of the light checkerboard (its green is 154 or more) shows beside it. */
async function red(width: number, height: number) {
  await initNodeCodecs();
  const image = createRawImage(width, height);
  for (let i = 0; i < width * height; i++) image.data.set([255, 0, 0, 255], i * 4);
  return { name: `red_${width}x${height}.png`, mimeType: "image/png", buffer: Buffer.from(await encodePng(image)) };
}

/**
 * The pixels of the light checkerboard (behind a texture's transparent pixels) seen in a screenshot of
 * the picture and 2 px around it, for an opaque red texture: the card's own dark checkerboard and red
 * (or the two blended at the picture's edge) have a green of 33 at most.
 */
async function checkerboardBeside(page: Page, picture: Locator): Promise<number> {
  const box = await boxOf(picture);
  const clip = {
    x: Math.floor(box.x) - 2,
    y: Math.floor(box.y) - 2,
    width: Math.ceil(box.width) + 5,
    height: Math.ceil(box.height) + 5,
  };
  const shot = await decodeWithPipeline(new Uint8Array(await page.screenshot({ clip })));
  let light = 0;
  for (let i = 0; i < shot.width * shot.height; i++) if ((shot.data[i * 4 + 1] ?? 0) > 60) light++;
  return light;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return box;
}

describe("Library thumbnails of textures that are not square", () => {
  // A 128x127 texture in a square box left a 1 px strip of the checkerboard at one edge ('contain' in a
  // box a fraction of a pixel too tall), a 17x16 one 2 px strips, a 64x32 one a band above and below.
  const shapes: [number, number][] = [
    [16, 16],
    [128, 127],
    [17, 16],
    [16, 17],
    [64, 32],
  ];

  for (const [name, viewport, scale] of [
    ["desktop", desktop, 1],
    ["phone", phone, 3],
  ] as const) {
    it(`draws the checkerboard behind the texture only, never beside it (${name})`, async () => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
      const page = await context.newPage();
      // A new user each, whose library starts empty.
      await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=new`);
      await page.waitForURL(`${worker.baseUrl}/`);
      await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
      await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
      const files = await Promise.all(shapes.map(([width, height]) => red(width, height)));
      await page.getByLabel("Files to add to your library").setInputFiles(files);
      await expectToast(page, "Added to your library", `${files.length} files are ready`);
      // Nothing over the pictures while they are read: not the toast, nor the phone's bars.
      await page.getByRole("button", { name: "Close notification" }).click();
      await page.locator(".toast").waitFor({ state: "detached" });
      const grid = page.getByRole("list", { name: "Uploaded content" });
      const found: Record<string, number> = {};
      for (const [width, height] of shapes) {
        const picture = grid
          .getByRole("listitem")
          .filter({ hasText: `red_${width}x${height}.png` })
          .locator(".lib-thumb img");
        await picture.evaluate((img) => img.scrollIntoView({ block: "center" }));
        await picture.evaluate((img: HTMLImageElement) => img.decode());
        // The picture's box has the texture's shape, as large as the thumb lets it be.
        await expect
          .poll(async () => {
            const box = await boxOf(picture);
            return Math.abs(box.width / box.height - width / height) < 0.01;
          })
          .toBe(true);
        found[`${width}x${height}`] = await checkerboardBeside(page, picture);
      }
      expect(found).toEqual(Object.fromEntries(shapes.map(([width, height]) => [`${width}x${height}`, 0])));
      await screenshot(page, `library-not-square-${name}`, { fullPage: false });
      await context.close();
    });
  }
});
