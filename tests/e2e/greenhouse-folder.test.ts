import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, downloadZip } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const block = "assets/minecraft/textures/block/";

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

/** A resource pack as it lies in .minecraft/resourcepacks: a folder, with Finder's .DS_Store in it. */
function packFolder(): { folder: string; stone: Uint8Array } {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-folder-")), "My Pack");
  mkdirSync(path.join(folder, block), { recursive: true });
  writeFileSync(path.join(folder, "pack.mcmeta"), JSON.stringify({ pack: { pack_format: 34, description: "Mine" } }));
  const stone = corpusEntry("pixelperfection-ce.zip", `${block}stone.png`).bytes;
  writeFileSync(path.join(folder, block, "stone.png"), stone);
  writeFileSync(path.join(folder, ".DS_Store"), "finder");
  return { folder, stone };
}

describe("A resource pack folder", () => {
  it("is zipped in the browser when chosen with Choose Folder and converts like its zip", async () => {
    const { folder, stone } = packFolder();
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Resource pack folder").setInputFiles(folder);
    await page.getByTestId("chosen-file").getByText("My Pack.zip").waitFor();
    await page.getByText(/· Resource pack$/).waitFor();
    expect(await page.getByRole("radio", { name: "Resource Pack" }).isChecked()).toBe(true);
    await screenshot(page, "greenhouse-folder-chosen", { fullPage: false });

    await page.getByRole("button", { name: "Convert on this device" }).click();
    const local = page.getByTestId("local-conversion");
    await local.getByText(/Converted on this device/).waitFor({ timeout: 60_000 });
    const zip = await downloadZip(local.getByRole("button", { name: "Download" }));
    expect(zip[`${block}stone.png`]).toEqual(stone);
    const normal = await decodeWithPipeline(zip[`${block}stone_n.png`] as Uint8Array);
    expect([normal.width, normal.height]).toEqual([16, 16]);
    expect(zip["assets/minecraft/optifine/texture.properties"]).toBeDefined();
    expect(Object.keys(zip).some((name) => name.includes(".DS_Store") || name.startsWith("My Pack/"))).toBe(false);
  });
});
