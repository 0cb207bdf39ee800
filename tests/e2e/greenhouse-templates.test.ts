import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, rgbaText } from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

const { drag, readoutAt } = editorCanvas(() => page);

async function closeToasts(): Promise<void> {
  for (const close of await page.getByRole("button", { name: "Close notification" }).all()) {
    await close.click().catch(() => undefined);
  }
}

describe("the template library", () => {
  it("searches, filters, applies a template and the Convert sliders show its values", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?view=templates`);
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    const chip = (name: RegExp) => page.getByRole("button", { name });
    await chip(/^All 8$/).waitFor();
    expect(await chip(/^Materials 3$/).isVisible()).toBe(true);
    await screenshot(page, "greenhouse-templates");

    const cards = page.getByTestId("template-grid").getByRole("article");
    await page.getByLabel("Search templates").fill("glass");
    await chip(/^All 1$/).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getByRole("heading").textContent()).toBe("Connected Glass");
    await page.getByLabel("Search templates").fill("zzz");
    await page.getByText("No templates found").waitFor();
    await page.getByLabel("Search templates").fill("");
    await chip(/^Materials 3$/).click();
    expect(await cards.count()).toBe(3);
    expect(await chip(/^Materials 3$/).getAttribute("aria-pressed")).toBe("true");

    // From the keyboard: Apply gives way to Open Convert, and focus moves onto it (not to the page's top).
    await page.getByRole("button", { name: "Apply template: Rough Stone" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Applied Rough Stone template", "PBR settings have been updated");
    const stoneCard = page.getByRole("article", { name: "Rough Stone" });
    await stoneCard.getByText("In use").waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Open Convert");
    await page.getByRole("heading", { name: "Template Library" }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-templates-applied");
    // Scrolled down the library, Open Convert still lands at the top of Convert, where the upload is.
    await page.locator("#gh-section").evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    expect(await page.locator("#gh-section").evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await stoneCard.getByRole("button", { name: "Open Convert" }).click();
    await page.getByText("Drop your textures here").waitFor();
    expect(await page.locator("#gh-section").evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
    const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    expect(await value("Contrast")).toBe("1.2");
    expect(await value("Roughness intensity")).toBe("0.9");
    expect(await value("Normal strength")).toBe("1.8");
    expect(await value("Height depth")).toBe("0.4");
    expect(await value("AO radius")).toBe("0.7");
    await closeToasts();
    await page.locator(".toast").first().waitFor({ state: "hidden" });
    await page.getByLabel("AO radius", { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-templates-convert");

    // A CTM template switches the CTM split on with 47 tiles; the next template switches it off again.
    await page.getByRole("tab", { name: "Templates" }).click();
    // Back in Templates the filter is as it was left; glass is under All.
    expect(await chip(/^Materials 3$/).getAttribute("aria-pressed")).toBe("true");
    await chip(/^All 8$/).click();
    await page.getByRole("button", { name: "Apply template: Connected Glass" }).click();
    await expectToast(page, "Applied Connected Glass template", "PBR settings have been updated");
    await page.getByRole("tab", { name: "Convert" }).click();
    await page.getByRole("tab", { name: "CTM Split" }).click();
    expect(await page.getByLabel("CTM split", { exact: true }).isChecked()).toBe(true);
    expect(await value("Roughness intensity")).toBe("0.2");
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.getByRole("button", { name: "Apply template: Rough Stone" }).click();
    await page.getByRole("tab", { name: "Convert" }).click();
    await page.getByRole("tab", { name: "CTM Split" }).click();
    expect(await page.getByLabel("CTM split", { exact: true }).isChecked()).toBe(false);

    // Back to the converter's defaults.
    await page.getByRole("tab", { name: "Templates" }).click();
    await page.getByRole("button", { name: "Reset to defaults" }).click();
    await expectToast(page, "Default settings restored", "PBR settings have been updated");
    await page.getByRole("button", { name: "Reset to defaults" }).waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Convert" }).click();
    expect(await value("Roughness intensity")).toBe("0.8");
    expect(await value("Normal strength")).toBe("1");
  });

  it("offers real .mcmeta animation templates to copy, download and customise", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: worker.baseUrl });
    await page.goto(`${worker.baseUrl}/greenhouse?view=templates`);
    await page.getByRole("heading", { name: "Animation Templates" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Fire .mcmeta" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("fire.png.mcmeta");
    expect(JSON.parse(readFileSync((await download.path())!, "utf8"))).toEqual({ animation: { frametime: 2 } });

    await page.getByRole("button", { name: "Copy Water Flow .mcmeta" }).click();
    await expectToast(page, "Copied to clipboard!", "Paste it into your texture's .png.mcmeta file.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // One tick a frame: the game blends nothing, so no interpolate (it claimed a blend that never happened).
    expect(JSON.parse(copied)).toEqual({ animation: { frametime: 1 } });
    const water = page.getByRole("article", { name: "Water Flow" });
    await water.getByText("32 frames at 50 ms (one game tick each), looping seamlessly").waitFor();
    expect(await water.textContent()).not.toMatch(/interpolat/i);
    // Customised with Interpolate ticked, the builder says why the file still leaves it out at 50 ms.
    await page.getByRole("button", { name: "Customise Water Flow" }).click();
    const blendBox = page.getByRole("checkbox", { name: /^Interpolate/ });
    await blendBox.check();
    await page.getByText("No blending at one tick (50 ms) a frame").waitFor();
    await page
      .getByRole("heading", { name: "Custom animation" })
      .locator("xpath=ancestor::section[1]")
      .screenshot({ path: "tests/e2e/screenshots/greenhouse-templates-blend-note.png" });
    expect(JSON.parse((await page.getByTestId("custom-mcmeta").textContent()) ?? "")).toEqual({
      animation: { frametime: 1 },
    });
    await page.getByLabel("Frame time (ms)").fill("100");
    expect(JSON.parse((await page.getByTestId("custom-mcmeta").textContent()) ?? "")).toEqual({
      animation: { interpolate: true, frametime: 2 },
    });
    await blendBox.uncheck();

    await page.getByRole("button", { name: "Customise Portal" }).click();
    const custom = page.getByTestId("custom-mcmeta");
    const portal = JSON.parse((await custom.textContent()) ?? "") as {
      animation: { frames: { index: number; time: number }[] };
    };
    expect(portal.animation.frames).toHaveLength(16);
    expect(portal.animation.frames[0]).toEqual({ index: 15, time: 2 });
    expect(portal.animation.frames[1]).toEqual({ index: 14, time: 1 });
    // Until you type a name of your own, the file is named after the template chosen.
    expect(await page.getByLabel("Texture", { exact: true }).inputValue()).toBe("portal");
    await page.getByLabel("Texture", { exact: true }).fill("nether_portal");
    await page.getByLabel("Frames").fill("4");
    await page.getByLabel("Order").selectOption("pingpong");
    await page.getByLabel("Frame time (ms)").fill("100");
    expect(JSON.parse((await custom.textContent()) ?? "")).toEqual({
      animation: { frametime: 2, frames: [0, 1, 2, 3, 2, 1] },
    });
    const [customDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download nether_portal.png.mcmeta" }).click(),
    ]);
    expect(customDownload.suggestedFilename()).toBe("nether_portal.png.mcmeta");
    await closeToasts();
    await page.getByRole("heading", { name: "Animation Templates" }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-templates-animation");
  });

  it("looks finished in the light theme", async () => {
    await page.evaluate(() => localStorage.setItem("greenhouse-theme", "light"));
    await page.goto(`${worker.baseUrl}/greenhouse?view=templates`);
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    await screenshot(page, "greenhouse-templates-light");
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    await page.getByRole("button", { name: "Green", exact: true }).click();
    await drag(256, [40, 40], [200, 120]);

    // Dropping a file anywhere on the editor opens it (a new history step, so Undo returns to the drawing).
    const planks = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/oak_planks.png");
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "oak_planks.png", { type: "image/png" }));
      return transfer;
    }, Array.from(planks.bytes));
    await page.getByTestId("editor-stage").dispatchEvent("drop", { dataTransfer });
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("oak_planks");
    const planksImage = await decodeWithPipeline(planks.bytes);
    expect(await readoutAt(5, 9, 16)).toBe(rgbaText(pixel(planksImage, 5, 9)));
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("texture");
    await page.getByRole("button", { name: "Circle" }).click();
    await drag(256, [60, 140], [180, 230]);
    await screenshot(page, "greenhouse-editor-light");
    await page.evaluate(() => localStorage.removeItem("greenhouse-theme"));
  });
});

describe("the template search on a touch phone (390x844)", () => {
  it("shows its whole example of what to type", async () => {
    const context = await browser.newContext(phoneContextOptions);
    const phonePage = await context.newPage();
    await phonePage.goto(`${worker.baseUrl}/greenhouse?view=templates`);
    const search = phonePage.getByLabel("Search templates");
    await search.waitFor();
    // The placeholder's width in the field's own font against the room its content box has.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no 2D context");
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, fits: context.measureText(input.placeholder).width <= room };
    });
    expect(fit).toEqual({ placeholder: "Search, e.g. stone, glass, winter", fits: true });
    await phoneScreenshot(phonePage, "greenhouse-templates-phone-search", { closeToasts: true });
    await context.close();
  });

  it("lines Reset to defaults up with the title and its description", async () => {
    const context = await browser.newContext(phoneContextOptions);
    const phonePage = await context.newPage();
    await phonePage.goto(`${worker.baseUrl}/greenhouse?view=templates`);
    await phonePage.getByRole("button", { name: "Apply template: Rough Stone" }).click();
    const reset = phonePage.getByRole("button", { name: "Reset to defaults" });
    await reset.waitFor();
    const header = phonePage.locator(".tpl-section-head").first();
    const edges = await header.evaluate((head) => {
      const left = (selector: string) => head.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN;
      const top = (selector: string) => head.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
      return {
        title: left("h2 svg"),
        description: left("p"),
        reset: left(".tpl-reset svg"),
        resetBelowDescription: top(".tpl-reset") >= (head.querySelector("p")?.getBoundingClientRect().bottom ?? 0),
      };
    });
    expect(Math.abs(edges.reset - edges.title), "Reset's icon under the title's").toBeLessThanOrEqual(1);
    expect(Math.abs(edges.description - edges.title)).toBeLessThanOrEqual(1);
    expect(edges.resetBelowDescription).toBe(true);
    await phoneScreenshot(phonePage, "greenhouse-templates-phone-reset", { closeToasts: true });
    await context.close();
  });
});
