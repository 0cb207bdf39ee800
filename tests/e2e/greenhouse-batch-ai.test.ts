import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { launchChromium } from "../support/chromium.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "../support/local-worker.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { signedInContext } from "./site-support.js";

const baseUrl = inject("baseUrl");
const block = (name: string) => `assets/minecraft/textures/block/${name}`;

let browser: Browser;
let page: Page;
let sd: { url: string; close(): Promise<void> };

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  sd = await startLocalSd(0);
});

afterAll(async () => {
  await browser?.close();
  await sd?.close();
});

/** A small real resource pack: two corpus textures and a pack.mcmeta, zipped in the test. */
function tinyPack(): string {
  const file = path.join(tmpdir(), `greenhouse-batch-pack-${process.pid}.zip`);
  writeFileSync(
    file,
    zipSync({
      "pack.mcmeta": strToU8(JSON.stringify({ pack: { pack_format: 15, description: "tiny" } })),
      [block("cobblestone.png")]: corpusEntry("pixelperfection-ce.zip", block("cobblestone.png")).bytes,
      [block("iron_block.png")]: corpusEntry("pixelperfection-ce.zip", block("iron_block.png")).bytes,
    }),
  );
  return file;
}

/** Switches the site theme through its menu, as a person would. */
async function setTheme(name: "Light" | "Dark"): Promise<void> {
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name }).click();
}

/** The centre panel scrolls on its own: bring a section's part into view before a screenshot. */
async function showHeading(name: string): Promise<void> {
  await page
    .getByTestId("workspace")
    .getByRole("heading", { name, exact: true })
    .evaluate((heading) => heading.closest("section")?.scrollIntoView({ block: "start" }));
}

const queueTab = (label: string) => page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });
const rows = () => page.getByRole("list", { name: "All files" }).getByRole("listitem");

describe("Batch: real conversions of a queue", () => {
  it("adds textures and a pack, pauses after the current item, resumes, and finishes every file", async () => {
    await page.goto(`${baseUrl}/greenhouse?view=batch`);
    await page.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    await page.getByText("The queue is empty. Add textures or resource packs above.").waitFor();
    expect(await page.getByRole("button", { name: "Start Processing" }).isDisabled()).toBe(true);

    const broken = path.join(tmpdir(), `broken-${process.pid}.png`);
    writeFileSync(broken, "this is not a png");
    const files = [
      corpusEntry("pixelperfection-ce.zip", block("stone.png")).file,
      corpusEntry("pixelperfection-ce.zip", block("dirt.png")).file,
      tinyPack(),
      corpusEntry("pixelperfection-ce.zip", block("oak_planks.png")).file,
      broken,
    ];
    await page.getByLabel("Files for the batch").setInputFiles(files);
    await expectToast(page, "Added 5 files to queue", "Click 'Start Processing' to begin");
    expect(await queueTab("Pending").textContent()).toBe("Pending 5");
    await screenshot(page, "greenhouse-batch-queued");

    // Pause the moment Start has taken effect (a DOM mutation, before any worker reply can land):
    // the item in flight finishes, nothing after it starts.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const button = (name: string) =>
            [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
          const pause = button("Pause");
          const observer = new MutationObserver(() => {
            if (pause.disabled) return;
            observer.disconnect();
            pause.click();
            resolve();
          });
          observer.observe(pause, { attributes: true });
          button("Start Processing").click();
        }),
    );
    const paused = page
      .getByTestId("batch-state")
      .filter({ hasText: /^Paused\. Resume continues with file \d of 5\.$/ });
    await paused.waitFor({ timeout: 30_000 });
    const next = Number(/file (\d) of/.exec((await paused.textContent()) ?? "")?.[1]);
    expect(await queueTab("Completed").textContent()).toBe(`Completed ${next - 1}`);
    expect(await queueTab("Pending").textContent()).toBe(`Pending ${6 - next}`);
    expect(await page.getByRole("button", { name: "Resume" }).isEnabled()).toBe(true);
    await showHeading("Queue");
    await screenshot(page, "greenhouse-batch-paused");

    await page.getByRole("button", { name: "Resume" }).click();
    // Leaving the section does not stop or forget the batch.
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Convert" }).click();
    await page.getByText("Drop your textures here").waitFor();
    await sections.getByRole("tab", { name: "Batch" }).click();
    await expectToast(page, "Batch processing complete!", "4 converted, 1 failed.");
    expect(await queueTab("Completed").textContent()).toBe("Completed 4");
    expect(await queueTab("Pending").textContent()).toBe("Pending 0");
    expect(await rows().count()).toBe(5);
    // The failed file shows under All with the spec's failure text and the pipeline's reason.
    const failed = rows().filter({ hasText: path.basename(broken) });
    await failed.getByText(/^Processing failed: /).waitFor();
    const pack = rows().filter({ hasText: path.basename(files[2] as string) });
    await pack.getByText(/^2 textures converted · /).waitFor();
    await rows()
      .first()
      .getByText(/^Started \d\d:\d\d:\d\d · ended \d\d:\d\d:\d\d \((\d+ ms|\d+\.\d s)\)$/)
      .waitFor();
    await showHeading("Queue");
    await screenshot(page, "greenhouse-batch-complete");
    await setTheme("Light");
    await failed.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-batch-complete-light");
    await setTheme("Dark");

    await queueTab("Completed").click();
    expect(await page.getByRole("list", { name: "Completed files" }).getByRole("listitem").count()).toBe(4);
    const stone = page
      .getByRole("list", { name: "Completed files" })
      .getByRole("listitem")
      .filter({ hasText: "stone.png" })
      .first();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      stone.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone_labpbr.zip");
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))));
    expect(entries.some((name) => name.endsWith("stone_n.png"))).toBe(true);
    expect(entries.some((name) => name.endsWith("stone_s.png"))).toBe(true);

    // The toggles change what runs: a file converted earlier is skipped, and a _n map is not an albedo.
    await queueTab("All").click();
    await page.getByRole("checkbox", { name: "Skip existing textures" }).click();
    const normal = corpusEntry("simplelabpbr.zip", block("polished_granite_n.png")).file;
    await page.getByLabel("Files for the batch").setInputFiles([files[0] as string, normal]);
    await expectToast(page, "Added 2 files to queue", "Click 'Start Processing' to begin");
    await page.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(page, "Batch processing complete!", "4 converted, 2 skipped, 1 failed.");
    await rows().nth(5).getByText("Skipped: Already converted earlier in this queue").waitFor();
    await rows()
      .nth(6)
      .getByText("Skipped: Already a LabPBR map (detected from its name), not an albedo texture")
      .waitFor();
    expect(await rows().nth(5).getByRole("button", { name: "Download" }).count()).toBe(0);

    await page.getByRole("button", { name: "Clear Queue" }).click();
    await queueTab("Completed").getByText("0").waitFor();
  });
});

