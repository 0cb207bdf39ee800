import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";
import { desktop, phone, signedInContext } from "./site-support.js";

// A WebP card has no Edit or Convert (the pipeline does not decode WebP), so its actions are Preview,
// Download and Delete. Right-aligned, those three sat under a PNG card's Convert, Download and Delete.
const STONE = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

useLocalStack();

/** Where a card's action sits, measured from the card's own left and right edges. */
async function actionOffsets(card: Locator, name: string) {
  const [cardBox, actionBox] = await Promise.all([
    card.boundingBox(),
    card.getByRole(name.startsWith("Download") ? "link" : "button", { name }).boundingBox(),
  ]);
  if (!cardBox || !actionBox) throw new Error(`${name} is not drawn`);
  return {
    left: Math.round(actionBox.x - cardBox.x),
    right: Math.round(cardBox.x + cardBox.width - (actionBox.x + actionBox.width)),
  };
}

async function uploadPngAndWebp(page: Page) {
  const webp = await sharp(Buffer.from(STONE.bytes)).webp({ lossless: true }).toBuffer();
  await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
  await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
  await page.getByLabel("Files to add to your library").setInputFiles([
    { name: "stone.png", mimeType: "image/png", buffer: Buffer.from(STONE.bytes) },
    { name: "stone.webp", mimeType: "image/webp", buffer: webp },
  ]);
  await expectToast(page, "Added to your library", "2 files are ready");
  await page.getByRole("button", { name: "Close notification" }).click();
  const grid = page.getByRole("list", { name: "Uploaded content" });
  return {
    png: grid.getByRole("listitem").filter({ hasText: "stone.png" }),
    webp: grid.getByRole("listitem").filter({ hasText: "stone.webp" }),
  };
}

describe("Library card actions", () => {
  for (const [layout, viewport, login] of [
    ["desktop", desktop, "tester1"],
    ["phone", phone, "tester2"],
  ] as const) {
    it(`keep Preview first and Delete last on a card without Edit and Convert (${layout})`, async () => {
      const { viewport: _, ...touch } = phoneContextOptions;
      const options = layout === "phone" ? touch : {};
      const { context, page } = await signedInContext(browser, worker.baseUrl, login, viewport, options);
      const { png, webp } = await uploadPngAndWebp(page);
      await expect.poll(() => png.getByRole("button", { name: "Edit stone.png" }).count()).toBe(1);
      expect(await webp.getByRole("button", { name: "Edit stone.webp" }).count()).toBe(0);
      expect(await webp.getByRole("button", { name: "Convert stone.webp" }).count()).toBe(0);

      const pngPreview = await actionOffsets(png, "Preview stone.png");
      const webpPreview = await actionOffsets(webp, "Preview stone.webp");
      expect(webpPreview.left).toBe(pngPreview.left);
      const pngDelete = await actionOffsets(png, "Delete stone.png");
      const webpDelete = await actionOffsets(webp, "Delete stone.webp");
      expect(webpDelete.right).toBe(pngDelete.right);
      // Download follows Preview on the WebP card, with Delete set apart at the end.
      const webpDownload = await actionOffsets(webp, "Download stone.webp");
      expect(webpDownload.left).toBeGreaterThan(webpPreview.left);
      expect(webpDownload.left).toBeLessThan(pngDelete.left - 40);

      if (layout === "phone") await phoneScreenshot(page, "library-card-actions-phone");
      else await screenshot(page, "library-card-actions-desktop", { fullPage: false });
      await context.close();
    });
  }
});
