import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { zipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { decodeWithPipeline, downloadZip } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-large-"));

let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

/** A stone-like texture: bright and dark blotches on a fixed pattern, so its maps have relief. */
async function texturePng(width: number, height: number): Promise<Uint8Array> {
  const image = createRawImage(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = 110 + 40 * Math.sin(x / 9) * Math.cos(y / 13) + ((x * 7 + y * 13) % 23);
      image.data.set([v, v, v + 8, 255], (y * width + x) * 4);
    }
  }
  return encodePng(image);
}

async function textureFile(name: string, width: number, height: number): Promise<string> {
  const file = path.join(scratch, name);
  writeFileSync(file, await texturePng(width, height));
  return file;
}

const picker = () => page.getByLabel("Texture or resource pack");
const note = () => page.getByTestId("server-limit-note");

describe("A single texture larger than the server converts", () => {
  it("says so and converts it on this device instead of uploading it", async () => {
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/uploads?(\/|$)/.test(new URL(request.url()).pathname)) uploads.push(request.url());
    });
    await page.goto(`${baseUrl}/greenhouse`);
    await picker().setInputFiles(await textureFile("granite_slab.png", 2048, 1024));
    await note()
      .getByText(
        "2048×1024 is more than the server converts (1024×1024 pixels), so Generate Textures converts it on this device.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const local = page.getByTestId("local-conversion");
    // The albedo (kept) and its two maps.
    await local.getByText(/Converted on this device: 1 texture, 2 maps/).waitFor({ timeout: 120_000 });
    await screenshot(page, "greenhouse-large-texture-on-device", { fullPage: false });
    expect(uploads).toEqual([]);

    const zip = await downloadZip(local.getByRole("button", { name: "Download" }));
    for (const map of ["granite_slab_n.png", "granite_slab_s.png"]) {
      const entry = Object.entries(zip).find(([name]) => name.endsWith(map));
      if (!entry) throw new Error(`no ${map} in ${Object.keys(zip).join(", ")}`);
      const image = await decodeWithPipeline(entry[1]);
      expect([image.width, image.height], map).toEqual([2048, 1024]);
    }
  }, 180_000);

  it("keeps a texture the server can take on the server, with no note", async () => {
    await picker().setInputFiles(await textureFile("granite.png", 1024, 1024));
    await page.getByTestId("chosen-file").getByText("granite.png").waitFor();
    // The header is read as soon as the file is chosen; give a wrong note the moment it would need.
    await page.waitForTimeout(300);
    expect(await note().count()).toBe(0);
    expect(await page.getByTestId("local-conversion").count()).toBe(0);
  });

  it("names a pack's textures the server would keep unchanged, and Convert on this device gives them maps", async () => {
    const block = "assets/minecraft/textures/block/";
    const packFile = path.join(scratch, "hd_pack.zip");
    writeFileSync(
      packFile,
      zipSync({
        "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"HD"}}'),
        [`${block}granite.png`]: await texturePng(2048, 1024),
        [`${block}dirt.png`]: await texturePng(64, 64),
      }),
    );
    await picker().setInputFiles(packFile);
    await note()
      .getByText(
        "granite.png (2048×1024) is more than the server converts (1024×1024 pixels): Generate Textures keeps it unchanged, Convert on this device gives it maps too.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Convert on this device" }).click();
    const local = page.getByTestId("local-conversion");
    await local.getByText(/Converted on this device/).waitFor({ timeout: 120_000 });
    await screenshot(page, "greenhouse-large-texture-pack", { fullPage: false });
    const zip = await downloadZip(local.getByRole("button", { name: "Download" }));
    const normal = zip[`${block}granite_n.png`];
    if (!normal) throw new Error(`no granite_n.png in ${Object.keys(zip).join(", ")}`);
    const image = await decodeWithPipeline(normal);
    expect([image.width, image.height]).toEqual([2048, 1024]);
  }, 180_000);
});
