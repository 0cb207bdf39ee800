import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir as corpus } from "@greenhouse/wasm-pipeline/testing/corpus";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";

const baseUrl = inject("baseUrl");

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

describe("app shell in Chromium", () => {
  it("shows the landing hero with its two buttons", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const open = page.getByRole("link", { name: "Open Greenhouse" });
    const view = page.getByRole("link", { name: "View Projects" });
    expect(await open.getAttribute("href")).toBe("/greenhouse");
    expect(await view.getAttribute("href")).toBe("/projects");
    await screenshot(page, "landing-desktop");
  });

  it("serves deep links through the SPA and shows the 404 page for unknown routes", async () => {
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    // The tab says it too, and each page names itself (every tab read the site's title).
    expect(await page.title()).toBe("404 Page Not Found — Greenhouse");
    await screenshot(page, "not-found");
    await page.getByRole("link", { name: "Read the docs" }).click();
    await expect.poll(() => page.title()).toBe("LabPBR docs — Greenhouse");
    await page.goto(`${baseUrl}/greenhouse?view=editor`);
    await expect.poll(() => page.title()).toBe("Editor — Greenhouse");
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.title()).toBe("Greenhouse — LabPBR material generator");
  });

  it("never answers /api/* with the SPA", async () => {
    const response = await page.request.get(`${baseUrl}/api/does-not-exist`);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
  });

  it("reports all three bindings healthy", async () => {
    const response = await page.request.get(`${baseUrl}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("decodes a real corpus texture in the browser with the shared pipeline", async () => {
    const entries = unzipSync(readFileSync(path.join(corpus, "voxelibre-rp.zip")), {
      filter: (file) => file.name.endsWith(".png"),
    });
    const [name, bytes] = Object.entries(entries)[0] ?? [];
    if (!name || !bytes) throw new Error("voxelibre-rp.zip holds no PNG");
    await page.goto(`${baseUrl}/converter`);
    await page.getByLabel("Texture file").setInputFiles({
      name: path.basename(name),
      mimeType: "image/png",
      buffer: Buffer.from(bytes),
    });
    const size = page.getByTestId("texture-size");
    await size.waitFor();
    expect(await size.textContent()).toMatch(/\d+ × \d+ px/);
    await screenshot(page, "quick-convert-decoded");
  });
});
