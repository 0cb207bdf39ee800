import { zipSync } from "fflate";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { type Box, boxOf, overlap, settledToast } from "../support/toast-boxes.js";
import { corpusEntry } from "./greenhouse-support.js";
import { iphoneContextOptions } from "./phone-support.js";

// A toast answers an action; it must not sit over what the person reaches for next (the queue's
// Download, the wizard's Previous), yet stay on screen and announced.

const baseUrl = inject("baseUrl");
const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
const lantern = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/sea_lantern.png");
const lanternMeta = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/sea_lantern.png.mcmeta");

useChromium();

const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

/** The toast once it has slid into place, checked to be wholly on screen and announced to screen readers. */
async function settledOnScreen(page: Page, title: string): Promise<Box> {
  // Radix announces a toast through a live region for its first second.
  const announced = page.locator('[role="status"][aria-live]').filter({ hasText: title });
  const [{ box }] = await Promise.all([settledToast(page, title), announced.waitFor({ state: "attached" })]);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  return box;
}

/** Presses Download and waits for the saved file; a short timeout, since a covered button never takes the click. */
async function pressDownload(button: Locator): Promise<void> {
  const saved = button.page().waitForEvent("download");
  await button.click({ timeout: 3000 });
  await saved;
}

/**
 * What a desktop toast must leave clear besides the queue: every navigation (the site's, the workspace
 * header's panel toggles and links, the section tabs), the bottom panel's tabs and content, the preview
 * canvas and the preview's controls.
 */
function desktopLandmarks(page: Page, { canvas = true } = {}): Locator[] {
  const header = page.locator(".gh-header");
  return [
    ...previewControls(page.getByRole("complementary", { name: "Preview" })),
    page.getByRole("navigation", { name: "Main" }),
    header.getByRole("group", { name: "Panels" }),
    header.getByRole("link", { name: "Projects" }),
    header.getByRole("link", { name: "Home" }),
    page.getByRole("tablist", { name: "Greenhouse sections" }),
    // The bottom panel's tabs and what they show; the empty right end of its tab row may take a toast.
    ...["Progress", "Batch", "Validation"].map((name) =>
      page.getByRole("tablist", { name: "Bottom panel" }).getByRole("tab", { name, exact: true }),
    ),
    page.locator(".gh-bottom-body").filter({ visible: true }),
    ...(canvas ? [page.getByTestId("channel-canvas")] : []),
  ];
}

/**
 * The Preview panel's controls, wanted right after a conversion: its map tabs (once there are maps), its
 * channel view and its zoom buttons. At the panel's top the toasts sat over them.
 */
function previewControls(preview: Locator): Locator[] {
  return [
    preview.getByRole("tablist", { name: "Map" }),
    preview.getByLabel("Channel view"),
    preview.getByRole("button", { name: "Zoom out" }),
    preview.getByRole("button", { name: "Zoom in" }),
    preview.getByRole("button", { name: "Reset view" }),
  ];
}

/** The targets among `targets` that `box` overlaps, by their text, so a failure names them (absent ones are skipped). */
async function covered(box: Box, targets: Locator[]): Promise<string[]> {
  const hits: string[] = [];
  for (const target of targets) {
    if (!(await target.isVisible())) continue;
    if (overlap(box, await boxOf(target)))
      hits.push((await target.getAttribute("aria-label")) ?? (await target.textContent()) ?? "");
  }
  return hits;
}

