import { readFileSync } from "node:fs";
import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import {
  BLUE,
  editorCanvas,
  hex,
  LIME,
  pixel,
  RED,
  rgbaText,
  setPixel,
  toHex,
  WHITE,
  watchDialogs,
} from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const { canvas, texel, drag, readoutAt } = editorCanvas(() => page);

describe("the texture editor", () => {
  it("opens a corpus texture, draws with brush, rect and circle, undoes, picks and exports exact pixels", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const original = await decodeWithPipeline(stone.bytes);
    expect([original.width, original.height]).toEqual([16, 16]);

    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    await page.getByTestId("editor-signin-note").waitFor();
    await page.getByLabel("Open texture").setInputFiles(stone.file);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone");
    // The New box still offers 256×256, so the open texture's own size is written by its name.
    expect(await page.locator(".ed-name").textContent()).toContain("16×16");
    expect(await page.getByLabel("New texture size").inputValue()).toBe("256");
    // An ordinary texture: its alpha is transparency, and that is what the eraser leaves.
    expect(await page.getByRole("spinbutton", { name: "Alpha", exact: true }).inputValue()).toBe("255");
    expect(await page.getByRole("button", { name: "Eraser" }).getAttribute("title")).toContain("transparent");
    // The readout shows the decoded file's own bytes.
    expect(await readoutAt(3, 7, 16)).toBe(rgbaText(pixel(original, 3, 7)));

    const expected: RawImage = { ...original, data: new Uint8ClampedArray(original.data) };

    // Brush, 1 px, red: a stroke along row 1.
    await page.getByLabel("Size", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Red", exact: true }).click();
    expect(await page.getByTestId("editor-colour").textContent()).toBe("#b02e26");
    await drag(16, [1, 1], [4, 1]);
    for (let x = 1; x <= 4; x++) setPixel(expected, x, 1, RED);
    expect(await readoutAt(2, 1, 16)).toBe(rgbaText(RED));

    // Half-opacity white blends over the stone (straight alpha, opaque base: the mean, rounded up).
    await page.getByRole("button", { name: "White", exact: true }).click();
    await page.getByLabel("Opacity").fill("50");
    await drag(16, [0, 10], [3, 10]);
    for (let x = 0; x <= 3; x++) {
      const [r, g, b] = pixel(original, x, 10);
      setPixel(expected, x, 10, [
        Math.round((WHITE[0] + r) / 2),
        Math.round((WHITE[1] + g) / 2),
        Math.round((WHITE[2] + b) / 2),
        255,
      ]);
    }
    await page.getByLabel("Opacity").fill("100");

    // Rectangle outline, blue, from (6,6) to (9,9).
    await page.getByRole("button", { name: "Rectangle" }).click();
    await page.getByRole("button", { name: "Blue", exact: true }).click();
    await drag(16, [6, 6], [8, 8], [9, 9]);
    for (let y = 6; y <= 9; y++)
      for (let x = 6; x <= 9; x++) if (x === 6 || x === 9 || y === 6 || y === 9) setPixel(expected, x, y, BLUE);
    expect(await readoutAt(7, 7, 16)).toBe(rgbaText(pixel(original, 7, 7)));

    // Filled circle, lime, in the box (11,2)-(15,6): a 5x5 disc without its corners.
    await page.getByRole("button", { name: "Circle" }).click();
    await page.getByLabel("Filled shapes").check();
    await page.getByRole("button", { name: "Lime", exact: true }).click();
    await drag(16, [11, 2], [15, 6]);
    const disc = ["01110", "11111", "11111", "11111", "01110"];
    disc.forEach((row, dy) => {
      [...row].forEach((bit, dx) => {
        if (bit === "1") setPixel(expected, 11 + dx, 2 + dy, LIME);
      });
    });
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(LIME));
    await screenshot(page, "greenhouse-editor-drawn");

    // Undo and redo by button and by keyboard.
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(pixel(original, 13, 4)));
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(LIME));
    await page.keyboard.press("Control+z");
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(pixel(original, 13, 4)));
    await page.keyboard.press("Control+Shift+z");
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(LIME));
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+y");
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(LIME));

    // The drawing survives a visit to another section.
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    await page.getByRole("tab", { name: "Editor" }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await readoutAt(13, 4, 16)).toBe(rgbaText(LIME));
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone");

    // The picker takes a stone colour and hands back to the brush, which paints it at (0,14).
    const sample = pixel(original, 8, 12);
    await page.getByRole("button", { name: "Colour picker" }).click();
    const pickAt = await texel(8, 12, 16);
    await page.mouse.click(pickAt.x, pickAt.y);
    expect(await page.getByTestId("editor-colour").textContent()).toBe(toHex(sample));
    expect(await page.getByRole("button", { name: "Brush" }).getAttribute("aria-pressed")).toBe("true");
    await drag(16, [0, 14]);
    setPixel(expected, 0, 14, [sample[0], sample[1], sample[2], 255]);

    // Keyboard only: focus the canvas, walk the cursor to the corner, switch to the eraser (E), press Space.
    await canvas().focus();
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await page.getByText("x 15, y 15").waitFor();
    await page.keyboard.press("e");
    expect(await page.getByRole("button", { name: "Eraser" }).getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Space");
    setPixel(expected, 15, 15, [0, 0, 0, 0]);
    await page.getByText("RGBA 0, 0, 0, 0").waitFor();

    // Export: the downloaded PNG differs from the original exactly where we drew.
    await page.getByLabel("Texture name").fill("stone_edit");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone_edit.png");
    const exported = await decodeWithPipeline(new Uint8Array(readFileSync((await download.path())!)));
    expect([exported.width, exported.height]).toEqual([16, 16]);
    expect(Buffer.from(exported.data).equals(Buffer.from(expected.data))).toBe(true);
    let changed = 0;
    for (let i = 0; i < original.data.length; i += 4) if (exported.data[i] !== original.data[i]) changed++;
    expect(changed).toBeGreaterThan(30);

    // Saving needs sign-in; the explanation comes as a toast.
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Sign in to save textures", "Export PNG works without it.");

    // Convert this texture: Convert opens with the edited PNG as its chosen file.
    await page.getByRole("button", { name: "Convert this texture" }).click();
    await page.getByTestId("chosen-file").getByText("stone_edit.png").waitFor();
    expect(await page.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
  });

  it("signs in from the editor without losing the drawing, and saves to the Library", async () => {
    // Signing in is a full-page round trip; the drawing is carried across it, unsaved stroke included,
    // so the browser does not ask whether to leave.
    await page.getByRole("tab", { name: "Editor" }).click();
    await page.getByRole("button", { name: "Eraser" }).click();
    await drag(16, [0, 0]);
    const leaving = watchDialogs(page);
    await page.getByTestId("editor-signin-note").getByRole("link", { name: "Sign in with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester1" }).click();
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    leaving.stop();
    expect(leaving.types).toEqual([]);
    await page.getByTestId("editor-signin-note").waitFor({ state: "detached" });
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone_edit");
    expect(await readoutAt(2, 1, 16)).toBe(rgbaText(RED));
    expect(await readoutAt(15, 15, 16)).toBe(rgbaText([0, 0, 0, 0]));
    expect(await readoutAt(0, 0, 16)).toBe(rgbaText([0, 0, 0, 0]));

    await page.getByLabel("New texture size").selectOption("32");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Texture canvas, 32×32").waitFor();
    await page.getByRole("button", { name: "Orange", exact: true }).click();
    await page.getByLabel("Size", { exact: true }).fill("3");
    await drag(32, [4, 4], [27, 27]);
    await page.getByRole("button", { name: "Rectangle" }).click();
    await page.getByRole("button", { name: "Cyan", exact: true }).click();
    await page.getByLabel("Size", { exact: true }).fill("2");
    await drag(32, [2, 20], [12, 30]);
    await page.getByLabel("Texture name").fill("orange_slash");
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture saved successfully", "orange_slash.png is now in your Library.");
    await screenshot(page, "greenhouse-editor-saved");
    // Saved, so a reload asks nothing.
    const dialogs = watchDialogs(page);
    await page.reload();
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    dialogs.stop();
    expect(dialogs.types).toEqual([]);
    // The Library section lists it at once (saving refreshes the uploaded-content list).
    await page.getByRole("tab", { name: "Library" }).click();
    await page.getByText("orange_slash.png").first().waitFor();

    const items = await page.evaluate(async () => {
      const response = await fetch("/api/uploaded-content");
      return (await response.json()) as { fileName: string; fileType: string; fileUrl: string }[];
    });
    const saved = items.find((item) => item.fileName === "orange_slash.png");
    expect(saved?.fileType).toBe("image/png");
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    }, saved!.fileUrl);
    const stored = await decodeWithPipeline(new Uint8Array(bytes));
    expect([stored.width, stored.height]).toEqual([32, 32]);
    expect(pixel(stored, 4, 4)).toEqual(hex("#f9801d"));
    expect(pixel(stored, 2, 30)).toEqual(hex("#169c9c"));
    expect(pixel(stored, 31, 0)).toEqual([0, 0, 0, 0]);
  });
});
