import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { BLUE, editorCanvas, RED, rgbaText, watchDialogs } from "./editor-canvas.js";
import { corpusEntry } from "./greenhouse-support.js";
import { phoneContextOptions } from "./phone-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const { canvas, drag, readoutAt, exportTexture, toolbar, pressed } = editorCanvas(() => page);

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
    const phone = await browser.newPage(phoneContextOptions);
    await phone.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await phone.getByLabel("Texture canvas, 256×256").waitFor();
    const small = (await phone.getByTestId("editor-stage").boundingBox())!;
    expect(small.height).toBeGreaterThanOrEqual(small.width * 0.95);
    await screenshot(phone, "greenhouse-editor-phone");
    await phone.close();
  });
});
