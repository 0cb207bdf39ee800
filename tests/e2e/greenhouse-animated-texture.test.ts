import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, downloadZip, expectToast } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-animated-"));
const pack = "pixelperfection-ce.zip";
const block = "assets/minecraft/textures/block/";

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const picker = () => page.getByLabel("Texture or resource pack");
const radio = (name: string) => page.getByRole("radio", { name });

describe("Single Image: an animated texture chosen with its .mcmeta", () => {
  // A real animated block: 16x64, four 16x16 frames, with an interpolated animation.
  const lantern = corpusEntry(pack, `${block}sea_lantern.png`);
  const lanternMeta = corpusEntry(pack, `${block}sea_lantern.png.mcmeta`);

  it("takes the image and its animation as one texture and says it converts on this device", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByText("Drop your textures here").waitFor();
    await picker().setInputFiles([lanternMeta.file, lantern.file]);
    await page.getByTestId("chosen-file").getByText("sea_lantern.png", { exact: true }).waitFor();
    await page.getByText("Animated texture with sea_lantern.png.mcmeta").waitFor();
    expect(await radio("Single Image").isChecked()).toBe(true);
    expect(await radio("Image Sequence").isDisabled()).toBe(true);
    await page
      .getByText("sea_lantern.png.mcmeta gives its animation: the frames convert one by one, on this device.")
      .waitFor();
    // The preview shows the image one frame at a time (greenhouse-animated-preview), never the .mcmeta.
    await page.getByText("sea_lantern.png · 16×64 · 4 frames of 16×16").waitFor();
    await screenshot(page, "greenhouse-animated-texture-chosen");
    // Validate checks the texture itself: the server validates one image, so the .mcmeta stays behind.
    await page.getByRole("button", { name: "Validate Texture Only" }).click();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor();
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.getByText("1 texture of 1 file", { exact: true }).waitFor();
  });

  it("converts on this device into the texture, _n and _s, each with the animation", async () => {
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/")) posted.push(request.url());
    });
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Conversion complete", "1 texture and 2 maps converted on this device.");
    // The server takes one file, so nothing is uploaded: the pair never leaves the browser.
    expect(posted).toEqual([]);
    const panel = page.getByTestId("local-conversion");
    await panel.getByText(/^Converted on this device: 1 texture, 2 maps, /).waitFor();
    await screenshot(page, "greenhouse-animated-texture-converted");
    const download = page.waitForEvent("download");
    const zip = await downloadZip(panel.getByRole("button", { name: "Download" }));
    expect((await download).suggestedFilename()).toBe("sea_lantern_labpbr.zip");
    expect(Object.keys(zip).sort()).toEqual([
      "sea_lantern.png",
      "sea_lantern.png.mcmeta",
      "sea_lantern_n.png",
      "sea_lantern_n.png.mcmeta",
      "sea_lantern_s.png",
      "sea_lantern_s.png.mcmeta",
    ]);
    // The maps animate exactly as the texture does: its mcmeta, byte for byte.
    for (const name of ["sea_lantern.png.mcmeta", "sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
      expect(zip[name], name).toEqual(lanternMeta.bytes);
    }
    for (const name of ["sea_lantern.png", "sea_lantern_n.png", "sea_lantern_s.png"]) {
      const image = await decodeWithPipeline(zip[name] as Uint8Array);
      expect([image.width, image.height], name).toEqual([16, 64]);
    }
  });

  it("names the animation file in every other mix, keeping the texture already chosen", async () => {
    const other = corpusEntry(pack, `${block}sea_lantern2.png`);
    const otherMeta = corpusEntry(pack, `${block}sea_lantern2.png.mcmeta`);
    const packFile = path.join(scratch, "mypack.zip");
    writeFileSync(packFile, new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));

    await picker().setInputFiles([lanternMeta.file, other.file]);
    await expectToast(
      page,
      "Animation file without its image",
      "sea_lantern.png.mcmeta: an animation file goes with the image of the same name (sea_lantern.png), not sea_lantern2.png",
    );
    await picker().setInputFiles(lanternMeta.file);
    await expectToast(
      page,
      "Animation file without its image",
      "sea_lantern.png.mcmeta: an animation file goes with the image of the same name (sea_lantern.png); choose the two together",
    );
    await picker().setInputFiles([lantern.file, lanternMeta.file, otherMeta.file]);
    await expectToast(
      page,
      "Choose one animation file",
      "sea_lantern.png.mcmeta, sea_lantern2.png.mcmeta: a texture has one animation file; choose one image and the .mcmeta of the same name.",
    );
    await picker().setInputFiles([packFile, lanternMeta.file]);
    await expectToast(
      page,
      "Choose the resource pack on its own",
      "sea_lantern.png.mcmeta: a resource pack's animation files are read from inside its ZIP.",
    );
    await screenshot(page, "greenhouse-animated-texture-refused");
    // Nothing refused replaced the chosen pair.
    await page.getByText("Animated texture with sea_lantern.png.mcmeta").waitFor();
  });
});
