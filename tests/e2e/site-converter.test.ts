import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { Page, Request } from "playwright-core";
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
    // The Output note is true for both inputs: only a pack gets texture.properties.
    await page.getByText("Output for a texture: a ZIP with the texture and its _n and _s maps.").waitFor();
    await page.getByText(/Output for a pack: .*texture\.properties/).waitFor();
    await screenshot(page, "site-converter-desktop");
  });

  it("refuses a LabPBR map before uploading and says which texture to choose", async () => {
    await page.goto(`${baseUrl}/converter`);
    const map = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/stone_n.png");
    let uploads = 0;
    const count = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith("/api/upload")) uploads += 1;
    };
    page.on("request", count);
    await page.getByLabel("Texture file").setInputFiles(map.file);
    await page.getByTestId("texture-size").waitFor();
    await page.getByRole("button", { name: "Convert with defaults" }).click();
    const text = await toastText(page, "Already a LabPBR map");
    expect(text).toContain("stone_n.png is a normal (_n) map");
    expect(text).toContain("Choose stone.png");
    expect(text).toContain("Validate Only in the Greenhouse workspace");
    page.off("request", count);
    expect(uploads).toBe(0);
    await screenshot(page, "site-converter-map-refused");
  });

  it("shows the server's reason and hint when it refuses an upload, not only the status", async () => {
    await page.goto(`${baseUrl}/converter`);
    await page.route("**/api/upload", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "unusable_texture", message: "Texture refused", details: { hint: "Try another one" } },
        }),
      }),
    );
    try {
      await page.getByLabel("Texture file").setInputFiles(corpusTexture("stone.png"));
      await page.getByTestId("texture-size").waitFor();
      await page.getByRole("button", { name: "Convert with defaults" }).click();
      expect(await toastText(page, "Upload failed")).toContain(
        "422 Unprocessable Entity: Texture refused: Try another one",
      );
    } finally {
      await page.unroute("**/api/upload");
    }
  });

  it("warns that an animation strip converts without its .mcmeta and points to the workspace", async () => {
    await page.goto(`${baseUrl}/converter`);
    await page.getByLabel("Texture file").setInputFiles(corpusTexture("fire_0.png"));
    const note = page.getByTestId("animation-strip");
    await note.waitFor();
    expect(await note.textContent()).toContain("Looks like an animation strip");
    expect(await note.textContent()).toMatch(/fire_0\.png is 16 × \d+ px, \d+ frames of 16 × 16/);
    await note.getByRole("link", { name: "Open the Greenhouse workspace" }).waitFor();
    await screenshot(page, "site-converter-animation-strip");
    // A square texture gets no such note.
    await page.getByLabel("Texture file").setInputFiles(corpusTexture("stone.png"));
    await page.getByText(/^stone\.png: \d+ × \d+ px$/).waitFor();
    expect(await note.count()).toBe(0);
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
