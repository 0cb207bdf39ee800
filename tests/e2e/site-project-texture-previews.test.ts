import { writeTga } from "@greenhouse/wasm-pipeline/testing/fixture-writers";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject } from "./project-seed.js";
import { corpusTexture, signedInContext } from "./site-support.js";

// A project keeps a TGA as uploaded, and browsers draw no TGA: its card was an empty square, which read
// as a black texture. The pipeline makes its preview now (a PNG with its own transparency). A file
// nothing can read says "No preview" (site-project-export's broken.jpg).

let owner: { context: BrowserContext; page: Page };
let projectId = 0;

useLocalStack();

/** 16x16 moss-green TGA whose top-left texel is transparent. */
function mossTga(): Uint8Array {
  const pixels = new Uint8Array(16 * 16 * 4);
  for (let i = 0; i < 256; i++) pixels.set([40, 140 + (i % 7) * 10, 60, i === 0 ? 0 : 255], i * 4);
  // TGA stores BGRA.
  for (let i = 0; i < pixels.length; i += 4)
    [pixels[i], pixels[i + 2]] = [pixels[i + 2] as number, pixels[i] as number];
  return writeTga({ width: 16, height: 16, imageType: 2, depth: 32, descriptor: 0x28, pixels });
}

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  const block = "assets/minecraft/textures/block";
  projectId = await seedProject(owner.page, { name: "Mixed Formats" }, [
    { path: `${block}/stone.png`, bytes: new Uint8Array(corpusTexture("stone.png").buffer) },
    { path: `${block}/moss.tga`, bytes: mossTga() },
  ]);
});

afterAll(async () => {
  await owner?.context.close();
});

describe("texture cards on a project page", () => {
  it("draw a TGA through the pipeline, keeping its transparency, and a PNG as it is", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = (name: string) => page.locator(".texture-tile", { hasText: name });
    await card("moss.tga").waitFor();
    const moss = card("moss.tga").locator("img");
    await moss.waitFor();
    await expect.poll(() => moss.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
    expect(await moss.getAttribute("src")).toMatch(/^blob:/);
    // Its pixels as drawn: the transparent corner stays transparent, the rest is the moss green.
    const pixels = await moss.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = 16;
      canvas.height = 16;
      const context = canvas.getContext("2d");
      context?.drawImage(image, 0, 0);
      const at = (x: number, y: number) => Array.from(context?.getImageData(x, y, 1, 1).data ?? []);
      return { corner: at(0, 0), next: at(1, 0) };
    });
    expect(pixels.corner[3]).toBe(0);
    expect(pixels.next).toEqual([40, 150, 60, 255]);
    const stone = card("stone.png").locator("img");
    await expect.poll(() => stone.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
    expect(await stone.getAttribute("src")).toMatch(/^\/api\/projects\//);
    await screenshot(page, "site-project-texture-previews", { fullPage: false });
  });
});
