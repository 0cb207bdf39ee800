import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { iphoneContextOptions, phoneScreenshot } from "./phone-support.js";

const baseUrl = inject("baseUrl");

let context: BrowserContext;
let page: Page;

useChromium();

beforeAll(async () => {
  context = await browser.newContext(iphoneContextOptions);
  page = await context.newPage();
});

const next = () => page.getByRole("button", { name: "Next" });
const previous = () => page.getByRole("button", { name: "Previous" });

describe("the phone wizard at /greenhouse", () => {
  it("starts at Upload with Previous disabled", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByText("Step 1 of 4").waitFor();
    await page.getByRole("heading", { name: "Upload", level: 1 }).waitFor();
    await page.getByText("Drop your textures here").waitFor();
    expect(await previous().isDisabled()).toBe(true);
    expect(await next().isDisabled()).toBe(false);
    await page.getByRole("button", { name: "Validate Only" }).waitFor();
    await phoneScreenshot(page, "greenhouse-phone-step-1-upload", { closeToasts: true });
  });

  it("takes a texture and names Validate after it", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByTestId("chosen-file").getByText("stone.png").waitFor();
    await page.getByRole("button", { name: "Validate Texture Only" }).waitFor();
  });

  it("configures the conversion on step 2", async () => {
    await next().click();
    await page.getByText("Step 2 of 4").waitFor();
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(await page.getByRole("radio", { name: "Single Image" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Image Sequence" }).waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).waitFor();
    await page.getByLabel("Normal strength", { exact: true }).fill("1.5");
    expect(await page.getByLabel("Normal strength", { exact: true }).inputValue()).toBe("1.5");
    await page.getByText("Step 2 of 4").scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "greenhouse-phone-step-2-settings", { closeToasts: true });
  });

  it("refuses Apply Advanced Processing without options, then converts with one on step 3", async () => {
    await next().click();
    await page.getByText("Step 3 of 4").waitFor();
    await page.getByRole("tab", { name: "Resize" }).waitFor();
    await page.getByRole("tab", { name: "CTM Split" }).waitFor();
    await page.getByRole("button", { name: "Apply Advanced Processing" }).click({ force: true });
    await expectToast(page, "No processing options selected", "Please enable at least one advanced processing option.");
    await page.getByRole("tab", { name: "Compress" }).click();
    await page.getByLabel("Compression", { exact: true }).check();
    expect(await page.getByLabel("Compression quality").getAttribute("step")).toBe("5");
    await phoneScreenshot(page, "greenhouse-phone-step-3-advanced", { closeToasts: true });
    // A second press while the upload is under way must not send the file again.
    let uploads = 0;
    await page.route("**/api/upload", async (route) => {
      uploads++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Apply Advanced Processing" }).click();
    await page.getByRole("button", { name: "Apply Advanced Processing" }).click();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");
    await page.unroute("**/api/upload");
    expect(uploads).toBe(1);
    // The started job is followed on the Preview step, without pressing Next.
    await page.getByText("Step 4 of 4").waitFor();
  });

  it("previews the generated channels and the finished job on step 4, with Next disabled", async () => {
    await page.getByText("Step 4 of 4").waitFor();
    expect(await next().isDisabled()).toBe(true);
    // The job just started leads the step, on screen above the fixed Previous/Next bar, before the previewer.
    const current = page.getByRole("region", { name: "Current job" });
    await current.getByTestId("growth-progress").waitFor();
    const card = await current.boundingBox();
    const bar = await page.getByRole("navigation", { name: "Wizard" }).boundingBox();
    const previewTabs = await page.getByRole("tab", { name: "Base" }).boundingBox();
    if (!card || !bar || !previewTabs) throw new Error("step 4 is missing its job, bar or previewer");
    expect(card.y).toBeLessThan(bar.y - 150);
    expect(previewTabs.y).toBeGreaterThan(card.y);
    await phoneScreenshot(page, "greenhouse-phone-step-4-job-first", { closeToasts: true });
    await page.getByRole("tab", { name: "Normal _n" }).click();
    await page.getByLabel("Channel view").selectOption({ label: "Height (A)" });
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Toggle grid" }).click();
    expect(await page.getByLabel("Zoom level").textContent()).toBe("125%");
    await page
      .getByTestId("growth-progress")
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 60_000 });
    const download = page.waitForEvent("download");
    await page.locator("#main").getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("stone_labpbr.zip");
    // A pack's counts (a PixelPerfection job reads "2480/2480") stay on one line in a phone-width tile;
    // they once broke after every character.
    const processed = page.getByTestId("images-processed");
    await processed.evaluate((element) => {
      element.textContent = "2480/2480";
    });
    const line = await processed.boundingBox();
    expect(line?.height ?? 0).toBeGreaterThan(0);
    expect(line?.height ?? 99).toBeLessThan(30);
    // ... and inside their tile: three tiles across a phone left it running past the border.
    const tile = await processed.locator("xpath=..").boundingBox();
    if (!line || !tile) throw new Error("no stat tile");
    expect(line.x + line.width).toBeLessThanOrEqual(tile.x + tile.width);
    // The phone lists the job's files too; opening the _s shows it in the previewer above.
    // By keyboard: the fixed wizard and bottom bars (and a toast) sit over the end of the list.
    await page
      .getByRole("list", { name: "Texture files" })
      .getByRole("button", { name: /stone_s\.png/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("tab", { name: "Specular _s" }).getAttribute("aria-selected")).toBe("true");
    await page.getByTestId("pixel-readout").getByText("stone_s.png · 16×16").waitFor();
    await phoneScreenshot(page, "greenhouse-phone-step-4-files", { closeToasts: true });
    await page.getByRole("button", { name: "Reset view" }).click();

    // Touch: two fingers spreading apart zoom in; one finger pans without changing the zoom.
    const canvas = page.getByTestId("channel-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: points.map(([x, y], id) => ({ x, y, id })),
      });
    await touch("touchStart", [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (const spread of [40, 60, 80]) {
      await touch("touchMove", [
        [cx - spread, cy],
        [cx + spread, cy],
      ]);
    }
    await touch("touchEnd", []);
    const zoomed = Number.parseInt((await page.getByLabel("Zoom level").textContent()) ?? "0", 10);
    expect(zoomed).toBeGreaterThan(150);
    await touch("touchStart", [[cx, cy]]);
    await touch("touchMove", [[cx + 30, cy + 10]]);
    await touch("touchEnd", []);
    expect(await page.getByLabel("Zoom level").textContent()).toBe(`${zoomed}%`);
    await page.getByRole("button", { name: "Reset view" }).click();

    // A phone has no hover: a tap reads the texel under the finger (the pan above read nothing), and the
    // reading stays after the finger lifts (the mouse events a tap sends after it end in a mouseleave).
    const readout = page.getByTestId("pixel-readout");
    await readout.getByText(/Tap a pixel to read it$/).waitFor();
    const scale = Math.min(box.width, box.height) / 16;
    const texelPoint = (x: number, y: number): [number, number] => [
      cx + (x - 8 + 0.5) * scale,
      cy + (y - 8 + 0.5) * scale,
    ];
    for (const [x, y] of [
      [3, 5],
      [12, 10],
    ] as const) {
      await page.touchscreen.tap(...texelPoint(x, y));
      await readout.getByText(`${x}, ${y}`, { exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(await readout.getByText(`${x}, ${y}`, { exact: true }).count(), `${x}, ${y} still read`).toBe(1);
    }
    // The finger hid the texel it tapped: a white square in a dark one around it shows which one is read.
    const marked = await texelMarkColours(canvas, 12, 10);
    expect(Math.min(...marked.inner), "the mark's white square").toBeGreaterThan(230);
    expect(Math.max(...marked.outer), "the mark's dark square").toBeLessThan(50);
    // The texel tapped before is the map again.
    const unmarked = await texelMarkColours(canvas, 3, 5);
    expect(unmarked.inner).toEqual(unmarked.beside);
    expect(await readout.locator("dt").allTextContents()).toEqual(
      expect.arrayContaining(["Pixel", "Smoothness (R)", "F0 / metal (G)"]),
    );
    expect(await readout.getByText(/Tap a pixel to read it$/).count()).toBe(0);
    await readout.scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "greenhouse-phone-step-4-tapped", { closeToasts: true });
    await page.getByRole("tab", { name: "Normal _n" }).scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "greenhouse-phone-step-4-preview", { closeToasts: true });
    await previous().click();
    await page.getByText("Step 3 of 4").waitFor();
  }, 90_000);

  it("shows no older job on step 4 when none was started in this visit", async () => {
    await page.reload();
    await page.getByText("Step 1 of 4").waitFor();
    for (const step of [2, 3, 4]) {
      await next().click();
      await page.getByText(`Step ${step} of 4`).waitFor();
    }
    await page.getByTestId("no-current-job").waitFor();
    // The finished stone.png job is still in the jobs list, but it is not this visit's.
    expect(await page.getByRole("region", { name: "Current job" }).count()).toBe(0);
    expect(await page.getByTestId("growth-progress").count()).toBe(0);
    // No file chosen: step 4 is no dead end, its button goes back to step 1.
    await phoneScreenshot(page, "greenhouse-phone-step-4-no-file", { closeToasts: true });
    await page.getByTestId("no-current-job").getByRole("button", { name: "Choose a file" }).click();
    await page.getByText("Step 1 of 4").waitFor();
  });

  it("offers Generate Textures on step 4 when a file is chosen and nothing was converted", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByTestId("chosen-file").getByText("stone.png").waitFor();
    for (const step of [2, 3, 4]) {
      await next().click();
      await page.getByText(`Step ${step} of 4`).waitFor();
    }
    // Next stays disabled on the last step; the way on is the step's own Generate Textures.
    expect(await next().isDisabled()).toBe(true);
    await phoneScreenshot(page, "greenhouse-phone-step-4-generate", { closeToasts: true });
    await page.getByTestId("no-current-job").getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");
    await page.getByRole("region", { name: "Current job" }).getByTestId("growth-progress").waitFor();
    expect(await page.getByText("Step 4 of 4").isVisible()).toBe(true);
  });
});

/**
 * The canvas's colours on the left edge of the mark around texel (x, y) of a fitted, unpanned 16x16
 * map (the mark's white square, then its dark one), and in the middle of the texel to its left.
 */
function texelMarkColours(canvas: Locator, x: number, y: number) {
  return canvas.evaluate(
    (element, [x, y]) => {
      const drawn = element as HTMLCanvasElement;
      const ratio = drawn.width / drawn.clientWidth;
      const scale = Math.min(drawn.clientWidth, drawn.clientHeight) / 16;
      const originX = drawn.clientWidth / 2 - 8 * scale;
      const middleY = drawn.clientHeight / 2 + (y - 8 + 0.5) * scale;
      const left = Math.round(originX + x * scale);
      const at = (cssX: number) =>
        Array.from(
          drawn
            .getContext("2d")
            ?.getImageData(Math.floor(cssX * ratio), Math.floor(middleY * ratio), 1, 1)
            .data.slice(0, 3) ?? [],
        );
      return { inner: at(left - 0.75), outer: at(left - 1.5), beside: at(originX + (x - 0.5) * scale) };
    },
    [x, y] as const,
  );
}
