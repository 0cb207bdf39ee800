import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { decodeWithPipeline, downloadZip } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-advanced-"));

let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

/** A 16x16 pixel-art stone: a few greys on a fixed pattern. */
async function stoneFile(): Promise<string> {
  const image = createRawImage(16, 16);
  for (let i = 0; i < 256; i++) {
    const v = 100 + ((i * 37) % 7) * 12;
    image.data.set([v, v, v, 255], i * 4);
  }
  const file = path.join(scratch, "stone.png");
  writeFileSync(file, await encodePng(image));
  return file;
}

/** The stone's base colour and both maps in `zip` are `size` px square. */
async function expectMaterialSize(zip: Record<string, Uint8Array>, size: number): Promise<void> {
  for (const name of ["stone.png", "stone_n.png", "stone_s.png"]) {
    const image = await decodeWithPipeline(zip[name] as Uint8Array);
    expect([image.width, image.height], name).toEqual([size, size]);
  }
}

describe("Advanced processing", () => {
  it("resizes a texture and its maps when it converts on this device", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(await stoneFile());
    await page.getByTestId("chosen-file").getByText("stone.png").waitFor();
    await page.getByLabel("Bulk resize").check();
    // Only the base colour is set: LabPBR keeps the maps at its size, and the result says so.
    await page.getByLabel("Base colour resolution").selectOption({ label: "64px" });
    await page.getByRole("button", { name: "Convert on this device" }).click();
    const local = page.getByTestId("local-conversion");
    await local.getByText(/Converted on this device/).waitFor({ timeout: 60_000 });
    expect(await local.getByRole("list", { name: "Conversion notes" }).getByRole("listitem").allTextContents()).toEqual(
      [
        "normalResolution 256 ignored: LabPBR needs the maps at their base colour's size (64 wide)",
        "specularResolution 256 ignored: LabPBR needs the maps at their base colour's size (64 wide)",
      ],
    );
    await local.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-advanced-notes", { fullPage: false });
    await page.getByRole("heading", { name: "Advanced processing" }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-advanced-resized", { fullPage: false });
    const zip = await downloadZip(local.getByRole("button", { name: "Download" }));
    await expectMaterialSize(zip, 64);
  });

  it("resizes the files of a batch with the bulk resize set in Convert, also while the queue waits", async () => {
    await page.goto(`${baseUrl}/greenhouse?view=batch`);
    await page.getByText("settings and their Advanced processing").waitFor();
    await page.getByLabel("Files for the batch").setInputFiles(await stoneFile());
    // Set in Convert after queueing, and started from the bottom panel while the Batch view is closed.
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Convert" }).click();
    await page.getByLabel("Bulk resize").check();
    for (const map of ["Base colour", "Normal", "Specular"]) {
      await page.getByLabel(`${map} resolution`).selectOption({ label: "32px" });
    }
    await page.getByRole("tab", { name: "Batch", exact: true }).last().click();
    await page.getByRole("button", { name: "Start Batch" }).click();
    await page.getByText("Batch processing complete!").first().waitFor({ timeout: 60_000 });
    await sections.getByRole("tab", { name: "Batch" }).click();
    const row = page.getByRole("list", { name: "All files" }).getByRole("listitem").filter({ hasText: "stone.png" });
    await row.getByText(/^1 texture converted/).waitFor();
    const zip = await downloadZip(row.getByRole("button", { name: "Download" }));
    await expectMaterialSize(zip, 32);
  });
});
