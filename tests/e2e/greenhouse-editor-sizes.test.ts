import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodePng, type RawImage } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, type Rgba } from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { phoneContextOptions } from "./phone-support.js";

useLocalStack();

const RED: Rgba = [0xb0, 0x2e, 0x26, 255];

/** A 1024x1024 texture with detail everywhere (a 1024 AI upscale or a 1024x pack texture). */
function largeTexture(): RawImage {
  const side = 1024;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const o = (y * side + x) * 4;
      data[o] = (x * 7 + y) & 255;
      data[o + 1] = (y * 5) & 255;
      data[o + 2] = (x ^ y) & 255;
      data[o + 3] = 255;
    }
  }
  return { width: side, height: side, data };
}

/**
 * Whether the element shows on screen as it is: inside the viewport and not covered (the workspace's
 * bottom panel, or the edge of a scrolled container, would hide it).
 */
async function onScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (node === hit || node.contains(hit) || hit.contains(node));
  });
}

describe("a 1024x1024 texture", () => {
  let page: Page;
  const { drag } = editorCanvas(() => page);
  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  });
  afterAll(() => page.close());

  it("opens, paints, undoes, redoes and exports exact pixels", async () => {
    await initNodeCodecs();
    const original = largeTexture();
    const file = path.join(tmpdir(), "upscaled_1024.png");
    writeFileSync(file, await encodePng(original));

    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(file);
    // It used to be refused: "the editor opens textures up to 512×512".
    await page.getByLabel("Texture canvas, 1024×1024").waitFor();
    expect(await page.locator("label.ed-open").getAttribute("title")).toContain("up to 1024×1024");
    // Fit: the whole texture shows in the stage, below one screen pixel a texel.
    const stage = (await page.getByTestId("editor-stage").boundingBox())!;
    const shown = (await page.getByTestId("editor-canvas").boundingBox())!;
    expect(shown.width).toBeLessThanOrEqual(stage.width);
    expect(shown.height).toBeLessThanOrEqual(stage.height);

    await page.getByRole("button", { name: "Red", exact: true }).click();
    await page.getByLabel("Size", { exact: true }).fill("1");
    // A first stroke, undone, then a second one along row 600 from x 100 to 900.
    await drag(1024, [40, 40], [300, 40]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await drag(1024, [100, 600], [500, 600], [900, 600]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await screenshot(page, "greenhouse-editor-1024");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("upscaled_1024.png");
    const exported = await decodeWithPipeline(new Uint8Array(readFileSync((await download.path())!)));
    expect([exported.width, exported.height]).toEqual([1024, 1024]);
    const expected = new Uint8ClampedArray(original.data);
    for (let x = 100; x <= 900; x++) expected.set(RED, (600 * 1024 + x) * 4);
    // Byte for byte: the undone stroke is gone, the redone one is there, nothing else changed.
    let differing = 0;
    for (let i = 0; i < expected.length; i++) if (exported.data[i] !== expected[i]) differing++;
    expect(differing).toBe(0);
    expect(pixel(exported, 500, 600)).toEqual(RED);
    expect(pixel(exported, 500, 601)).toEqual(pixel(original, 500, 601));
  });

  it("offers 1024x1024 for a new texture and refuses a larger file with its size", async () => {
    await page.getByLabel("New texture size").selectOption("1024");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Texture canvas, 1024×1024").waitFor();

    const big = { width: 1025, height: 16, data: new Uint8ClampedArray(1025 * 16 * 4) };
    const file = path.join(tmpdir(), "too_wide.png");
    writeFileSync(file, await encodePng(big));
    await page.getByLabel("Open texture").setInputFiles(file);
    await expectToast(
      page,
      "Texture too large for the editor",
      "too_wide.png is 1025×16; the editor opens textures up to 1024×1024, so scale it down first.",
    );
    expect(await page.getByLabel("Texture canvas, 1024×1024").count()).toBe(1);

    // Told by its header, before any decoding: this one's pixels are not even there.
    const declared = Buffer.from(await encodePng({ width: 16, height: 16, data: new Uint8ClampedArray(16 * 16 * 4) }));
    declared.writeUInt32BE(4096, 16);
    declared.writeUInt32BE(4096, 20);
    const header = path.join(tmpdir(), "declared_4096.png");
    writeFileSync(header, declared);
    await page.getByLabel("Open texture").setInputFiles(header);
    await expectToast(
      page,
      "Texture too large for the editor",
      "declared_4096.png is 4096×4096; the editor opens textures up to 1024×1024, so scale it down first.",
    );
    expect(await page.getByLabel("Texture canvas, 1024×1024").count()).toBe(1);
  });
});

describe("an animation strip", () => {
  it("opens at one frame's fit and scrolls through the others (1280x800)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fire = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/fire_0.png");
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(fire.file);
    await page.getByLabel("Texture canvas, 16×128").waitFor();
    // Fitted whole, the eight frames got 1 px a texel in the laptop's stage: 16 px wide, too small to paint.
    const stage = page.getByTestId("editor-stage");
    const stageBox = (await stage.boundingBox())!;
    const shown = (await page.getByTestId("editor-canvas").boundingBox())!;
    expect(shown.width).toBeGreaterThanOrEqual(10 * 16);
    // One frame fits the stage's height; the rest are a scroll away.
    expect(shown.width).toBeLessThanOrEqual(stageBox.height);
    const scrolls = await stage.evaluate((node) => node.scrollHeight > node.clientHeight);
    expect(scrolls).toBe(true);
    // It opens on the first frame, not scrolled to the middle of the strip.
    expect(await stage.evaluate((node) => node.scrollTop)).toBe(0);
    await screenshot(page, "greenhouse-editor-strip-1280");
    await page.close();
  });
});

