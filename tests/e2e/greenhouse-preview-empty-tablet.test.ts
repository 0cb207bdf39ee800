import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";

// The channel previewer's note with nothing chosen, in the Preview panel of a touch tablet on its side.
// The panel gives the canvas the largest square it has room for, down to 8rem (128 px) when the panel is
// short; there the note ("Choose a texture or open a converted file…") ran past the square's top and
// bottom and was cut by its rounded frame.

let page: Page;

useChromium();

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  page = await context.newPage();
});

/** The empty canvas's square and how much of its note's text falls outside it. */
function noteFit(page: Page) {
  return page
    .getByRole("complementary", { name: "Preview" })
    .locator(".gh-canvas-wrap")
    .evaluate((wrap) => {
      const note = wrap.querySelector<HTMLElement>(".gh-canvas-empty");
      if (!note) throw new Error("no empty note");
      const square = wrap.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(note);
      const text = range.getBoundingClientRect();
      return {
        square: { width: Math.round(square.width), height: Math.round(square.height) },
        outside: Math.max(
          0,
          square.top - text.top,
          text.bottom - square.bottom,
          square.left - text.left,
          text.right - square.right,
        ),
      };
    });
}

describe("the empty previewer's note on a touch tablet (1024x768)", () => {
  it("fits inside the smallest canvas the Preview panel gives it", async () => {
    // A touch tablet opens with Tools shut and a 35 % Preview panel. The spec's three 25/50/25 panels, as
    // a person who opened Tools keeps them, under a taller bottom panel give the canvas its smallest square.
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await page.evaluate(() => {
      const saved = { horizontal: { tools: 25, workspace: 50, preview: 25 }, vertical: { top: 60, bottom: 40 } };
      for (const [group, layout] of Object.entries(saved))
        localStorage.setItem(`greenhouse:layout:guest:${group}`, JSON.stringify(layout));
    });
    await page.reload();
    await page
      .getByRole("complementary", { name: "Preview" })
      .getByText(/Choose a texture/)
      .waitFor();
    const fit = await noteFit(page);
    expect(fit.square.width).toBeLessThanOrEqual(130);
    expect(fit.outside).toBe(0);
    await screenshot(page, "greenhouse-preview-empty-tablet", { fullPage: false });
  });
});
