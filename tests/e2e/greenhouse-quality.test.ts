import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { autoOptimizeTexture, decodeImage } from "@greenhouse/wasm-pipeline";
import type { BrowserContext, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, sizedFile } from "./greenhouse-support.js";
import { expectedReport } from "./quality-support.js";

// Replete ships its textures with ~7 KB of iCCP/zTXt metadata on 32x32 pixels: a real file that the
// analyser grades down for size and that Auto-Optimize visibly improves.
const SCULK = "assets/minecraft/textures/block/sculk_catalyst_side.png";
const STONE = "assets/minecraft/textures/block/stone.png";

async function downloaded(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(readFileSync(file));
}

useLocalStack();

describe("the Quality tab", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The offline-shell service worker would answer the worker script itself, out of page.route's reach.
    context = await browser.newContext({
      viewport: { width: 1440, height: 1500 },
      acceptDownloads: true,
      serviceWorkers: "block",
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("analyses a real texture in a worker: analyzing state, then grade, score, details, metrics", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?view=quality`);
    await page.getByText("Drag & drop a texture file here, or click to select").waitFor();
    await page.getByText("Supports PNG, JPG, TGA, BMP formats").waitFor();
    // Room for the report, as a creator reading it would make: the conversion panels are not used here.
    await page.getByRole("button", { name: "Bottom panel" }).click();
    await page.getByRole("button", { name: "Preview panel" }).click();
    await page.locator('[aria-label="Preview panel"][aria-pressed="false"]').waitFor();
    await screenshot(page, "quality-idle");

    const sculk = corpusEntry("replete-labpbr.zip", SCULK);
    const { report } = await expectedReport("sculk_catalyst_side.png", sculk.bytes);

    // Hold the worker's script so the analyzing state stays on screen for its screenshot; the bar is
    // already past reading when the worker has not answered yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let routed: Promise<void> = Promise.resolve();
    await page.route(/quality\.worker-[^/]*\.js$/, (route) => {
      routed = held.then(() => route.continue());
      return routed;
    });
    await page.getByLabel("Texture to analyse").setInputFiles(sculk.file);
    const file = page.getByTestId("quality-file");
    await file.getByText("sculk_catalyst_side.png").waitFor();
    await file.getByText(`${(sculk.bytes.length / 1024).toFixed(2)} KB`).waitFor();
    const bar = page.getByRole("progressbar", { name: "Analysis progress" });
    await bar.waitFor();
    await page.getByText("Analyzing…").waitFor();
    await page.getByText("Starting the analyser…").waitFor();
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(30);
    await screenshot(page, "quality-analyzing");
    release();
    await routed;
    await page.unroute(/quality\.worker-[^/]*\.js$/);

    const overall = page.getByRole("region", { name: "Overall quality" });
    await overall.getByTestId("overall-score").getByText(String(report.overallScore), { exact: true }).waitFor();
    expect(await overall.getByTestId("grade").textContent()).toBe(`Grade ${report.grade}`);
    await bar.waitFor({ state: "detached" });

    const metrics = page.getByRole("list", { name: "Quality metrics" }).getByRole("listitem");
    expect(await metrics.count()).toBe(7);
    for (const [index, metric] of report.metrics.entries()) {
      const row = metrics.nth(index);
      expect(await row.locator(".q-metric-name").textContent()).toBe(metric.name);
      expect(await row.locator(".q-status").textContent()).toBe(metric.status);
      expect(await row.locator(".q-metric-score").textContent()).toBe(String(metric.score));
    }
    const details = page.getByRole("definition").filter({ hasText: "32x32" });
    expect(await details.count()).toBe(1);
    const recommendations = page.getByRole("list", { name: "Recommendations" }).getByRole("listitem");
    expect(await recommendations.allTextContents()).toEqual(report.recommendations);
    await screenshot(page, "quality-report");
  });

  it("exports the report as Markdown and as JSON", async () => {
    const { report } = await expectedReport("sculk_catalyst_side.png", corpusEntry("replete-labpbr.zip", SCULK).bytes);
    await page.getByRole("button", { name: "Export Report" }).click();
    const [markdown] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Markdown report (.md)" }).click(),
    ]);
    expect(markdown.suggestedFilename()).toBe("sculk_catalyst_side-quality-report.md");
    const text = new TextDecoder().decode(await downloaded(markdown));
    expect(text).toContain("# Texture quality: sculk_catalyst_side.png");
    expect(text).toContain(`**Grade ${report.grade}**, overall score ${report.overallScore}/100`);
    expect(text).toContain("| Seamless Tiling |");
    // Each metric's advice is in the table, as the tab shows it under the metric, and the report is dated.
    expect(text).toContain("| Metric | Score | Status | Details | Advice |");
    const advised = report.metrics.find((metric) => metric.recommendation !== "");
    if (advised) expect(text).toContain(advised.recommendation.replaceAll("|", "\\|"));
    expect(text).toMatch(/^Exported \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by Greenhouse$/m);

    await page.getByRole("button", { name: "Export Report" }).click();
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "JSON report (.json)" }).click(),
    ]);
    expect(json.suggestedFilename()).toBe("sculk_catalyst_side-quality-report.json");
    const parsed = JSON.parse(new TextDecoder().decode(await downloaded(json)));
    expect(parsed).toEqual({ file: "sculk_catalyst_side.png", exportedAt: expect.any(String), ...report });
    expect(Date.now() - Date.parse(parsed.exportedAt)).toBeLessThan(60_000);
  });

  it("auto-optimises with the pipeline, shows the new score and downloads the lossless PNG", async () => {
    const sculk = corpusEntry("replete-labpbr.zip", SCULK);
    const { report, image } = await expectedReport("sculk_catalyst_side.png", sculk.bytes);
    const expected = await autoOptimizeTexture(
      { name: "sculk_catalyst_side.png", size: sculk.bytes.length, bytes: sculk.bytes },
      image,
    );
    expect(expected.report.overallScore).toBeGreaterThan(report.overallScore);

    await page.getByRole("button", { name: "Auto-Optimize" }).click();
    const result = page.getByRole("region", { name: "Optimised texture" });
    await result.getByTestId("optimised-score").getByText(String(expected.report.overallScore)).waitFor();
    expect(await result.getByRole("list", { name: "What was done" }).getByRole("listitem").allTextContents()).toEqual(
      expected.applied,
    );
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, "quality-optimised");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      result.getByRole("button", { name: "Download optimised PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sculk_catalyst_side.png");
    const bytes = await downloaded(download);
    expect(bytes).toEqual(expected.bytes);
    expect(bytes.length).toBeLessThan(sculk.bytes.length);
    // Lossless: the optimised file decodes to the very same pixels.
    const optimisedPixels = await decodeImage(bytes, { filename: "optimised.png" });
    expect(optimisedPixels.data).toEqual(image.data);

    // Its full report opens in the analyser.
    await result.getByRole("button", { name: "Open its full report" }).click();
    await page
      .getByRole("region", { name: "Overall quality" })
      .getByTestId("overall-score")
      .getByText(String(expected.report.overallScore), { exact: true })
      .waitFor();
    await page
      .getByTestId("quality-file")
      .getByText(`${(bytes.length / 1024).toFixed(2)} KB`)
      .waitFor();
  });

  it("looks finished in the light theme too", async () => {
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await screenshot(page, "quality-report-light");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
  });

  it("says clearly when a file is damaged or not a texture", async () => {
    const broken = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-quality-")), "broken.png");
    const png = corpusEntry("pixelperfection-ce.zip", STONE).bytes;
    writeFileSync(broken, png.subarray(0, 60));
    await page.getByLabel("Texture to analyse").setInputFiles(broken);
    const alert = page.locator(".q-error[role=alert]");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/This image is (damaged|incomplete)/);
    expect(await alert.textContent()).toContain(path.basename(broken));
    expect(await page.getByRole("region", { name: "Overall quality" }).count()).toBe(0);
    await screenshot(page, "quality-corrupt");

    // A 0-byte file: the spec's wording, and only this file's error (broken.png's is gone).
    await page.getByLabel("Texture to analyse").setInputFiles(sizedFile("empty.png", 0));
    await page.getByTestId("quality-file").getByText("empty.png").waitFor();
    expect(await alert.count()).toBe(1);
    expect(await alert.locator("strong").textContent()).toBe("Empty file");
    expect(await alert.textContent()).toContain("Please select a valid file.");
    expect(await alert.textContent()).not.toContain("broken.png");
    expect(await page.getByText("empty.png is too small").count()).toBe(0);
    await screenshot(page, "quality-empty");

    // A refused type: the drop zone says why, and the empty file's error does not linger under it.
    await page.getByLabel("Texture to analyse").setInputFiles(sizedFile("notes.txt", 12));
    await page.getByText("File type must be .png, .jpg, .jpeg, .tga, .bmp").waitFor();
    expect(await page.getByText("Please select a valid file.").count()).toBe(0);
    expect(await alert.count()).toBe(0);
    await screenshot(page, "quality-refused-type");
  });
});
