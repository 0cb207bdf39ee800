import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { strFromU8, unzipSync } from "fflate";
import { GifWriter } from "omggif";
import type { Download, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { decodeWithPipeline, expectToast, sizedFile } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-sequence-"));

let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

/** A torch-like frame: a warm gradient tinted by `tint`, so each frame's colour is recognisable. */
async function frameFile(name: string, tint: [number, number, number], size = 16): Promise<string> {
  const image = createRawImage(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const shade = 0.55 + (0.45 * (x + y)) / (2 * size);
      image.data.set([...tint.map((c) => Math.round(c * shade)), 255], (y * size + x) * 4);
    }
  }
  const file = path.join(scratch, name);
  writeFileSync(file, await encodePng(image));
  return file;
}

async function zipOf(download: Download): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

/** Mean of one channel over rows [from, to) of an RGBA image. */
function bandMean(data: Uint8ClampedArray, width: number, from: number, to: number, channel: number): number {
  let sum = 0;
  for (let i = from * width * 4 + channel; i < to * width * 4; i += 4) sum += data[i] as number;
  return sum / ((to - from) * width);
}

const picker = () => page.getByLabel("Texture or resource pack");
const radio = (name: string) => page.getByRole("radio", { name });

describe("Image Sequence: frames in, one animated LabPBR texture out", () => {
  it("says the per-file limits and refuses a texture over 64MB before uploading", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByText("Drop your textures here").waitFor();
    await page
      .getByText(
        "PNG, JPG, TIFF or TGA textures up to 64MB (an animated one with its .mcmeta), or a resource pack (ZIP or folder) up to 200MB",
      )
      .waitFor();
    await picker().setInputFiles(sizedFile("huge.png", 64 * 1024 * 1024 + 1));
    await expectToast(page, "File too large", "A single texture can be at most 64MB; resource packs up to 200MB.");
    expect(await page.getByTestId("chosen-file").count()).toBe(0);
  });

  it("takes three frames, stacks them in name order and downloads the strip with _n, _s and mcmetas", async () => {
    await radio("Image Sequence").check();
    await page.getByText("Drop your animation frames here").waitFor();
    const frames = [
      await frameFile("torch_10.png", [60, 90, 255]),
      await frameFile("torch_1.png", [255, 70, 40]),
      await frameFile("torch_2.png", [80, 230, 60]),
    ];
    await picker().setInputFiles(frames);
    await page.getByTestId("chosen-files").getByText("3 frames").waitFor();
    await page.getByText("torch_1.png … torch_10.png").waitFor();
    expect(await radio("Image Sequence").isChecked()).toBe(true);
    expect(await radio("Single Image").isDisabled()).toBe(true);
    expect(await radio("Resource Pack").isDisabled()).toBe(true);
    await page
      .getByText("3 frames are stacked into one animated texture in file-name order, on this device.")
      .waitFor();
    // The preview starts at the first frame in animation order, not the first file picked.
    await page.getByText("torch_1.png · 16×16").waitFor();
    await screenshot(page, "greenhouse-sequence-chosen");

    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Conversion complete", "1 texture and 2 maps converted on this device.");
    const panel = page.getByTestId("local-conversion");
    await panel.getByText(/^Converted on this device: 1 texture, 2 maps, /).waitFor();
    await screenshot(page, "greenhouse-sequence-converted");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("torch_labpbr.zip");
    const zip = await zipOf(download);
    expect(Object.keys(zip).sort()).toEqual([
      "torch.png",
      "torch.png.mcmeta",
      "torch_n.png",
      "torch_n.png.mcmeta",
      "torch_s.png",
      "torch_s.png.mcmeta",
    ]);
    for (const name of ["torch.png.mcmeta", "torch_n.png.mcmeta", "torch_s.png.mcmeta"]) {
      expect(JSON.parse(strFromU8(zip[name] as Uint8Array)), name).toEqual({ animation: { frametime: 1 } });
    }
    const strip = await decodeWithPipeline(zip["torch.png"] as Uint8Array);
    expect([strip.width, strip.height]).toEqual([16, 48]);
    // Natural order: torch_1 (red) on top, torch_2 (green), then torch_10 (blue).
    const dominant = [0, 1, 2].map((band) => {
      const means = [0, 1, 2].map((c) => bandMean(strip.data, 16, band * 16, band * 16 + 16, c));
      return means.indexOf(Math.max(...means));
    });
    expect(dominant).toEqual([0, 1, 2]);
    for (const map of ["torch_n.png", "torch_s.png"]) {
      const image = await decodeWithPipeline(zip[map] as Uint8Array);
      expect([image.width, image.height], map).toEqual([16, 48]);
    }
  });

  it("names the frame whose size differs", async () => {
    await picker().setInputFiles([
      await frameFile("ember_1.png", [255, 120, 30]),
      await frameFile("ember_2.png", [255, 120, 30], 32),
    ]);
    await page.getByTestId("chosen-files").getByText("2 frames").waitFor();
    await page.getByRole("button", { name: "Convert on this device" }).click();
    await expectToast(
      page,
      "Conversion failed",
      "ember_2.png is 32x32, but ember_1.png is 16x16: every frame of a sequence must be the same size",
    );
  });

  it("validates every frame, and says which frame's size differs before uploading anything", async () => {
    const broken = path.join(scratch, "ember_3.png");
    writeFileSync(broken, "not a png at all");
    const frames = [await frameFile("ember_1.png", [255, 120, 30]), await frameFile("ember_2.png", [255, 120, 30], 32)];
    // A frame that is no image at all is refused with the selection, naming it; nothing is sent.
    await picker().setInputFiles([...frames, broken]);
    await expectToast(
      page,
      "Invalid file type",
      "ember_3.png is not a PNG, JPG, TIFF or TGA image, whatever its name says.",
    );
    await picker().setInputFiles(frames);
    await page.getByTestId("chosen-files").getByText("2 frames").waitFor();
    // The last test's failed conversion was for other files: choosing new ones clears it.
    expect(await page.locator("p.gh-error").filter({ hasText: "must be the same size" }).count()).toBe(0);
    const validated: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/validate")) validated.push(request.url());
    });
    await page.getByRole("button", { name: "Validate Frames Only" }).click();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor();
    expect(validated).toHaveLength(2);
    const results = page.getByTestId("validation-results");
    await results
      .getByText("ember_2.png is 32x32, but ember_1.png is 16x16: every frame of a sequence must be the same size")
      .waitFor();
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-sequence-validated");
  });

  it("keeps the input source consistent with one image", async () => {
    await picker().setInputFiles(await frameFile("lamp.png", [240, 200, 90]));
    await page.getByTestId("chosen-file").getByText("lamp.png").waitFor();
    expect(await radio("Single Image").isChecked()).toBe(true);
    expect(await radio("Image Sequence").isDisabled()).toBe(true);
    // The sequence rule is the greyed-out option's description; under the radios only a neutral line, which
    // touch screens (no tooltips) need.
    const sequence = radio("Image Sequence");
    const reasonId = await sequence.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(
      "Choose two or more frames to convert an image sequence.",
    );
    expect(await page.getByRole("group", { name: "Input source" }).locator(".gh-hint").textContent()).toBe(
      "One image is always converted as a single texture.",
    );
    // Hovering the greyed-out option shows it as the option's tooltip.
    expect(await page.locator("label.gh-radio", { has: sequence }).getAttribute("title")).toBe(
      "Choose two or more frames to convert an image sequence.",
    );
  });
});

