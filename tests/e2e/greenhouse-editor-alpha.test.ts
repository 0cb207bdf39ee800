import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, rgbaText, setPixel, toHex } from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline } from "./greenhouse-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const { texel, drag, readoutAt, exportTexture } = editorCanvas(() => page);

describe("editing a LabPBR map", () => {
  it("Lock alpha repaints a _n map's normals and keeps its height (alpha) byte for byte", async () => {
    const normal = corpusEntry("simplelabpbr.zip", "assets/minecraft/textures/block/polished_granite_n.png");
    const original = await decodeWithPipeline(normal.bytes);
    const { width, height } = original;
    // Height below the surface, so an opaque brush would visibly change it.
    expect(pixel(original, 0, 0)[3]).toBeLessThan(255);
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(normal.file);
    await page.getByLabel(`Texture canvas, ${width}×${height}`).waitFor();
    await page.getByRole("button", { name: "Show alpha" }).click();
    expect(await page.getByRole("button", { name: "Show alpha" }).getAttribute("aria-pressed")).toBe("false");
    await page.getByLabel("Lock alpha").check();
    await page.getByLabel("Size", { exact: true }).fill("1");
    // A flat normal (128, 128, 255) over the top row.
    await page.getByLabel("Colour", { exact: true }).fill("#8080ff");
    await drag(width, [0, 0], [width - 1, 0]);
    await screenshot(page, "greenhouse-editor-normal-map");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PNG" }).click(),
    ]);
    const exported = await decodeWithPipeline(new Uint8Array(readFileSync((await download.path())!)));
    for (let x = 0; x < width; x++) {
      const [, , , a] = pixel(original, x, 0);
      expect(pixel(exported, x, 0)).toEqual([128, 128, 255, a]);
    }
    for (let i = width * 4; i < original.data.length; i++) expect(exported.data[i]).toBe(original.data[i]);
  });
});

describe("alpha as data", () => {
  it("picks a _n pixel's height with its colour, paints both, and erases to the flat normal", async () => {
    const normal = corpusEntry("simplelabpbr.zip", "assets/minecraft/textures/block/polished_granite_n.png");
    const original = await decodeWithPipeline(normal.bytes);
    const { width, height } = original;
    const texels = Array.from({ length: width * height }, (_, i) => [i % width, Math.floor(i / width)] as const);
    const [sx, sy] = texels.find(([x, y]) => pixel(original, x, y)[3] < 255)!;
    const source = pixel(original, sx, sy);
    // The brush lands on a surface pixel (height 255), the eraser on the last texel.
    const [tx, ty] = texels.find(([x, y]) => pixel(original, x, y)[3] !== source[3])!;
    const [ex, ey] = [width - 1, height - 1];
    expect([ex, ey]).not.toEqual([tx, ty]);
    expect([ex, ey]).not.toEqual([sx, sy]);
    expect(pixel(original, ex, ey)).not.toEqual([128, 128, 255, 255]);

    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(normal.file);
    await page.getByLabel(`Texture canvas, ${width}×${height}`).waitFor();
    const heightField = page.getByRole("spinbutton", { name: "Height (alpha)" });
    expect(await heightField.inputValue()).toBe("255");
    expect(await page.getByRole("slider", { name: "Height (alpha)" }).inputValue()).toBe("255");

    // The picker takes the height too (it used to drop it and paint 255).
    await page.getByRole("button", { name: "Colour picker" }).click();
    const at = await texel(sx, sy, width);
    await page.mouse.click(at.x, at.y);
    expect(await heightField.inputValue()).toBe(String(source[3]));
    expect(await page.getByTestId("editor-colour").textContent()).toBe(toHex(source));
    await page.getByLabel("Size", { exact: true }).fill("1");
    await drag(width, [tx, ty]);
    expect(await readoutAt(tx, ty, width)).toBe(rgbaText(source));

    // The eraser leaves a valid LabPBR normal, not (0, 0, 0, 0) (height 0, XY outside the unit circle).
    const eraser = page.getByRole("button", { name: "Eraser" });
    await eraser.click();
    expect(await eraser.getAttribute("title")).toContain("128, 128, 255");
    await drag(width, [ex, ey]);
    expect(await readoutAt(ex, ey, width)).toBe(rgbaText([128, 128, 255, 255]));
    await screenshot(page, "greenhouse-editor-normal-alpha");

    const exported = await exportTexture();
    const expected = { ...original, data: new Uint8ClampedArray(original.data) };
    setPixel(expected, tx, ty, source);
    setPixel(expected, ex, ey, [128, 128, 255, 255]);
    expect(Buffer.from(exported.data).equals(Buffer.from(expected.data))).toBe(true);
  });

  it("labels a _s map's alpha as emission, paints the chosen value and erases to (0, 0, 0, 255)", async () => {
    const specular = corpusEntry("simplelabpbr.zip", "assets/minecraft/textures/block/sand_s.png");
    const { width, height } = await decodeWithPipeline(specular.bytes);
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Open texture").setInputFiles(specular.file);
    await page.getByLabel(`Texture canvas, ${width}×${height}`).waitFor();
    await page.getByRole("spinbutton", { name: "Emission (alpha)" }).fill("200");
    expect(await page.getByRole("slider", { name: "Emission (alpha)" }).inputValue()).toBe("200");
    await page.getByLabel("Colour", { exact: true }).fill("#336699");
    await page.getByLabel("Size", { exact: true }).fill("1");
    await drag(width, [1, 1]);
    expect(await readoutAt(1, 1, width)).toBe(rgbaText([0x33, 0x66, 0x99, 200]));

    const eraser = page.getByRole("button", { name: "Eraser" });
    await eraser.click();
    expect(await eraser.getAttribute("title")).toContain("0, 0, 0, 255");
    await drag(width, [2, 2]);
    expect(await readoutAt(2, 2, width)).toBe(rgbaText([0, 0, 0, 255]));
  });
});
