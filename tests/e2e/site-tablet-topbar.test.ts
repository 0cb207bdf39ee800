import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";
import { signedInContext } from "./site-support.js";

const tablet = { width: 768, height: 1024 };
const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

// The local stack: signing in goes through the stand-in Discord.
useLocalStack();

/** How far the document reaches past the viewport's right edge (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectNoSidewaysScroll(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 1024 });
    for (const route of ["/", "/greenhouse", "/projects", "/docs"]) {
      await page.goto(`${worker.baseUrl}${route}`);
      await page.locator(".topbar").waitFor();
      expect({ width, route, overflow: await sidewaysOverflow(page) }).toEqual({ width, route, overflow: 0 });
    }
  }
}

// The desktop top bar takes over from the phone shell at 768 px; at that width its full labels were
// ~960 px wide and every page scrolled sideways with "Sign in with Discord" half off screen.
describe("desktop top bar between tablet and laptop widths", () => {
  const contexts: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("fits signed out, its folded labels still naming the sign-in link and Support", async () => {
    const context = await browser.newContext({ viewport: tablet, hasTouch: true });
    contexts.push(context);
    const page = await context.newPage();
    await expectNoSidewaysScroll(page, [768, 900, 1024, 1279]);
    await page.setViewportSize(tablet);
    await page.goto(`${worker.baseUrl}/`);
    const signIn = page.locator(".topbar").getByRole("link", { name: "Sign in with Discord" });
    const box = await signIn.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(tablet.width);
    await page.locator(".topbar").getByRole("button", { name: "Support" }).waitFor();
    await screenshot(page, "tablet-topbar-signed-out", { fullPage: false });
  });

  it("keeps the Preview panel's toolbar inside the panel at 768 px, its 44 px touch buttons wrapping", async () => {
    const context = await browser.newContext({ viewport: tablet, hasTouch: true });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/greenhouse`);
    const previewer = page.getByRole("region", { name: "Channel previewer" });
    await previewer.getByRole("button", { name: "Reset view" }).waitFor();
    const panel = await previewer.boundingBox();
    if (!panel) throw new Error("no previewer");
    for (const name of ["Zoom out", "Zoom in", "Toggle grid", "Reset view"]) {
      const box = await previewer.getByRole("button", { name }).boundingBox();
      expect({ name, inside: box !== null && box.x + box.width <= panel.x + panel.width }).toEqual({
        name,
        inside: true,
      });
    }
    // A tablet opens with Tools shut (its header toggle says so, and brings it back).
    const toolsToggle = page.getByRole("group", { name: "Panels" }).getByRole("button", { name: "Tools panel" });
    expect(await toolsToggle.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("complementary", { name: "Tools" }).isVisible()).toBe(false);
    // With a texture chosen the map tabs wrap inside the panel too ("Specular _s" was cut at its edge).
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await previewer.getByRole("tab", { name: "Specular _s" }).waitFor();
    const shown = await previewer.boundingBox();
    if (!shown) throw new Error("no previewer");
    const controls = [
      previewer.getByRole("tab", { name: "Base" }),
      previewer.getByRole("tab", { name: "Normal _n" }),
      previewer.getByRole("tab", { name: "Specular _s" }),
      previewer.getByRole("button", { name: "Edit stone.png in the Editor" }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box !== null && box.x >= shown.x && box.x + box.width <= shown.x + shown.width).toBe(true);
    }
    await screenshot(page, "tablet-greenhouse-preview", { fullPage: false });
    await toolsToggle.click();
    await page.getByRole("complementary", { name: "Tools" }).getByRole("button", { name: "Editor" }).waitFor();
    expect(await toolsToggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("fits signed in", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", tablet);
    contexts.push(context);
    await expectNoSidewaysScroll(page, [768, 900, 1024]);
    await page.setViewportSize(tablet);
    await page.goto(`${worker.baseUrl}/`);
    await page
      .locator(".topbar")
      .getByRole("button", { name: /Account menu/ })
      .waitFor();
    await screenshot(page, "tablet-topbar-signed-in", { fullPage: false });
  });
});
