import { analyzeF0, createRawImage, encodePng, generateMaterial } from "@greenhouse/wasm-pipeline";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline } from "./greenhouse-support.js";
import { corpusSpecular, corpusTexture, desktop } from "./site-support.js";

const baseUrl = inject("baseUrl");

let page: Page;

useChromium();

beforeAll(async () => {
  page = await (await browser.newContext({ viewport: desktop })).newPage();
});

describe("the F0 analyser on the docs page (desktop)", () => {
  it("analyses a real _s texture from the corpus with the F0 analyser", async () => {
    await page.goto(`${baseUrl}/docs#f0-analyser`);
    const specular = corpusSpecular();
    await page.getByLabel("Specular texture").setInputFiles(specular);
    const average = page.getByTestId("average-f0");
    await average.waitFor();
    // The figures are the pipeline's analysis of this file's green channel, worked out here independently.
    const expected = analyzeF0(await decodeWithPipeline(new Uint8Array(specular.buffer)));
    expect(expected.averageF0).not.toBeNull();
    expect(await average.textContent()).toBe(String(expected.averageF0));
    expect(await page.getByTestId("closest-material").textContent()).toBe(expected.closest?.material.name);
    await page.getByAltText("Preview of mossy_stone_bricks_s.png").waitFor();
    await page.locator("#f0-analyser").scrollIntoViewIfNeeded();
    await screenshot(page, "site-f0-analyser", { fullPage: false });
    const notSpecular = page.getByRole("note").filter({ hasText: "brighter than every non-metal" });
    expect(await notSpecular.count()).toBe(0);
    // A colour texture chosen by mistake reads far above every dielectric, and the analyser says so.
    await page.getByLabel("Specular texture").setInputFiles(corpusTexture("stone.png"));
    await notSpecular.waitFor();
    // Off the table, no material is headlined (it was "Moissanite ±149.7").
    expect(await page.getByTestId("closest-material").count()).toBe(0);
    // A _s with G 0 everywhere, as most of Replete's blocks are: unset, not "Liquid nitrogen", a match.
    const unset = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) unset.data.set([200, 0, 0, 255], i * 4);
    await page
      .getByLabel("Specular texture")
      .setInputFiles({ name: "unset_s.png", mimeType: "image/png", buffer: Buffer.from(await encodePng(unset)) });
    await page.getByTestId("f0-unset").getByText("F0 0: no reflectance set (often left unset)").waitFor();
    expect(await page.getByTestId("closest-material").count()).toBe(0);
    await screenshot(page, "site-f0-analyser-unset", { fullPage: false });
  });

  it("names stone at G 10, and the iron of an ingot whose cutout it leaves out", async () => {
    await page.goto(`${baseUrl}/docs#f0-analyser`);
    const drop = page.getByLabel("Specular texture");
    // Six references sit at G 10; the block-game one leads and the others are named, not hidden.
    const stone = createRawImage(16, 16);
    for (let i = 0; i < 256; i++) stone.data.set([60 + (i % 16), 10, 8, 255], i * 4);
    await drop.setInputFiles({
      name: "stone_s.png",
      mimeType: "image/png",
      buffer: Buffer.from(await encodePng(stone)),
    });
    await page.getByTestId("closest-material").getByText("Stone", { exact: true }).waitFor();
    expect(await page.getByTestId("same-f0").textContent()).toBe(
      "Also G 10: Plastic, Acrylic glass, Concrete, Asphalt, Leather, Honey, Paper",
    );
    await page.locator("#f0-analyser").scrollIntoViewIfNeeded();
    await screenshot(page, "site-f0-analyser-stone", { fullPage: false });
    // PixelPerfection's iron ingot converted here: 150 of its 256 _s pixels are cutout (0, 0, 0, 255).
    const ingot = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/item/iron_ingot.png");
    const albedo = await decodeWithPipeline(ingot.bytes);
    const map = generateMaterial(albedo, {}, { name: "item/iron_ingot.png" }).specular;
    const mapFile = { name: "iron_ingot_s.png", mimeType: "image/png", buffer: Buffer.from(await encodePng(map)) };
    await drop.setInputFiles(mapFile);
    await page.getByTestId("closest-material").getByText("Iron", { exact: true }).waitFor();
    expect(await page.getByTestId("f0-unset").count()).toBe(0);
    expect(await page.getByTestId("measured-pixels").textContent()).toBe(
      "106 of 256 pixels measured; 150 with nothing in R, G and B (cutout) left out",
    );
    // Dropped with its colour texture, the albedo's transparency decides which pixels carry material.
    await drop.setInputFiles([
      mapFile,
      { name: "iron_ingot.png", mimeType: "image/png", buffer: Buffer.from(ingot.bytes) },
    ]);
    await page.getByText("150 transparent in iron_ingot.png left out", { exact: false }).waitFor();
    expect(await page.getByTestId("closest-material").textContent()).toBe("Iron");
    await page.getByAltText("Preview of iron_ingot_s.png").waitFor();
    await page.locator("#f0-analyser").scrollIntoViewIfNeeded();
    await screenshot(page, "site-f0-analyser-iron", { fullPage: false });
  });

  it("refuses a second file type in the analyser with the drop zone's message", async () => {
    await page.getByLabel("Specular texture").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await page.getByText(/File type must be/).waitFor();
    // The previous file's preview and figures go with it: under the refusal they read as this file's.
    expect(await page.getByAltText("Preview of stone.png").count()).toBe(0);
    expect(await page.getByTestId("average-f0").count()).toBe(0);
    await page
      .getByLabel("Specular texture")
      .setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await page.getByText("empty.png is empty").waitFor();
    // A file that is not the image its name says: the reason, and no broken-image preview beside it.
    await page.getByLabel("Specular texture").setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await page.getByText(/This image could not be analysed/).waitFor();
    expect(await page.getByAltText("Preview of fake.png").count()).toBe(0);
  });
});
