import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeTiff } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";

// A TIFF named .tif, as image editors often save one: the project uploads and the Library took it, while
// Convert, Batch and Quick Convert answered "Invalid file type: Please upload a PNG, JPG, TIFF, TGA, or
// ZIP file." as if it were no TIFF.

const baseUrl = inject("baseUrl");
let page: Page;
let tif: string;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const png = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/mossy_cobblestone.png");
  const image = await decodeWithPipeline(png.bytes);
  tif = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-tif-")), "mossy_cobblestone.tif");
  writeFileSync(tif, writeTiff(image.width, image.height, new Uint8Array(image.data)));
});

describe("a TIFF named .tif", () => {
  it("is offered, previewed and converted by the workspace's Generate Textures", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    const picker = page.getByLabel("Texture or resource pack");
    expect((await picker.getAttribute("accept"))?.split(",")).toContain(".tif");
    await picker.setInputFiles(tif);
    await page.getByTestId("chosen-file").getByText("mossy_cobblestone.tif").waitFor();
    // Previewed on the device as a .tiff is: its base colour, the PNG the game will load.
    await page.getByText("mossy_cobblestone.png · 16×16").waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");
    const row = page
      .getByRole("list", { name: "Job queue" })
      .getByRole("listitem")
      .filter({ hasText: "mossy_cobblestone.tif" });
    await row.getByRole("button", { name: "Download mossy_cobblestone.tif" }).waitFor({ timeout: 40_000 });
    expect(await row.getByText("completed", { exact: true }).count()).toBe(1);
    // No toast said the page could not preview it.
    expect(await page.locator(".toast", { hasText: "Preview unavailable" }).count()).toBe(0);
    await screenshot(page, "greenhouse-tif-converted", { fullPage: false });
  });

  it("is queued and converted by the Batch tab", async () => {
    await page.goto(`${baseUrl}/greenhouse?view=batch`);
    const picker = page.getByLabel("Files for the batch");
    expect((await picker.getAttribute("accept"))?.split(",")).toContain(".tif");
    await picker.setInputFiles(tif);
    await expectToast(page, "Added 1 file to queue", "Click 'Start Processing' to begin");
    await page.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(page, "Batch processing complete!", "1 converted.");
    await screenshot(page, "greenhouse-batch-tif-converted", { fullPage: false });
  });

  it("is taken by Quick Convert", async () => {
    await page.goto(`${baseUrl}/converter`);
    const picker = page.getByLabel("Texture file");
    expect((await picker.getAttribute("accept"))?.split(",")).toContain(".tif");
    await picker.setInputFiles(tif);
    await page.getByText(/^mossy_cobblestone\.tif: \d+ × \d+ px$/).waitFor();
    await page.getByRole("button", { name: "Convert with defaults" }).click();
    await page.locator(".toast", { hasText: "Upload successful" }).first().waitFor({ timeout: 30_000 });
    await page.getByText("Conversion complete").waitFor({ timeout: 45_000 });
    await screenshot(page, "site-converter-tif", { fullPage: false });
  });
});