describe("AI Generate against the local Stable Diffusion stand-in", () => {
  // Naming one's own AI server needs an account, so this part runs signed in (local Discord stand-in).
  let aiWorker: LocalWorker & { discordUrl: string };
  beforeAll(async () => {
    aiWorker = await startLocalWorkerWithDiscord();
    const signedIn = await signedInContext(browser, aiWorker.baseUrl, "tester1", { width: 1440, height: 900 });
    page = signedIn.page;
  });
  afterAll(async () => {
    await page?.context().close();
    await aiWorker?.stop();
  });
  const sdPort = () => new URL(sd.url).port;
  const results = () => page.getByRole("list", { name: "Generated textures" }).getByRole("listitem");

  it("refuses an empty prompt with the spec's toast", async () => {
    await page.goto(`${aiWorker.baseUrl}/greenhouse?view=ai`);
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    expect(await page.getByLabel("Port").inputValue()).toBe("7860");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Please enter a prompt", "Describe the texture you want to generate.");
  });

  it("tests the connection, generates from a quick preset and shows the images", async () => {
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(sdPort());
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByTestId("ai-server-status").getByText(`Connected to ${sd.url}`).waitFor();

    await page.getByRole("button", { name: "Stone Brick" }).click();
    expect(await page.getByLabel("Prompt", { exact: true }).inputValue()).toBe(
      "weathered stone bricks with mossy mortar",
    );
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Textures generated!", "Created 4 variation(s)");
    expect(await results().count()).toBe(4);
    const sizes = await results()
      .locator("img")
      .evaluateAll((images) => (images as HTMLImageElement[]).map((img) => [img.naturalWidth, img.naturalHeight]));
    expect(sizes).toEqual([
      [256, 256],
      [256, 256],
      [256, 256],
      [256, 256],
    ]);
    await showHeading("Results");
    await screenshot(page, "greenhouse-ai-generated");
    await setTheme("Light");
    await screenshot(page, "greenhouse-ai-generated-light");
    await setTheme("Dark");
  });

  it("saves a generated image to the Library", async () => {
    const first = results().first();
    const label = (await first.locator(".ai-result-meta .small").textContent()) ?? "";
    await first.getByRole("button", { name: `Save ${label} to Library` }).click();
    await expectToast(page, "Texture saved successfully", "is now in your Library.");
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Library" }).click();
    const grid = page.getByRole("list", { name: "Uploaded content" });
    await grid
      .getByRole("listitem")
      .filter({ hasText: /weathered-stone-bricks-with-mossy-mortar-\d+\.png/ })
      .first()
      .waitFor();
    await sections.getByRole("tab", { name: "AI Generate" }).click();
    await results().first().waitFor();
  });

  it("makes img2img variations and upscales a result", async () => {
    await results()
      .first()
      .getByRole("button", { name: /^Variations of / })
      .click();
    await page.getByRole("button", { name: "Create Variations" }).click();
    await results().nth(7).waitFor();
    expect(
      await results()
        .first()
        .getByText(/^Variation 1 of weathered-stone-bricks/)
        .count(),
    ).toBe(1);

    await results()
      .first()
      .getByRole("button", { name: /^Upscale / })
      .click();
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    const upscaled = page.getByRole("img", { name: /^Upscaled / });
    await upscaled.waitFor({ timeout: 30_000 });
    expect(await upscaled.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1024);
    await page.getByRole("link", { name: "Download", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-ai-upscaled");
  });

  it("upscales with the advanced settings' method for the texture type", async () => {
    await page.getByText("Advanced settings", { exact: true }).click();
    const albedoMethod = page.getByLabel("Albedo", { exact: true });
    expect(await albedoMethod.isDisabled()).toBe(true);
    expect(await albedoMethod.inputValue()).toBe("lanczos-pixel");
    expect(await page.getByLabel("Normal (_n)").inputValue()).toBe("linear");
    expect(await page.getByLabel("Specular (_s)").inputValue()).toBe("lanczos");
    await page.getByText("Advanced processing", { exact: true }).click();
    await albedoMethod.selectOption("nearest");
    expect(await page.getByLabel("Upscale as").inputValue()).toBe("baseColor");
    await screenshot(page, "greenhouse-ai-advanced");

    const upscaled = page.getByRole("img", { name: /^Upscaled / });
    const before = await upscaled.getAttribute("src");
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    await expect.poll(() => upscaled.getAttribute("src"), { timeout: 30_000 }).not.toBe(before);
    const bytes = await upscaled.evaluate(async (img) => {
      const blob = await (await fetch((img as HTMLImageElement).src)).blob();
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const image = await decodeWithPipeline(new Uint8Array(bytes));
    expect(image.width).toBe(1024);
    // Nearest from 256 px: every 4x4 block is one source pixel (Automatic would have filtered a painted image).
    const scale = image.width / 256;
    let mismatched = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const corner = ((y - (y % scale)) * image.width + (x - (x % scale))) * 4;
        const at = (y * image.width + x) * 4;
        if (image.data[at] !== image.data[corner] || image.data[at + 1] !== image.data[corner + 1]) mismatched++;
      }
    }
    expect(mismatched).toBe(0);
    await page.getByText("Advanced processing", { exact: true }).click();
  });

  it("reports an unreachable server in the panel and when generating", async () => {
    await page.getByRole("tab", { name: "Generate", exact: true }).click();
    await page.getByLabel("Port").fill("9");
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page
      .getByTestId("ai-server-status")
      .getByText("AI server at http://127.0.0.1:9 failed: it is unreachable")
      .waitFor();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Generation failed", "AI server at http://127.0.0.1:9 failed: it is unreachable");
    await showHeading("AI server");
    await screenshot(page, "greenhouse-ai-unreachable");
  });

  it("keeps the results when the person leaves the section and comes back", async () => {
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Templates" }).click();
    await sections.getByRole("tab", { name: "AI Generate" }).click();
    await results().nth(7).waitFor();
  });

  it("hands a generated texture to Convert", async () => {
    await results()
      .first()
      .getByRole("button", { name: /^Convert .* to LabPBR$/ })
      .click();
    await page.getByText("Drop your textures here").or(page.getByTestId("chosen-file")).first().waitFor();
    expect(await page.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByTestId("chosen-file").textContent()).toMatch(
      /^weathered-stone-bricks-with-mossy-mortar-\d+\.png$/,
    );
  });
});