describe("signing in with a 1024x1024 drawing", () => {
  it("keeps a drawing too large for session storage and asks to export it first", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    // Noise does not compress: about 4 MB of PNG, over 5 million characters as base64.
    let seed = 7;
    const noise = largeTexture();
    for (let i = 0; i < noise.data.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      if (i % 4 !== 3) noise.data[i] = seed >>> 24;
    }
    await initNodeCodecs();
    const file = path.join(tmpdir(), "noise_1024.png");
    writeFileSync(file, await encodePng(noise));
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(file);
    await page.getByLabel("Texture canvas, 1024×1024").waitFor();
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await editorCanvas(() => page).drag(1024, [500, 500], [520, 500]);

    const signIn = page.getByTestId("editor-signin-note").getByRole("link", { name: "Sign in with Discord" });
    await signIn.click();
    // It used to be marked as carried and left behind: the sign-in page opened and the drawing was gone.
    await expectToast(page, "Export your texture before signing in", "cannot be carried across sign-in");
    expect(new URL(page.url()).pathname).toBe("/greenhouse");
    await page.getByLabel("Texture canvas, 1024×1024").waitFor();

    // Exported, it is safe on disk: the link signs in without carrying it.
    await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export PNG" }).click()]);
    await signIn.click();
    await page.getByRole("link", { name: "Continue as tester1" }).waitFor();
    await page.close();
  });
});

describe("the paint panel", () => {
  const controls = ["Colour", "Alpha", "Size", "Opacity", "Filled shapes", "Lock alpha"];

  it("shows every control without scrolling at 1440x900", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    const panel = page.getByRole("complementary", { name: "Paint" });
    await screenshot(page, "greenhouse-editor-panel-1440", { fullPage: false });
    // Opacity, Filled shapes and Lock alpha used to fall below the fold, in a panel that scrolled.
    for (const control of controls) {
      expect(await onScreen(panel.getByLabel(control, { exact: true }).first()), control).toBe(true);
    }
    expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    await page.close();
  });

  it("reads well at 1280x800: the paint panel does not scroll and the page never does", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    const panel = page.getByRole("complementary", { name: "Paint" });
    expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await panel.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await screenshot(page, "greenhouse-editor-panel-1280", { fullPage: false });
    for (const control of controls) {
      expect(await onScreen(panel.getByLabel(control, { exact: true }).first()), control).toBe(true);
    }
    // The page never scrolls (it used to, taking the workspace header out of view).
    expect(
      await page.evaluate(() => ({ scrollY, fits: document.documentElement.scrollHeight === innerHeight })),
    ).toEqual({ scrollY: 0, fits: true });
    await page.close();
  });

  it("folds the bottom panel for the Editor on a short screen and gives it back on leaving (1280x800)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    const progressTab = page.getByRole("tab", { name: "Progress" });
    // With Progress, Batch and Validation below, the stage was about 250 px tall here.
    await expect.poll(() => progressTab.count()).toBe(0);
    expect((await page.getByTestId("editor-stage").boundingBox())!.height).toBeGreaterThanOrEqual(380);
    expect(await page.getByTestId("editor-readout").textContent()).toContain(
      "Point at a pixel to read it · drop a file here to open it",
    );
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await tab("Convert").click();
    await progressTab.waitFor();
    await tab("Editor").click();
    await expect.poll(() => progressTab.count()).toBe(0);
    // Opened by hand in the Editor, the panel stays: the person has chosen.
    await page.getByRole("button", { name: "Bottom panel", exact: true }).click();
    await progressTab.waitFor();
    await tab("Convert").click();
    await tab("Editor").click();
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    expect(await progressTab.count()).toBe(1);
    await page.close();
  });
});

describe("on a phone", () => {
  it("gives toolbar buttons, palette swatches and zoom buttons 44 px tap targets", async () => {
    const phone = await browser.newPage(phoneContextOptions);
    await phone.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await phone.getByLabel("Texture canvas, 256×256").waitFor();
    // A full-page capture drops the touch emulation while it draws, so these are screen captures.
    expect(await phone.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    // No pointer to rest on a pixel, no file to drop: the hint says what a finger does, and fits.
    const idle = phone.getByTestId("editor-readout").locator(".ed-readout-idle");
    expect(await idle.textContent()).toBe("Touch a pixel to read it as you paint or pick");
    expect(await idle.evaluate((hint) => hint.scrollWidth <= hint.clientWidth)).toBe(true);
    await phone.getByRole("toolbar", { name: "Editor tools" }).evaluate((bar) => bar.scrollIntoView());
    await screenshot(phone, "greenhouse-editor-phone-toolbar", { fullPage: false });
    await phone.getByRole("complementary", { name: "Paint" }).evaluate((panel) => panel.scrollIntoView());
    await screenshot(phone, "greenhouse-editor-phone-paint", { fullPage: false });
    const targets = [
      ...(await phone.getByRole("toolbar", { name: "Editor tools" }).getByRole("button").all()),
      ...(await phone.locator(".ed-swatch").all()),
    ];
    expect(targets.length).toBe(12 + 16);
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      const name = await target.getAttribute("aria-label");
      expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    // Everything still fits the phone's width: nothing scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
