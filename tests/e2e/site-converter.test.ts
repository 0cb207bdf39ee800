import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, paddedPack } from "./greenhouse-support.js";
import { corpusSpecular, corpusTexture, desktop, toastText } from "./site-support.js";

const baseUrl = inject("baseUrl");

let page: Page;

useChromium();

beforeAll(async () => {
  page = await (await browser.newContext({ viewport: desktop })).newPage();
});

describe("Quick Convert (/converter) on a desktop", () => {
  it("checks files on Quick Convert with the spec's toasts and decodes a PNG", async () => {
    await page.goto(`${baseUrl}/converter`);
    await page
      .getByLabel("Texture file")
      .setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await page.locator(".toast", { hasText: "Empty file" }).getByText("Please select a valid file.").waitFor();
    await page.getByLabel("Texture file").setInputFiles(corpusSpecular());
    await page.getByTestId("texture-size").waitFor();
    expect(await page.getByTestId("texture-size").textContent()).toMatch(/\d+ × \d+ px/);
    await screenshot(page, "site-converter-desktop");
  });

  it("converts a texture with the defaults on the server and downloads the LabPBR pack", async () => {
    await page.goto(`${baseUrl}/converter`);
    const texture = corpusTexture("mossy_stone_bricks.png");
    await page.getByLabel("Texture file").setInputFiles(texture);
    await page.getByTestId("texture-size").waitFor();
    await page.getByRole("button", { name: "Convert with defaults" }).click();
    await toastText(page, "Upload successful");
    await page.getByText("Conversion complete").waitFor({ timeout: 45_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download LabPBR pack" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("mossy_stone_bricks_labpbr.zip");
    const output = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
    expect(Object.keys(output).sort()).toEqual([
      "mossy_stone_bricks.png",
      "mossy_stone_bricks_n.png",
      "mossy_stone_bricks_s.png",
    ]);
    // No settings panel here, so the texture keeps its colours: it comes back byte for byte.
    expect(Buffer.from(output["mossy_stone_bricks.png"] as Uint8Array).equals(texture.buffer)).toBe(true);
    await screenshot(page, "site-converter-done");
  });

  it("follows the finished job in the floating status card on other pages", async () => {
    await page.goto(`${baseUrl}/docs`);
    const card = page.getByRole("region", { name: "Conversion status" });
    await card.getByText("mossy_stone_bricks.png").waitFor();
    await card.getByRole("button", { name: "Download" }).waitFor();
    await card.getByRole("button", { name: "Hide conversion status" }).click();
    await card.waitFor({ state: "detached" });
    // Closed stays closed: a reload does not bring the finished job's card back.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/jobs");
    await page.reload();
    await listed;
    await page.waitForTimeout(300); // one render after the list arrives
    expect(await card.count()).toBe(0);
  });

  it("sends a pack over one request's limit in parts from Quick Convert too", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const pack = paddedPack("quick-large-pack.zip", 91 * 1024 * 1024, {
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"large"}}'),
      "assets/minecraft/textures/block/stone.png": stone.bytes,
    });
    await page.goto(`${baseUrl}/converter`);
    await page.getByLabel("Texture file").setInputFiles(pack);
    // A Worker refuses request bodies over 100 MB: the upload must start a chunked session.
    const chunked = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/uploads"),
    );
    await page.getByRole("button", { name: "Convert with defaults" }).click();
    await chunked;
    // 91 MB goes up in 16 MB parts before the job starts.
    await page.locator(".toast", { hasText: "Upload successful" }).first().waitFor({ timeout: 120_000 });
    await page.getByText("Conversion complete").waitFor({ timeout: 90_000 });
  }, 240_000);
});
