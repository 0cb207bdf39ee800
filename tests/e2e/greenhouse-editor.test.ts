import { readFileSync } from "node:fs";
import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { Dialog, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, type Rgba, rgbaText } from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const hex = (value: string): Rgba => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
  255,
];
const RED = hex("#b02e26");
const BLUE = hex("#3c44aa");
const LIME = hex("#80c71f");
const WHITE = hex("#f9fffe");

const setPixel = (image: RawImage, x: number, y: number, value: Rgba) =>
  image.data.set(value, (y * image.width + x) * 4);
const toHex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

const { canvas, texel, drag, readoutAt } = editorCanvas(() => page);

/** Records the type of every dialog the page raises and answers "stay" (a beforeunload is dismissed). */
function watchDialogs(on: Page) {
  const types: string[] = [];
  const listener = (dialog: Dialog) => {
    types.push(dialog.type());
    void dialog.dismiss();
  };
  on.on("dialog", listener);
  return { types, stop: () => on.off("dialog", listener) };
}

/** Exports the texture and decodes the downloaded PNG. */
async function exportTexture(): Promise<RawImage> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export PNG" }).click(),
  ]);
  return decodeWithPipeline(new Uint8Array(readFileSync((await download.path())!)));
}

const toolbar = () => page.getByRole("toolbar", { name: "Editor tools" });
const pressed = async (name: string) =>
  (await toolbar().getByRole("button", { name }).getAttribute("aria-pressed")) === "true";

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