describe("Batch: an animated GIF becomes an animated texture", () => {
  it("converts a GIF to a PNG strip with its delays as the mcmeta", async () => {
    const buffer = new Uint8Array(8192);
    const writer = new GifWriter(buffer, 16, 16, { palette: [0xff4020, 0xffd040], loop: 0 });
    for (const index of [0, 1, 0]) writer.addFrame(0, 0, 16, 16, new Array(256).fill(index), { delay: 20 });
    const gif = path.join(scratch, "flame.gif");
    writeFileSync(gif, buffer.subarray(0, writer.end()));

    await page.goto(`${baseUrl}/greenhouse?view=batch`);
    await page.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    await page.getByLabel("Files for the batch").setInputFiles(gif);
    await expectToast(page, "Added 1 file to queue", "Click 'Start Processing' to begin");
    await page.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(page, "Batch processing complete!", "1 converted.");
    const row = page.getByRole("listitem").filter({ hasText: "flame.gif" }).first();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: "Download" }).click(),
    ]);
    const zip = await zipOf(download);
    // The GIF itself is carried along, as every single image's own file is; the game loads the strip.
    expect(Object.keys(zip).sort()).toEqual([
      "flame.gif",
      "flame.png",
      "flame.png.mcmeta",
      "flame_n.png",
      "flame_n.png.mcmeta",
      "flame_s.png",
      "flame_s.png.mcmeta",
    ]);
    // 20 hundredths of a second = 200 ms = 4 ticks.
    expect(JSON.parse(strFromU8(zip["flame.png.mcmeta"] as Uint8Array))).toEqual({ animation: { frametime: 4 } });
    const strip = await decodeWithPipeline(zip["flame.png"] as Uint8Array);
    expect([strip.width, strip.height]).toEqual([16, 48]);
  });
});
