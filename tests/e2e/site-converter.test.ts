import { readFile } from "node:fs/promises";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { unzipSync, zipSync } from "fflate";
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
      // One image: the button says texture, as the toast below does (it said "pack").
      page.getByRole("button", { name: "Download LabPBR texture" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("mossy_stone_bricks_labpbr.zip");
    // One image is converted to a texture and its maps, not a resource pack.
    expect(await toastText(page, "Download started")).toContain("Your converted texture is being downloaded");
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

  it("says a damaged PNG is damaged and does not offer to convert it", async () => {
    await page.goto(`${baseUrl}/converter`);
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const buffer = Buffer.from([...signature, ...new Array(40).fill(0x41)]);
    await page.getByLabel("Texture file").setInputFiles({ name: "corrupt.png", mimeType: "image/png", buffer });
    const alert = page.getByRole("alert").filter({ hasText: "damaged" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^This PNG is damaged: /);
    expect(await alert.textContent()).not.toContain("unwrap_throw");
    expect(await page.getByRole("button", { name: "Convert with defaults" }).isDisabled()).toBe(true);
    await screenshot(page, "site-converter-damaged-png");
    // A TGA gets its size line too, and a good file enables Convert again.
    const tga = Buffer.from([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 0, 32, 8, ...new Array(16).fill(200)]);
    await page.getByLabel("Texture file").setInputFiles({ name: "tiny.tga", mimeType: "image/x-tga", buffer: tga });
    await page.getByText("tiny.tga: 2 × 2 px").waitFor();
    expect(await page.getByRole("button", { name: "Convert with defaults" }).isDisabled()).toBe(false);
  });

  it("says which files of a converted pack fail LabPBR's rules instead of a bare 'Conversion complete'", async () => {
    await initNodeCodecs();
    const solid = async (width: number, height: number, rgba: number[]) => {
      const image = createRawImage(width, height);
      for (let i = 0; i < image.data.length; i += 4) image.data.set(rgba, i);
      return encodePng(image);
    };
    const block = "assets/minecraft/textures/block/";
    const buffer = Buffer.from(
      zipSync({
        "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":34,"description":"broken maps"}}'),
        [`${block}stone.png`]: await solid(16, 16, [120, 120, 120, 255]),
        [`${block}stone_n.png`]: await solid(32, 32, [128, 128, 255, 255]),
        [`${block}stone_s.png`]: await solid(16, 16, [80, 240, 0, 255]),
        [`${block}dirt.png`]: await solid(16, 16, [110, 80, 50, 255]),
        [`${block}dirt_s.png`]: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      }),
    );
    await page.goto(`${baseUrl}/converter`);
    await page
      .getByLabel("Texture file")
      .setInputFiles({ name: "broken-maps.zip", mimeType: "application/zip", buffer });
    await page.getByRole("button", { name: "Convert with defaults" }).click();
    await page.getByText("Conversion complete").waitFor({ timeout: 45_000 });
    const note = page.getByTestId("failing-files");
    await note.waitFor();
    const text = (await note.textContent()) ?? "";
    expect(text).toContain("3 files fail LabPBR's rules");
    expect(text).toContain(`${block}stone_n.png: _n is 32x32 but its base texture is 16x16`);
    expect(text).toContain(`${block}stone_s.png`);
    expect(text).toContain(`${block}dirt_s.png`);
    // Errors in the danger colour, as the workspace shows failing files (it was warning yellow).
    expect(await note.evaluate((element) => element.classList.contains("text-danger"))).toBe(true);
    expect(await page.getByRole("button", { name: "Download LabPBR pack" }).count()).toBe(1);
    // The notes' pointer to the workspace is a link, as the page's other mentions are.
    const notes = page.locator(".converter-notes");
    expect(await notes.getByRole("link", { name: "Greenhouse workspace" }).getAttribute("href")).toBe("/greenhouse");
    await screenshot(page, "site-converter-failing-files");
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
