import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";

// Crossing 768 px (a window dragged narrower, a tablet turned upright) swaps the desktop workspace for the
// phone's one-column section, so the section's view mounts again; so does leaving a section and coming
// back. The Quality tab lost its report and Auto-Optimize result, the Templates search and category, the
// Editor its new-texture size, and the control in use its focus. The AI section's own test covers AI.

const SCULK = "assets/minecraft/textures/block/sculk_catalyst_side.png";

/** Opens a section at 1024 px, the desktop workspace's side of the switch (a retry starts there too). */
async function openWide(page: Page, view: string): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${worker.baseUrl}/greenhouse?view=${view}`);
  await page.locator(".gh-workspace").waitFor();
}

/** Resizes the window and waits for the layout of that width to be the one on screen. */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.locator(width < 768 ? ".gh-phone-section" : ".gh-workspace").waitFor();
}

/** Whether keyboard focus is on the control labelled `label`, and where its caret is when it has one. */
async function focusOn(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((control: HTMLInputElement | HTMLSelectElement) => ({
    focused: document.activeElement === control,
    caret: "selectionStart" in control ? control.selectionStart : null,
  }));
}

/** What the Quality tab shows about the analysed file and its optimised copy. */
async function qualityShown(page: Page) {
  const optimised = page.getByRole("region", { name: "Optimised texture" });
  return {
    file: await page.getByRole("img", { name: /^Preview of / }).getAttribute("aria-label"),
    score: await page.getByTestId("overall-score").textContent(),
    optimised: await optimised.getByTestId("optimised-comparison").textContent(),
  };
}

describe("workspace sections across the 768 px breakpoint", () => {
  useLocalStack();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The offline-shell service worker would answer the quality worker's script itself.
    context = await browser.newContext({ viewport: { width: 1024, height: 900 }, serviceWorkers: "block" });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it("keeps the Quality report and its Auto-Optimize result, also after another section", async () => {
    await openWide(page, "quality");
    await page.getByLabel("Texture to analyse").setInputFiles(corpusEntry("replete-labpbr.zip", SCULK).file);
    await page.getByTestId("overall-score").waitFor();
    await page.getByRole("button", { name: "Auto-Optimize" }).click();
    await page.getByRole("region", { name: "Optimised texture" }).waitFor();
    const shown = await qualityShown(page);
    expect(shown.file).toBe("Preview of sculk_catalyst_side.png");
    expect(shown.optimised).toMatch(/Score/);

    await resizeTo(page, 700);
    expect(await qualityShown(page), "at 700 px").toEqual(shown);
    await screenshot(page, "greenhouse-sections-breakpoint-quality-narrow", { fullPage: false });
    await resizeTo(page, 1024);
    expect(await qualityShown(page), "back at 1024 px").toEqual(shown);

    await page.getByRole("tab", { name: "Templates", exact: true }).click();
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    await page.getByRole("tab", { name: "Quality", exact: true }).click();
    expect(await qualityShown(page), "after the Templates tab").toEqual(shown);
  }, 60_000);

  it("keeps the Templates search, its caret and the chosen category", async () => {
    await openWide(page, "templates");
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    await page.getByRole("button", { name: /^Materials \d+$/ }).click();
    const search = page.getByLabel("Search templates");
    await search.fill("stone");
    await search.press("ArrowLeft");
    await search.press("ArrowLeft");
    const cards = page.getByTestId("template-grid").getByRole("article");
    const titles = await cards.getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    for (const width of [700, 1024]) {
      await resizeTo(page, width);
      expect(await search.inputValue(), `search at ${width} px`).toBe("stone");
      expect(await focusOn(page, "Search templates"), `focus at ${width} px`).toEqual({ focused: true, caret: 3 });
      const materials = page.getByRole("button", { name: /^Materials \d+$/ });
      expect(await materials.getAttribute("aria-pressed"), `category at ${width} px`).toBe("true");
      expect(await cards.getByRole("heading").allTextContents(), `cards at ${width} px`).toEqual(titles);
    }
    // Typing goes on where the caret was.
    await page.keyboard.type("y");
    expect(await search.inputValue()).toBe("stoyne");
  }, 60_000);

  it("keeps the Editor's new-texture size and focus on it", async () => {
    await openWide(page, "editor");
    const size = page.getByLabel("New texture size");
    await size.selectOption("64");
    await size.focus();
    for (const width of [700, 1024]) {
      await resizeTo(page, width);
      expect(await size.inputValue(), `size at ${width} px`).toBe("64");
      expect(await focusOn(page, "New texture size"), `focus at ${width} px`).toEqual({ focused: true, caret: null });
    }
  }, 60_000);
});
