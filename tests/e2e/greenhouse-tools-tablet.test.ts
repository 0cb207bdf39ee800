import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";

// A touch tablet on its side (1180x820) gets the desktop workspace. With Tools open the Preview panel was
// a 25 % column, 287 px, whose 44 px touch buttons wrapped onto two rows beside a small canvas, while
// Tools only repeats the section tabs above it. A touch screen up to 1180 px wide opens with Tools shut,
// as a narrower tablet does; the header's toggle still opens it. Held upright (768x1024) the Preview
// panel was 35 % of the row, 245 px: its map tabs took two rows and its toolbar three, and the canvas
// was 128 px; it opens at 40 % there.

const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

useChromium();

/** A fresh page (nothing saved, so the first layout applies) with the stone texture in the Preview panel. */
async function workspaceWithStone(
  browser: Browser,
  hasTouch: boolean,
  viewport = { width: 1180, height: 820 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}/greenhouse`);
  await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
  await page.getByRole("complementary", { name: "Preview" }).getByRole("tablist", { name: "Map" }).waitFor();
  return page;
}

/** The Preview panel's width and how much of its canvas the panel's scroll box shows, in CSS px. */
function previewRoom(page: Page) {
  return page.locator("[data-panel]#preview").evaluate((panel) => {
    const rows = (elements: Element[]) =>
      new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size;
    const shown = (panel.querySelector(".gh-side-scroll") ?? panel).getBoundingClientRect();
    const canvas = panel.querySelector("canvas")?.getBoundingClientRect();
    if (!canvas) throw new Error("no canvas");
    const tabs = [...panel.querySelectorAll('[role="tablist"][aria-label="Map"] [role="tab"]')];
    const control = (name: string) => {
      const found = [...panel.querySelectorAll(".gh-preview-toolbar button")].find((button) =>
        button.getAttribute("aria-label")?.startsWith(name),
      );
      if (!found) throw new Error(`no ${name} button`);
      return found;
    };
    return {
      mapTabRows: rows(tabs),
      toolbarRows: rows([...panel.querySelectorAll(".gh-preview-toolbar :is(select, button)")]),
      // The controls after the zoom on one row: grid, reset, edit and 3D (the 3D button had wrapped away
      // from the grid and reset, with only Edit beside it).
      toolRows: rows(["Toggle grid", "Reset view", "Edit", "3D preview"].map((name) => control(name))),
      // The touch size: every toolbar button at least 44 px each way.
      smallestButton: Math.min(
        ...[...panel.querySelectorAll(".gh-preview-toolbar button")].flatMap((button) => {
          const box = button.getBoundingClientRect();
          return [box.width, box.height];
        }),
      ),
      width: Math.round(panel.getBoundingClientRect().width),
      canvas: Math.round(canvas.height),
      canvasShown: Math.round(Math.max(0, Math.min(canvas.bottom, shown.bottom) - Math.max(canvas.top, shown.top))),
    };
  });
}

describe("the workspace on a touch tablet on its side (1180x820)", () => {
  it("opens with Tools shut, so the Preview panel shows its texture whole", async () => {
    const page = await workspaceWithStone(browser, true);
    const tools = page.getByRole("group", { name: "Panels" }).getByRole("button", { name: "Tools panel" });
    const room = await previewRoom(page);
    expect(await tools.getAttribute("aria-pressed")).toBe("false");
    // 402 px instead of 287: the channel view and the zoom, grid, reset, edit and 3D buttons on two rows
    // (three before), the view and zoom on the first, the four tools together on the second, the map
    // tabs on one, and the whole canvas in view.
    expect(room.width).toBeGreaterThanOrEqual(360);
    expect(room).toMatchObject({ mapTabRows: 1, toolbarRows: 2, toolRows: 1, canvasShown: room.canvas });
    expect(room.smallestButton).toBeGreaterThanOrEqual(44);
    await screenshot(page, "greenhouse-tools-tablet-landscape", { fullPage: false });
    // Tools is one tap away and opens beside the others.
    await tools.tap();
    await page.getByRole("complementary", { name: "Tools" }).waitFor();
    expect(await tools.getAttribute("aria-pressed")).toBe("true");
    await page.context().close();
  }, 60_000);

  it("keeps the spec's three panels with a mouse at the same size", async () => {
    const page = await workspaceWithStone(browser, false);
    const tools = page.getByRole("group", { name: "Panels" }).getByRole("button", { name: "Tools panel" });
    expect(await tools.getAttribute("aria-pressed")).toBe("true");
    await page.context().close();
  }, 60_000);
});

describe("the workspace on a touch tablet held upright (768x1024)", () => {
  it("gives the Preview panel room for its map tabs on one row and its toolbar on two", async () => {
    const page = await workspaceWithStone(browser, true, { width: 768, height: 1024 });
    const room = await previewRoom(page);
    // The view and zoom on the first row, the four tools on the second.
    expect(room).toMatchObject({ mapTabRows: 1, toolbarRows: 2, toolRows: 1, canvasShown: room.canvas });
    expect(room.smallestButton).toBeGreaterThanOrEqual(44);
    expect(room.canvas).toBeGreaterThanOrEqual(200);
    await screenshot(page, "greenhouse-tools-tablet-portrait", { fullPage: false });
    await page.context().close();
  }, 60_000);
});
