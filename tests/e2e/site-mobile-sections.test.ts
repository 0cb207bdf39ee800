import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { editorCanvas, rgbaText } from "./editor-canvas.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { phone, signedInContext } from "./site-support.js";

// The side sheet's Library, Editor and AI Tools on a 390x844 phone: the real workspace sections in one
// column, not a note telling the person to find a bigger screen.

let sd: { url: string; close(): Promise<void> };

useLocalStack();

beforeAll(async () => {
  sd = await startLocalSd(0);
});

afterAll(async () => {
  await sd?.close();
});

async function openFromSheet(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("dialog", { name: "Greenhouse" }).getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("dialog", { name: "Greenhouse" }).waitFor({ state: "detached" });
}

/** Nothing wider than the phone: a horizontal scrollbar is the first sign of a desktop layout. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("workspace sections on a phone (390x844)", () => {
  it("opens the signed-in user's Library from the side sheet, uploads and previews", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await openFromSheet(page, "Library");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByRole("heading", { name: "Your Uploaded Content" }).waitFor();
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    expect(await page.getByText(/opens on larger screens/).count()).toBe(0);

    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Files to add to your library").setInputFiles(stone.file);
    await expectToast(page, "Added to your library", "stone.png is ready");
    const card = page.getByRole("list", { name: "Uploaded content" }).getByRole("listitem").filter({
      hasText: "stone.png",
    });
    await card.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Finger-sized actions (44 px), Delete kept apart from Download.
    const sizes = await card
      .locator(".lib-card-actions .icon-button")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
    for (const box of sizes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    const [download, remove] = sizes.slice(-2);
    expect((remove?.left ?? 0) - (download?.right ?? 0)).toBeGreaterThanOrEqual(24);
    await phoneScreenshot(page, "site-library-phone", { closeToasts: true });

    // The sheet and the bottom bar say where the person is: Library, not Convert.
    const bottom = page.getByRole("navigation", { name: "Bottom" });
    expect(await bottom.getByRole("link", { name: "Convert" }).getAttribute("aria-current")).toBeNull();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const sheet = page.getByRole("dialog", { name: "Greenhouse" });
    expect(await sheet.getByRole("link", { name: "Library", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await sheet.getByRole("link", { name: "Convert", exact: true }).getAttribute("aria-current")).toBeNull();
    await page.keyboard.press("Escape");

    // An old phone link to the home page's note now lands in the Library itself.
    await page.goto(`${worker.baseUrl}/?view=library`);
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=library`);
    await card.waitFor();
    await context.close();
  });

  it("generates AI textures in one column and hands one to the phone's Convert wizard", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester2", phone);
    await openFromSheet(page, "AI Tools");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=ai`);
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(new URL(sd.url).port);
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByTestId("ai-server-status").getByText(`Connected to ${sd.url}`).waitFor();
    await page.getByRole("button", { name: "Stone Brick" }).click();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Textures generated!", "Created 4 variation(s)");
    const results = page.getByRole("list", { name: "Generated textures" }).getByRole("listitem");
    expect(await results.count()).toBe(4);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // One column, the prompt first: the server panel (set once, if ever) comes after the results.
    const server = await page.getByRole("button", { name: "Test Connection" }).boundingBox();
    const generator = await page.getByRole("heading", { name: "AI Texture Generator" }).boundingBox();
    expect(generator && server && generator.y < server.y).toBe(true);
    await page.getByRole("heading", { name: "AI Texture Generator" }).scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-ai-phone", { closeToasts: true });
    await results.first().scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-ai-results-phone", { closeToasts: true });
    // Use seed: the Seed box sits far above the results on a phone, so it is brought into view, focused.
    const firstSeed = (
      await results
        .first()
        .getByText(/^Seed \d+$/)
        .textContent()
    )?.replace("Seed ", "");
    await results
      .first()
      .getByRole("button", { name: `Use seed ${firstSeed}`, exact: true })
      .click();
    const seedBox = page.getByLabel("Seed", { exact: true });
    await expect.poll(() => seedBox.inputValue()).toBe(firstSeed);
    await expect.poll(() => seedBox.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        seedBox.evaluate((input) => {
          const box = input.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await phoneScreenshot(page, "site-ai-phone-use-seed", { closeToasts: true });

    await results
      .first()
      .getByRole("button", { name: /^Convert .* to LabPBR$/ })
      .click();
    await page.waitForURL(`${worker.baseUrl}/greenhouse`);
    await page.getByText("Step 1 of 4").waitFor();
    // The wizard has the generated image as its chosen file: the page's convert session carried it over.
    expect(await page.getByTestId("chosen-file").textContent()).toMatch(
      /^weathered-stone-bricks-with-mossy-mortar-\d+\.png$/,
    );
    await context.close();
  });

  it("opens a texture in the pixel editor and paints it with a finger", async () => {
    const context = await browser.newContext({ viewport: phone, hasTouch: true });
    const page = await context.newPage();
    const { texel, readoutAt } = editorCanvas(() => page);
    await page.goto(`${worker.baseUrl}/`);
    await openFromSheet(page, "Editor");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Open texture").setInputFiles(stone.file);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByLabel("Size", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Red", exact: true }).click();
    // The square stage reaches below the fold under the paint controls: bring it into view to paint.
    await page.getByLabel("Texture canvas, 16×16").scrollIntoViewIfNeeded();
    const at = await texel(5, 6, 16);
    await page.touchscreen.tap(at.x, at.y);
    expect(await readoutAt(5, 6, 16)).toBe(rgbaText([0xb0, 0x2e, 0x26, 255]));
    expect(await page.getByRole("button", { name: "Undo" }).isEnabled()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("heading", { name: "Texture editor" }).scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-editor-phone", { closeToasts: true });
    await context.close();
  });
});