describe("working in the editor", () => {
  it("asks before a reload throws away strokes, on any section, and not once they are exported", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("New texture size").selectOption("16");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await drag(16, [2, 2], [5, 2]);

    const dialogs = watchDialogs(page);
    // Dismissing the browser's question cancels the reload, so the drawing is still there.
    await page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(dialogs.types).toEqual(["beforeunload"]);
    expect(await readoutAt(3, 2, 16)).toBe(rgbaText(RED));

    // The drawing outlives the Editor section, and so does the question: on the Templates tab a reload
    // (or a tab close) used to throw the strokes away without asking.
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.getByRole("heading", { name: "Animation Templates" }).waitFor();
    await page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(dialogs.types).toEqual(["beforeunload", "beforeunload"]);
    await page.getByRole("tab", { name: "Editor" }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await readoutAt(3, 2, 16)).toBe(rgbaText(RED));

    await exportTexture();
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.reload();
    await page.getByRole("tab", { name: "Editor" }).click();
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    dialogs.stop();
    expect(dialogs.types).toEqual(["beforeunload", "beforeunload"]);
  });

  it("ignores its shortcuts while a modal dialog is open", async () => {
    await page.getByLabel("New texture size").selectOption("16");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByRole("button", { name: "Blue", exact: true }).click();
    await drag(16, [4, 4]);
    expect(await pressed("Grid")).toBe(true);

    await page.getByRole("button", { name: "Support", exact: true }).click();
    const support = page.getByRole("dialog", { name: "Support Greenhouse" });
    await support.waitFor();
    for (const key of ["Control+z", "e", "-", "g"]) await page.keyboard.press(key);
    await page.keyboard.press("Escape");
    await support.waitFor({ state: "detached" });

    expect(await readoutAt(4, 4, 16)).toBe(rgbaText(BLUE));
    expect(await pressed("Brush")).toBe(true);
    expect(await pressed("Eraser")).toBe(false);
    expect(await pressed("Grid")).toBe(true);
    expect(
      await toolbar()
        .getByRole("button", { name: /^Zoom \d+%/ })
        .textContent(),
    ).toBe("100%");
    // Nor do they fire while typing in a field, such as the alpha number.
    await page.getByRole("spinbutton", { name: "Alpha", exact: true }).focus();
    await page.keyboard.press("-");
    expect(
      await toolbar()
        .getByRole("button", { name: /^Zoom \d+%/ })
        .textContent(),
    ).toBe("100%");
    // Closed, and out of the field, the same keys work again.
    await canvas().focus();
    await page.keyboard.press("e");
    expect(await pressed("Eraser")).toBe(true);
    await page.keyboard.press("b");
  });

  it("zooms around the view centre, or around the pointer for Ctrl + wheel", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Open texture").setInputFiles(stone.file);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    const stage = (await page.getByTestId("editor-stage").boundingBox())!;
    /** Where a screen point falls on the texture, in texels (fractional). */
    const textureAt = async (x: number, y: number) => {
      const box = (await canvas().boundingBox())!;
      const scale = box.width / 16;
      return [(x - box.x) / scale, (y - box.y) / scale];
    };
    const centre = [stage.x + stage.width / 2, stage.y + stage.height / 2] as const;
    const before = await textureAt(...centre);
    // Zoomed in until the texture overflows the stage both ways, so it scrolls.
    for (let i = 0; i < 12; i++) {
      const box = (await canvas().boundingBox())!;
      if (box.width > stage.width && box.height > stage.height) break;
      await toolbar().getByRole("button", { name: "Zoom in" }).click();
    }
    const after = await textureAt(...centre);
    // It used to jump to the top-left corner: the centre then showed about (8, 4.5) instead of (8, 8).
    expect(Math.abs(after[0]! - before[0]!)).toBeLessThan(0.1);
    expect(Math.abs(after[1]! - before[1]!)).toBeLessThan(0.1);

    // Ctrl + wheel zooms around the pointer.
    const pointer = [stage.x + stage.width * 0.25, stage.y + stage.height * 0.7] as const;
    await page.mouse.move(...pointer);
    const underPointer = await textureAt(...pointer);
    const zoomLabel = toolbar().getByRole("button", { name: /^Zoom \d+%/ });
    const zoomBefore = await zoomLabel.textContent();
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -120);
    await page.keyboard.up("Control");
    await expect.poll(() => zoomLabel.textContent()).not.toBe(zoomBefore);
    const zoomed = await textureAt(...pointer);
    expect(Math.abs(zoomed[0]! - underPointer[0]!)).toBeLessThan(0.1);
    expect(Math.abs(zoomed[1]! - underPointer[1]!)).toBeLessThan(0.1);
  });

  it("shows the keyboard hint during keyboard focus beside the texture, never over it", async () => {
    // It used to sit over the stage's top rows.
    await toolbar()
      .getByRole("button", { name: /^Zoom \d+%/ })
      .click();
    await canvas().focus();
    await page.keyboard.press("ArrowRight");
    const hint = page.getByText("Keyboard: arrows move the cursor");
    const hintBox = (await hint.boundingBox())!;
    expect(hintBox.width).toBeGreaterThan(100);
    const shown = (await page.getByTestId("editor-stage").boundingBox())!;
    const overlaps =
      hintBox.x < shown.x + shown.width &&
      shown.x < hintBox.x + hintBox.width &&
      hintBox.y < shown.y + shown.height &&
      shown.y < hintBox.y + hintBox.height;
    expect(overlaps).toBe(false);
    await screenshot(page, "greenhouse-editor-keyboard-hint");
  });

  it("gives the stage the room there is: taller on a laptop, about square on a phone", async () => {
    // On a laptop the stage is height-bound (about 460x260 at 1440x900 with the workspace's panels open),
    // and every bar above it costs it height: the file bar and toolbar are slim (they were 50 px).
    for (const bar of [page.locator(".ed-filebar"), toolbar()]) {
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(46);
    }
    // A phone scrolls anyway, so the stage takes the screen's width in height too (it was 358x228).
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await phone.getByLabel("Texture canvas, 256×256").waitFor();
    const small = (await phone.getByTestId("editor-stage").boundingBox())!;
    expect(small.height).toBeGreaterThanOrEqual(small.width * 0.95);
    await screenshot(phone, "greenhouse-editor-phone");
    await phone.close();
  });
});
