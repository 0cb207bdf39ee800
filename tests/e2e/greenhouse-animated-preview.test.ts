import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, hoverTexel } from "./greenhouse-support.js";
import { IPHONE_USER_AGENT, phoneContextOptions, phoneScreenshot } from "./phone-support.js";

// An animated texture (a 16x64 strip of four 16x16 frames) previews one frame at a time and plays,
// its maps in step; a person who asks for reduced motion gets it paused.

const baseUrl = inject("baseUrl");
const block = "assets/minecraft/textures/block/";
const lantern = corpusEntry("pixelperfection-ce.zip", `${block}sea_lantern.png`);
// sea_lantern's own .mcmeta: frametime 60 ticks, 3 s a frame.
const lanternMeta = corpusEntry("pixelperfection-ce.zip", `${block}sea_lantern.png.mcmeta`);
// The same strip at 2 ticks (100 ms) a frame, so playing is seen within a test.
const fastMeta = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-anim-")), "sea_lantern.png.mcmeta");
writeFileSync(fastMeta, '{"animation":{"frametime":2}}');
// The strip saved as a normal map with its animation: a map is previewed exactly as stored.
const glowMap = path.join(path.dirname(fastMeta), "glow_n.png");
const glowMeta = `${glowMap}.mcmeta`;
writeFileSync(glowMap, lantern.bytes);
writeFileSync(glowMeta, '{"animation":{}}');
// The strip blending from frame to frame over a second each, as the game shows `"interpolate": true`.
const blendedMeta = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-blend-")), "sea_lantern.png.mcmeta");
writeFileSync(blendedMeta, '{"animation":{"frametime":20,"interpolate":true}}');

