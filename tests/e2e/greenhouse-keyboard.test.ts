import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";

// The workspace with a keyboard only: tab bars are one Tab stop with arrows inside (WAI-ARIA tabs),
// and the preview canvas pans and zooms from the keys once it has focus.

const baseUrl = inject("baseUrl");

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { role: element?.getAttribute("role") ?? element?.tagName ?? "", text: element?.textContent?.trim() ?? "" };
  });

const tabStops = (list: string) =>
  page
    .getByRole("tablist", { name: list })
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.map((tab) => tab.tabIndex));

/** The texel under the middle of the canvas, read from the previewer's readout after a fresh hover. */
async function texelUnderCentre(): Promise<[number, number]> {
  const canvas = page.getByTestId("channel-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("The previewer canvas is not visible");
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const pixel = page
    .getByTestId("pixel-readout")
    .locator("div")
    .filter({ hasText: /^Pixel/ })
    .locator("dd");
  const [x, y] = ((await pixel.textContent()) ?? "").split(",").map((n) => Number(n.trim()));
  return [x ?? Number.NaN, y ?? Number.NaN];
}

describe("the workspace by keyboard", () => {
  it("moves through the section tabs with arrows, Home and End, and opens one with Enter", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Convert" }).focus();
    // One Tab stop: the selected tab.
    expect(await tabStops("Greenhouse sections")).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toEqual({ role: "tab", text: "Projects" });
    // Manual activation: moving focus does not open a whole tool.
    expect(await sections.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    expect(await focused()).toEqual({ role: "tab", text: "Quality" });
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toEqual({ role: "tab", text: "Convert" });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toEqual({ role: "tab", text: "Batch" });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("batch");
    expect(await tabStops("Greenhouse sections")).toEqual([-1, -1, -1, -1, -1, -1, 0, -1]);
    await page.keyboard.press("Home");
    expect(await focused()).toEqual({ role: "tab", text: "Convert" });
    await page.keyboard.press(" ");
    await page.getByText("Drop your textures here").waitFor();
    // Tab leaves the tab bar instead of walking through its eight tabs.
    await page.keyboard.press("Tab");
    expect((await focused()).role).not.toBe("tab");
  });

  it("switches the preview's maps with arrows and pans and zooms the focused canvas", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    const maps = page.getByRole("tablist", { name: "Map" });
    await maps.getByRole("tab", { name: "Normal _n" }).waitFor();
    await maps.getByRole("tab", { name: "Base" }).focus();
    expect(await tabStops("Map")).toEqual([0, -1, -1]);
    await page.keyboard.press("ArrowRight");
    // Automatic activation: the map focus lands on is shown at once.
    expect(await focused()).toEqual({ role: "tab", text: "Normal _n" });
    expect(await maps.getByRole("tab", { name: "Normal _n" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByLabel("Channel view").locator("option").first().textContent()).toBe("Normal map (RGB)");
    await page.keyboard.press("End");
    expect(await maps.getByRole("tab", { name: "Specular _s" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    expect(await maps.getByRole("tab", { name: "Base" }).getAttribute("aria-selected")).toBe("true");
    expect(await tabStops("Map")).toEqual([0, -1, -1]);

    // The canvas is the next Tab stop after the toolbar, and the map tabs label it as their panel.
    const canvas = page.getByTestId("channel-canvas");
    const panel = page.getByRole("tabpanel", { name: "Base" });
    expect(await panel.getByTestId("channel-canvas").count()).toBe(1);
    await page.getByRole("button", { name: "3D preview" }).focus();
    await page.keyboard.press("Tab");
    expect(await canvas.evaluate((element) => element === document.activeElement)).toBe(true);

    const zoom = page.getByLabel("Zoom level");
    await page.keyboard.press("+");
    expect(await zoom.textContent()).toBe("125%");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    expect(await zoom.textContent()).toBe("75%");
    await page.keyboard.press("0");
    expect(await zoom.textContent()).toBe("100%");

    const [x0, y0] = await texelUnderCentre();
    await canvas.focus();
    // The canvas is the square its panel has room for (148 px at 1280x800), less than two Shift pans
    // (128 px each) across: zoomed in first, a Shift pan moves the image and leaves the centre on it.
    for (let press = 0; press < 6; press++) await page.keyboard.press("+");
    expect(await zoom.textContent()).toBe("250%");
    const [xz, yz] = await texelUnderCentre();
    await canvas.focus();
    // Right and Down show more of the right and bottom: the texel under a fixed point moves that way.
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    const [x1, y1] = await texelUnderCentre();
    expect(x1).toBeGreaterThan(xz);
    expect(y1).toBeGreaterThan(yz);
    await canvas.focus();
    await page.keyboard.press("ArrowLeft");
    const [x2] = await texelUnderCentre();
    expect(x2).toBeLessThan(x1);
    await canvas.focus();
    await screenshot(page, "greenhouse-keyboard-canvas");
    await page.keyboard.press("0");
    expect(await texelUnderCentre()).toEqual([x0, y0]);
  });

  it("reads pixels from the keyboard: Enter, then arrows walk the texel and the view follows it", async () => {
    const canvas = page.getByTestId("channel-canvas");
    const readout = page.getByTestId("pixel-readout");
    const hint = page.getByTestId("pixel-key-hint");
    const pixel = readout
      .locator("div")
      .filter({ hasText: /^Pixel/ })
      .locator("dd");
    const announcement = page.getByTestId("pixel-announcement");
    const zoom = page.getByLabel("Zoom level");
    // Moved off the canvas first: the mouse's hover would be a reading already.
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "3D preview" }).focus();
    await page.keyboard.press("Tab");
    expect(await hint.textContent()).toBe(" · Enter reads pixels");
    expect(await canvas.getAttribute("aria-describedby")).toBeTruthy();
    await page.keyboard.press("Enter");
    // The walk starts in the middle of the 16x16 stone, and each press is read out.
    await pixel.getByText("8, 8", { exact: true }).waitFor();
    expect(await hint.textContent()).toBe(" · Arrows move, Esc pans");
    await page.keyboard.press("ArrowRight");
    expect(await pixel.textContent()).toBe("9, 8");
    expect(await announcement.textContent()).toMatch(/^Pixel 9, 8: R \d+, G \d+, B \d+, A 255$/);
    await page.keyboard.press("Shift+ArrowDown");
    expect(await pixel.textContent()).toBe("9, 15");
    await page.keyboard.press("Shift+ArrowDown");
    expect(await pixel.textContent()).toBe("9, 15");

    // Zoomed in, walking to the left edge pans the view along: the texel stays on the canvas.
    for (let press = 0; press < 6; press++) await page.keyboard.press("+");
    expect(await zoom.textContent()).toBe("250%");
    for (let press = 0; press < 9; press++) await page.keyboard.press("ArrowLeft");
    expect(await pixel.textContent()).toBe("0, 15");
    await screenshot(page, "greenhouse-keyboard-reading");
    // The view was panned just far enough: the texel is in the canvas's bottom-left corner, where the
    // mouse finds it (a move ends the keyboard's reading).
    const box = await canvas.boundingBox();
    if (!box) throw new Error("The previewer canvas is not visible");
    const texel = (Math.min(box.width, box.height) / 16) * 2.5;
    await page.mouse.move(box.x + texel / 2, box.y + box.height - texel / 2);
    expect(await pixel.textContent()).toBe("0, 15");
    expect(await hint.textContent()).toBe(" · Enter reads pixels");
    // Escape, too, gives the arrows back to panning, and the reading stays where it was. (The mouse
    // leaving the canvas cleared the reading: the walk starts in the middle again.)
    await page.mouse.move(0, 0);
    await canvas.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    expect(await pixel.textContent()).toBe("8, 7");
    await page.keyboard.press("Escape");
    expect(await announcement.textContent()).toBe("");
    await page.keyboard.press("ArrowRight");
    expect(await pixel.textContent()).toBe("8, 7");
    await canvas.focus();
    await page.keyboard.press("0");
  });

  it("starts a conversion with Enter and carries focus to the new job in the queue", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles({
      name: "keyboard_stone.png",
      mimeType: "image/png",
      buffer: Buffer.from(stone.bytes),
    });
    await page.getByRole("button", { name: "Generate Textures" }).focus();
    await page.keyboard.press("Enter");
    // Focus never falls to the page while the upload runs, and ends on the job's own row. The row
    // appears once the upload is stored and the job list refetched, which took over expect.poll's
    // default second on a loaded machine; the page itself waits 5 s (focusWhenPresent).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".gh-queue-row")?.textContent ?? ""), {
        timeout: 10_000,
      })
      .toContain("keyboard_stone.png");
    await page.getByRole("list", { name: "Job queue" }).getByText("completed").first().waitFor({ timeout: 60_000 });
    await page.keyboard.press("Tab");
    expect(await focused()).toEqual({ role: "BUTTON", text: "Download" });
  }, 90_000);
});