describe("toasts on the converter keep out of the way", () => {
  it("leaves the desktop queue and its Download clear (1280x800)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const uploaded = await settledOnScreen(page, "Upload successful");
    const queue = page.getByRole("list", { name: "Job queue" });
    await queue.waitFor();
    // The toast that answers Generate Textures leaves the queue it points to in sight.
    expect(overlap(uploaded, await boxOf(queue))).toBe(false);
    expect(await covered(uploaded, desktopLandmarks(page))).toEqual([]);
    // Nor the centre panel: the Upload card and its header, where the next action (or View only) is.
    expect(overlap(uploaded, await boxOf(page.locator(".gh-centre .gh-card").first()))).toBe(false);
    expect(overlap(uploaded, await boxOf(page.locator(".gh-panel-centre")))).toBe(false);

    const download = queue.getByRole("listitem").filter({ hasText: "stone.png" }).getByRole("button", {
      name: "Download",
    });
    await download.waitFor({ timeout: 60_000 });
    await pressDownload(download);
    const toast = await settledOnScreen(page, "Download started");
    expect(overlap(toast, await boxOf(queue))).toBe(false);
    expect(overlap(toast, await boxOf(page.getByRole("region", { name: "Growth Progress" })))).toBe(false);
    // The converted texture's maps are in the Preview panel now, with their tabs.
    await page.getByRole("complementary", { name: "Preview" }).getByRole("tablist", { name: "Map" }).waitFor();
    expect(await covered(toast, desktopLandmarks(page))).toEqual([]);
    // While the toast is up, Download takes a second real click (not one dispatched past whatever covers it).
    await pressDownload(download);
    await screenshot(page, "greenhouse-toast-desktop", { fullPage: false });
  }, 90_000);

  it("keeps clear of the Preview panel's controls, its canvas and whole words at 768 and 1024", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    // The preview's maps are made first: their tabs push the canvas down, so they are measured in place.
    await page.getByRole("complementary", { name: "Preview" }).getByRole("tablist", { name: "Map" }).waitFor();
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 768 });
      // The panels settle to the new width over a frame or two before anything is measured.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.getByRole("button", { name: "Validate Texture Only" }).click();
      const box = await settledOnScreen(page, "Validation complete");
      expect(await covered(box, desktopLandmarks(page, { canvas: false })), `${width}px`).toEqual([]);
      // Nor the canvas: in a window this short (the map tabs on two rows) it grazed the canvas's bottom edge.
      const picture = await boxOf(page.getByTestId("channel-canvas"));
      expect(box.y, `${width}px`).toBeGreaterThanOrEqual(picture.y + picture.height);
      // Wide enough for its words: as wide as the 184 px panel, a title broke mid-word ("Conversio / n").
      const toast = page.locator(".toast").filter({ hasText: "Validation complete" });
      const titleLines = await toast.locator(".toast-title").evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(titleLines, `${width}px`).toBe(1);
      expect(box.width, `${width}px`).toBeGreaterThanOrEqual(18 * 16 - 24);
      await screenshot(page, `greenhouse-toast-${width}`, { fullPage: false });
      await page.getByRole("button", { name: "Close notification" }).click();
      await toast.waitFor({ state: "detached" });
    }
  }, 60_000);

  it("stays above the bottom panel's queue on a touch tablet (1024x768)", async () => {
    // The 44 px touch buttons took three toolbar rows there, the canvas sat lower, and a toast too tall
    // for the strip under it hung past the bottom panel's tab row onto the queue's heading.
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await context.newPage();
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("complementary", { name: "Preview" }).getByRole("tablist", { name: "Map" }).waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const box = await settledOnScreen(page, "Upload successful");
    const tabs = await boxOf(page.locator(".gh-bottom-tabs"));
    expect(box.y + box.height).toBeLessThanOrEqual(tabs.y + tabs.height);
    const queue = page.locator(".gh-bottom-body").getByRole("heading", { name: "Queue" });
    expect(overlap(box, await boxOf(queue))).toBe(false);
    expect(await covered(box, desktopLandmarks(page))).toEqual([]);
    await screenshot(page, "greenhouse-toast-tablet-touch", { fullPage: false });
  }, 60_000);

  it("leaves an animated texture's controls under the canvas clear (1280x800)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles([lanternMeta.file, lantern.file]);
    const animation = page.getByRole("complementary", { name: "Preview" }).getByRole("group", { name: "Animation" });
    await animation.waitFor();
    await page.getByRole("button", { name: "Validate Texture Only" }).click();
    const box = await settledOnScreen(page, "Validation complete");
    await screenshot(page, "greenhouse-toast-animated", { fullPage: false });
    // Only the caption and pixel readout under them take it for a few seconds.
    expect(await covered(box, [animation, ...desktopLandmarks(page)])).toEqual([]);
  }, 60_000);

  it("leaves the phone wizard's Download and Previous clear (390x844)", async () => {
    const context = await browser.newContext({ ...iphoneContextOptions, acceptDownloads: true });
    const page = await context.newPage();
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page.getByText("Step 4 of 4").waitFor();
    const download = page.locator("#main").getByRole("button", { name: "Download" });
    await download.waitFor({ timeout: 60_000 });
    await download.scrollIntoViewIfNeeded();
    await pressDownload(download);
    const toast = await settledOnScreen(page, "Download started");
    expect(overlap(toast, await boxOf(download))).toBe(false);
    expect(overlap(toast, await boxOf(page.getByRole("navigation", { name: "Wizard" })))).toBe(false);
    expect(overlap(toast, await boxOf(page.getByRole("navigation", { name: "Bottom" })))).toBe(false);
    await pressDownload(download);
    await screenshot(page, "greenhouse-toast-phone", { fullPage: false });
    // Scrolled on to the previewer under the job while the toast is up (centred, to see it whole): its
    // map tabs, channel view and zoom buttons stay clear of the toast.
    const previewer = page.locator("#main").getByRole("region", { name: "Channel previewer" });
    await previewer.evaluate((element) => element.scrollIntoView({ block: "center" }));
    expect(await covered(toast, previewControls(previewer))).toEqual([]);
    await screenshot(page, "greenhouse-toast-phone-preview", { fullPage: false });
    await download.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Previous" }).click({ timeout: 3000 });
    await page.getByText("Step 3 of 4").waitFor();
  }, 90_000);

  it("keeps to the Preview panel and stays under an open dialog (1280x800)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    pages.push(page);
    await page.goto(`${baseUrl}/greenhouse`);
    const pack = zipSync({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"toast"}}'),
      "assets/minecraft/textures/block/stone.png": stone.bytes,
    });
    await page
      .getByLabel("Texture or resource pack")
      .setInputFiles({ name: "toast.zip", mimeType: "application/zip", buffer: Buffer.from(pack) });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    const validated = await settledOnScreen(page, "Validation complete");
    // Clear of the whole centre panel (the Upload card, its header's badge, its buttons); over the Preview panel.
    expect(overlap(validated, await boxOf(page.locator(".gh-panel-centre")))).toBe(false);
    expect(await covered(validated, desktopLandmarks(page))).toEqual([]);
    const previewPanel = await boxOf(page.getByRole("complementary", { name: "Preview" }));
    expect(validated.x).toBeGreaterThanOrEqual(previewPanel.x);
    expect(validated.x + validated.width).toBeLessThanOrEqual(previewPanel.x + previewPanel.width + 0.5);

    // A dialog opened while the toast is up sits over it: what is drawn at the toast's centre is the
    // dialog's backdrop, never the toast.
    await page.getByRole("button", { name: "Support" }).click();
    await page.getByRole("dialog", { name: "Support Greenhouse" }).waitFor();
    const toast = page.locator(".toast").filter({ hasText: "Validation complete" });
    const atCentre = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { inToast: top !== null && element.contains(top), drawn: top?.className ?? "" };
    });
    expect(atCentre).toEqual({ inToast: false, drawn: expect.stringContaining("dialog-overlay") });
    await screenshot(page, "greenhouse-toast-under-dialog", { fullPage: false });
  }, 60_000);
});
