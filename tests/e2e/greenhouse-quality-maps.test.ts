import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpus, corpusEntry } from "./greenhouse-support.js";
import { expectedReport } from "./quality-support.js";

useLocalStack();

describe("the Quality tab on LabPBR maps and photo scans", () => {
  let page: Page;

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 1500 } });
  });

  it("judges a LabPBR map as a map: a broken _n is never ready, a real _s is previewed opaque", async () => {
    // Every normal at R = G = 255: |XY| 1.41, which LabPBR forbids. It used to read "A+ 100/100, ready".
    await page.goto(`${worker.baseUrl}/greenhouse?view=quality`);
    await page.getByText("Drag & drop a texture file here, or click to select").waitFor();
    await initNodeCodecs();
    const broken = createRawImage(16, 16);
    broken.data.fill(255);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "quality-map-")), "badxy_n.png");
    writeFileSync(file, await encodePng(broken));
    const { report } = await expectedReport("badxy_n.png", new Uint8Array(readFileSync(file)));
    await page.getByLabel("Texture to analyse").setInputFiles(file);
    const overall = page.getByRole("region", { name: "Overall quality" });
    await overall.getByTestId("overall-score").getByText(String(report.overallScore), { exact: true }).waitFor();
    // The score is still the mean of the metrics, but the headline says the map fails (it read a yellow B).
    expect(await overall.getByTestId("grade").textContent()).toBe("Grade F");
    expect(await overall.getByTestId("labpbr-verdict").textContent()).toBe(
      "Fails LabPBR: Normal XY Length breaks a rule shaders rely on, so the grade is F",
    );
    const metric = page.getByRole("list", { name: "Quality metrics" }).getByRole("listitem");
    await metric.filter({ hasText: "Normal XY Length" }).getByText("poor", { exact: true }).waitFor();
    const recommendations = page.getByRole("list", { name: "Recommendations" }).getByRole("listitem");
    expect(await recommendations.first().textContent()).toBe(
      "Renormalise the normals (scale R and G around 128 so |XY| <= 1) before storing",
    );
    expect(await page.getByText(/Nothing to fix/).count()).toBe(0);
    await screenshot(page, "quality-broken-normal");

    // Replete's stone_s.png: alpha 0 everywhere (no emission), which drawn as transparency was a blank square.
    const stone = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/stone_s.png");
    const specular = await expectedReport("stone_s.png", stone.bytes);
    await page.getByLabel("Texture to analyse").setInputFiles(stone.file);
    await overall
      .getByTestId("overall-score")
      .getByText(String(specular.report.overallScore), { exact: true })
      .waitFor();
    expect(await overall.getByTestId("labpbr-verdict").count()).toBe(0);
    const alpha = await page.getByRole("img", { name: "Preview of stone_s.png" }).evaluate((canvas) => {
      const drawn = (canvas as HTMLCanvasElement).getContext("2d")?.getImageData(0, 0, 32, 32).data ?? [];
      return { min: Math.min(...[...drawn].filter((_, i) => i % 4 === 3)), pixels: drawn.length / 4 };
    });
    expect(alpha).toEqual({ min: 255, pixels: 1024 });
    if (specular.report.recommendations.length === 0) {
      await page.getByText(/Nothing to fix: this specular map keeps LabPBR's rules/).waitFor();
    }
    await overall.scrollIntoViewIfNeeded();
    await screenshot(page, "quality-specular-map");
  });

  it("warns about a leaning _n map in the validator's words (Replete's andesite)", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?view=quality`);
    await page.getByText("Drag & drop a texture file here, or click to select").waitFor();
    const andesite = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/andesite_n.png");
    const { report } = await expectedReport("andesite_n.png", andesite.bytes);
    await page.getByLabel("Texture to analyse").setInputFiles(andesite.file);
    const overall = page.getByRole("region", { name: "Overall quality" });
    await overall.getByTestId("overall-score").getByText(String(report.overallScore), { exact: true }).waitFor();
    // It read "Normal XY Length Excellent 100", B+, while Validate Texture Only warned of a 35° lean.
    expect(await overall.getByTestId("grade").textContent()).toBe("Grade B");
    const orientation = page
      .getByRole("list", { name: "Quality metrics" })
      .getByRole("listitem")
      .filter({ hasText: "Normal Orientation" });
    await orientation.getByText("poor", { exact: true }).waitFor();
    await orientation.getByText(/The normals lean 35° on average \(mean R 155, G 195\)/).waitFor();
    await page
      .getByRole("list", { name: "Recommendations" })
      .getByText("Re-centre R and G on 128 (subtract the average lean), or bake the normals again from the height")
      .waitFor();
    await orientation.scrollIntoViewIfNeeded();
    await screenshot(page, "quality-leaning-normal");
  });

  it("grades a 1024 px photo-scanned JPEG like the pipeline does in Node", async () => {
    const file = path.join(corpus, "ambientcg/facade/albedo.jpg");
    const { report } = await expectedReport("albedo.jpg", new Uint8Array(readFileSync(file)));
    await page.getByLabel("Texture to analyse").setInputFiles(file);
    const overall = page.getByRole("region", { name: "Overall quality" });
    await overall.getByTestId("overall-score").getByText(String(report.overallScore), { exact: true }).waitFor();
    expect(await overall.getByTestId("grade").textContent()).toBe(`Grade ${report.grade}`);
    expect(
      await page
        .getByRole("definition")
        .filter({ hasText: /^JPEG$/ })
        .count(),
    ).toBe(1);
  });
});
