import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { iphoneContextOptions, phoneScreenshot } from "./phone-support.js";

// The workspace sections a phone opens on their own sit inside the page's 16 px margin. Batch added the
// desktop panel's own 12 px padding on top, so its cards stood 28 px from each edge, narrower than AI's,
// the Editor's or Quality's beside it; Templates added its 4 px, so its cards stood 20 px in.

let page: Page;

useChromium();

beforeAll(async () => {
  const context = await browser.newContext(iphoneContextOptions);
  page = await context.newPage();
});

afterAll(async () => {
  await page?.context().close();
});

/** How far the section's first card (`.gh-card`, or the section's own) stands from the window's edges, in CSS px. */
async function cardMargins(view: string, cardClass = "gh-card"): Promise<{ left: number; right: number }> {
  await page.goto(`${inject("baseUrl")}/greenhouse?view=${view}`);
  const card = page.locator(`.gh-phone-section .${cardClass}`).first();
  await card.waitFor();
  return card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: Math.round(box.left), right: Math.round(window.innerWidth - box.right) };
  });
}

describe("the phone's workspace sections share one margin (390x844)", () => {
  it("gives Batch the same 16 px margin as AI, Editor and Quality", async () => {
    const others = { ai: await cardMargins("ai"), quality: await cardMargins("quality") };
    expect(others).toEqual({ ai: { left: 16, right: 16 }, quality: { left: 16, right: 16 } });
    expect(await cardMargins("batch")).toEqual({ left: 16, right: 16 });
    await phoneScreenshot(page, "greenhouse-batch-phone-margin", { closeToasts: true });
  });

  it("gives Templates the same 16 px margin", async () => {
    expect(await cardMargins("templates", "tpl-card")).toEqual({ left: 16, right: 16 });
    await phoneScreenshot(page, "greenhouse-templates-phone-margin", { closeToasts: true });
  });
});