const contexts: BrowserContext[] = [];
async function openPage(options: Parameters<typeof browser.newContext>[0]): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/greenhouse`);
  await page.getByText("Drop your textures here").waitFor();
  return page;
}

useChromium();

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const frameText = (page: Page) => page.getByTestId("animation-frame").textContent();

/** The red byte the previewer's readout gives for the texel under the pointer, as the canvas draws it. */
async function shownRed(page: Page): Promise<number> {
  const value = await page
    .getByTestId("pixel-readout")
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText("R", { exact: true }) })
    .locator("dd")
    .textContent();
  return Number(value);
}

describe("previewing an animated texture", () => {
  it("starts paused under reduced motion, steps by keyboard and keeps every map on the same frame", async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
    await page.getByLabel("Texture or resource pack").setInputFiles([lanternMeta.file, lantern.file]);
    // One frame on the canvas, not the whole strip.
    await page.getByTestId("pixel-readout").getByText("sea_lantern.png · 16×64 · 4 frames of 16×16").waitFor();
    const animation = page.getByRole("group", { name: "Animation" });
    const play = animation.getByRole("button", { name: "Play animation" });
    await play.waitFor();
    await page.waitForTimeout(400);
    expect(await frameText(page)).toBe("Frame 1 of 4");

    await animation.getByRole("button", { name: "Next frame" }).focus();
    await page.keyboard.press("Enter");
    expect(await frameText(page)).toBe("Frame 2 of 4");
    // A setting regenerates the maps, not the animation: the paused frame stays where it was.
    await page.getByLabel("Normal strength", { exact: true }).fill("1.5");
    await page.waitForTimeout(800);
    expect(await frameText(page)).toBe("Frame 2 of 4");
    await play.waitFor();
    // The maps share the one clock: _n and _s open on the frame the base was on.
    await page.getByRole("tab", { name: "Normal _n" }).click();
    expect(await frameText(page)).toBe("Frame 2 of 4");
    await page.getByRole("tab", { name: "Specular _s" }).click();
    expect(await frameText(page)).toBe("Frame 2 of 4");
    await animation.getByRole("button", { name: "Previous frame" }).click();
    expect(await frameText(page)).toBe("Frame 1 of 4");
    await page.getByRole("tab", { name: "Base" }).click();
    expect(await frameText(page)).toBe("Frame 1 of 4");

    // Play by keyboard: sea_lantern's 60 ticks are 3 s a frame.
    await play.focus();
    await page.keyboard.press("Space");
    await animation.getByRole("button", { name: "Pause animation" }).waitFor();
    await expect.poll(() => frameText(page), { timeout: 5000 }).toBe("Frame 2 of 4");
    await screenshot(page, "greenhouse-animated-preview-desktop", { fullPage: false });

    // A map chosen as it is stored shows its exact bytes: frame 3's texel (5, 9) is the strip's (5, 32 + 9).
    await page.getByLabel("Texture or resource pack").setInputFiles([glowMap, glowMeta]);
    const readout = page.getByTestId("pixel-readout");
    await readout.getByText("glow_n.png · 16×64 · 4 frames of 16×16").waitFor();
    await animation.getByRole("button", { name: "Play animation" }).waitFor();
    await animation.getByRole("button", { name: "Next frame" }).click();
    await animation.getByRole("button", { name: "Next frame" }).click();
    expect(await frameText(page)).toBe("Frame 3 of 4");
    const strip = await decodeWithPipeline(lantern.bytes);
    await hoverTexel(page.getByTestId("channel-canvas"), { width: 16, height: 16, data: strip.data }, 5, 9);
    await readout.getByText("5, 9").waitFor();
    const normalX = await readout
      .locator("dl > div")
      .filter({ has: page.locator("dt").getByText("Normal X (R)", { exact: true }) })
      .locator("dd")
      .textContent();
    expect(normalX).toMatch(new RegExp(`^${strip.data[((32 + 9) * 16 + 5) * 4]} \\(`));
  }, 60_000);

  it("plays at the .mcmeta's frame time and loops, every map in step, on a phone", async () => {
    const page = await openPage({ ...phoneContextOptions, userAgent: IPHONE_USER_AGENT });
    await page.getByLabel("Texture or resource pack").setInputFiles([fastMeta, lantern.file]);
    for (let n = 0; n < 3; n++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Step 4 of 4").waitFor();
    const animation = page.getByRole("group", { name: "Animation" });
    const pause = animation.getByRole("button", { name: "Pause animation" });
    await pause.waitFor();
    // 100 ms a frame: within a second every frame shows, and it wraps round to the first.
    const seen = new Set<string | null>();
    const start = Date.now();
    while (Date.now() - start < 1200) {
      seen.add(await frameText(page));
      await page.waitForTimeout(30);
    }
    expect([...seen].sort()).toEqual(["Frame 1 of 4", "Frame 2 of 4", "Frame 3 of 4", "Frame 4 of 4"]);
    await page.getByRole("tab", { name: "Normal _n" }).click();
    await pause.tap();
    const held = await frameText(page);
    await page.waitForTimeout(400);
    expect(await frameText(page)).toBe(held);
    await animation.getByRole("button", { name: "Play animation" }).waitFor();
    await page.getByTestId("pixel-readout").scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "greenhouse-animated-preview-phone", { closeToasts: true });
  }, 60_000);

  it("blends an interpolated animation into its next frame tick by tick, and pauses on a whole frame", async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } });
    // The texel whose red changes most from the first frame to the second.
    const strip = await decodeWithPipeline(lantern.bytes);
    const red = (frame: number, x: number, y: number) => strip.data[((frame * 16 + y) * 16 + x) * 4] as number;
    let texel = { x: 0, y: 0, change: -1 };
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const change = Math.abs(red(1, x, y) - red(0, x, y));
        if (change > texel.change) texel = { x, y, change };
      }
    }
    expect(texel.change).toBeGreaterThan(8);
    await page.getByLabel("Texture or resource pack").setInputFiles([blendedMeta, lantern.file]);
    await page.getByTestId("pixel-readout").getByText("sea_lantern.png · 16×64 · 4 frames of 16×16").waitFor();
    const pointAtTexel = async () => {
      await hoverTexel(page.getByTestId("channel-canvas"), { ...strip, height: 16 }, texel.x, texel.y);
      await page.getByTestId("pixel-readout").getByText(`${texel.x}, ${texel.y}`).waitFor();
    };
    const animation = page.getByRole("group", { name: "Animation" });
    await animation.getByText(/blending into the next frame/).waitFor();
    const frameIndex = async () => Number((await frameText(page))?.match(/Frame (\d+)/)?.[1]) - 1;
    // Each whole frame's red as the preview shows it (the base colour has the contrast setting applied).
    await animation.getByRole("button", { name: "Pause animation" }).click();
    const whole: number[] = [];
    for (let n = 0; n < 4; n++) {
      await animation.getByRole("button", { name: "Next frame" }).click();
      await pointAtTexel();
      whole[await frameIndex()] = await shownRed(page);
    }
    expect(whole[0]).not.toBe(whole[1]);
    await animation.getByRole("button", { name: "Play animation" }).click();
    await pointAtTexel();
    // A frame lasts a second: within it the shown red walks between two frames' values.
    const shown = new Set<number>();
    const start = Date.now();
    while (Date.now() - start < 1500) {
      shown.add(await shownRed(page));
      await page.waitForTimeout(40);
    }
    const between = [...shown].filter((value) => !whole.includes(value));
    expect(between.length, `shown ${[...shown]} against whole frames ${whole}`).toBeGreaterThan(2);
    await animation.getByRole("button", { name: "Pause animation" }).click();
    await animation.getByRole("button", { name: "Play animation" }).waitFor();
    await pointAtTexel();
    expect(await shownRed(page)).toBe(whole[await frameIndex()]);
  }, 60_000);

  it("plays a converted pack's animated _n from its files list", async () => {
    const page = await openPage({ viewport: { width: 1280, height: 800 } });
    const buffer = Buffer.from(
      zipSync({
        "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"lantern"}}'),
        [`${block}sea_lantern.png`]: lantern.bytes,
        [`${block}sea_lantern.png.mcmeta`]: new TextEncoder().encode('{"animation":{"frametime":2}}'),
      }),
    );
    await page.getByLabel("Texture or resource pack").setInputFiles({
      name: "lantern.zip",
      mimeType: "application/zip",
      buffer,
    });
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const files = page.getByRole("list", { name: "Texture files" });
    await files.getByRole("button", { name: /sea_lantern_n\.png/ }).click({ timeout: 60_000 });
    await page.getByTestId("pixel-readout").getByText("sea_lantern_n.png · 16×64 · 4 frames of 16×16").waitFor();
    expect(await page.getByRole("tab", { name: "Normal _n" }).getAttribute("aria-selected")).toBe("true");
    const first = await frameText(page);
    await expect.poll(() => frameText(page), { timeout: 3000 }).not.toBe(first);
  }, 90_000);
});
