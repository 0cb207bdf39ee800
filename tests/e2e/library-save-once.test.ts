import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, type Rgba, rgbaText } from "./editor-canvas.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { type LibraryItem, libraryItems } from "./library-items.js";
import { signedInContext } from "./site-support.js";

// A creator review found that saving an edited library item again added a new Library item each time.
// These journeys count the items through the API after every save; the AI results' saves are in
// library-save-once-ai.test.ts.

let context: BrowserContext;
let page: Page;

useLocalStack();

beforeAll(async () => {
  ({ context, page } = await signedInContext(browser, worker.baseUrl, "tester2", { width: 1440, height: 900 }));
});

afterAll(async () => {
  await context?.close();
});

const RED: Rgba = [0xb0, 0x2e, 0x26, 255];
const BLUE: Rgba = [0x3c, 0x44, 0xaa, 255];
const { drag, readoutAt } = editorCanvas(() => page);

/** The stored file of an item, decoded with the app's own pipeline. */
async function storedImage(item: LibraryItem) {
  const bytes = await page.evaluate(
    async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())),
    item.fileUrl,
  );
  return decodeWithPipeline(new Uint8Array(bytes));
}

const sections = () => page.getByRole("tablist", { name: "Greenhouse sections" });
const cards = () => page.getByRole("list", { name: "Uploaded content" }).getByRole("listitem");

describe("saving twice never makes a second Library item", () => {
  let stoneId: number;

  it("edits a Library item in the editor and saves it twice: still one item, whose file shows the edits", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    await page.getByLabel("Files to add to your library").setInputFiles(stone.file);
    await expectToast(page, "Added to your library", "stone.png is ready");
    const [uploaded] = await libraryItems(page);
    stoneId = uploaded!.id;

    await page.getByRole("button", { name: "Edit stone.png", exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    // Opened from the Library, the texture is linked to its item: a copy is the explicit choice.
    await page.getByRole("button", { name: "Save as new" }).waitFor();
    expect(await page.getByRole("button", { name: "Save Texture" }).getAttribute("title")).toBe(
      "Update stone.png in your Library",
    );

    await page.getByLabel("Size", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await drag(16, [0, 0], [5, 0]);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", "Updated stone.png in your Library.");

    await page.getByRole("button", { name: "Blue", exact: true }).click();
    await drag(16, [0, 15], [5, 15]);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", "Updated stone.png in your Library.");
    await page.getByRole("button", { name: "Save Texture" }).waitFor();
    await screenshot(page, "library-save-once-editor-updated");

    const items = await libraryItems(page);
    expect(items.map((item) => [item.id, item.fileName])).toEqual([[stoneId, "stone.png"]]);
    const stored = await storedImage(items[0]!);
    expect(pixel(stored, 3, 0)).toEqual(RED);
    expect(pixel(stored, 3, 15)).toEqual(BLUE);

    // The Library shows one card, and Edit on it opens the edited bytes (not the browser's cached file).
    await sections().getByRole("tab", { name: "Library" }).click();
    await cards().first().waitFor();
    expect(await cards().count()).toBe(1);
    await page.getByText("1 file", { exact: true }).waitFor();
    // The card shows the updated thumbnail, by its new address (the old one may sit in the browser's cache).
    const thumbnail = cards().first().locator("img");
    expect(await thumbnail.getAttribute("src")).toBe(items[0]!.thumbnailUrl);
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    // It reads as just updated, not by its first upload's time.
    await cards()
      .first()
      .getByText(/^Updated (just now|\d+ seconds? ago)$/)
      .waitFor();
    await screenshot(page, "library-save-once-library");
    await page.getByRole("button", { name: "Edit stone.png", exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await readoutAt(3, 0, 16)).toBe(rgbaText(RED));
    expect(await readoutAt(3, 15, 16)).toBe(rgbaText(BLUE));
  });

  it("saves a copy with Save as new, then updates the copy; a deleted link falls back to a new item", async () => {
    // A new name reads as a new file: Save Texture adds it, and replacing the item is the explicit choice
    // (a renamed variant used to replace its original silently).
    await page.getByLabel("Texture name").fill("stone_copy");
    await page.getByRole("button", { name: "Replace stone.png", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Save as new" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save Texture" }).getAttribute("title")).toBe(
      "Add stone_copy.png to your Library and leave stone.png as it is",
    );
    await screenshot(page, "library-save-once-renamed");
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture saved successfully", "stone_copy.png is now in your Library.");
    await page.getByRole("button", { name: "Save as new" }).waitFor();
    let items = await libraryItems(page);
    expect(items).toHaveLength(2);
    const copy = items.find((item) => item.fileName === "stone_copy.png")!;
    expect(copy.id).not.toBe(stoneId);

    // Save now updates the copy, and leaves the original as it was.
    await page.getByRole("button", { name: "Green", exact: true }).click();
    await drag(16, [8, 8], [10, 8]);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", "Updated stone_copy.png in your Library.");
    items = await libraryItems(page);
    expect(items.map((item) => item.id).sort()).toEqual([stoneId, copy.id].sort());
    const original = await storedImage(items.find((item) => item.id === stoneId)!);
    expect(pixel(original, 9, 8)).not.toEqual(
      pixel(await storedImage(items.find((item) => item.id === copy.id)!), 9, 8),
    );

    // The copy is deleted elsewhere (another tab): saving adds it anew and says so.
    await page.evaluate(async (id) => {
      await fetch(`/api/uploaded-content/${id}`, { method: "DELETE" });
    }, copy.id);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(
      page,
      "Saved as a new texture",
      "stone_copy.png was no longer in your Library, so it was saved as a new item.",
    );
    items = await libraryItems(page);
    expect(items).toHaveLength(2);
    const readded = items.find((item) => item.fileName === "stone_copy.png")!;
    expect(readded.id).not.toBe(copy.id);
    await screenshot(page, "library-save-once-relinked");

    // A new texture is no Library item: the copy button goes and Save adds a new one.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByRole("button", { name: "Save as new" }).waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Save Texture" }).getAttribute("title")).toBe(
      "Add this texture to your Library",
    );

    // The link belongs to the texture, not the editor: undoing back across New brings back the copy and
    // Save updates the copy again (it used to keep New's "no item" and add a third one); Redo returns to
    // the new texture and its lack of an item.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("button", { name: "Save as new" }).waitFor();
    expect(await page.getByRole("button", { name: "Save Texture" }).getAttribute("title")).toBe(
      "Update stone_copy.png in your Library",
    );
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await page.getByRole("button", { name: "Save as new" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", "Updated stone_copy.png in your Library.");
    expect(await libraryItems(page)).toHaveLength(2);

    // Replace renames the item in place: still two items, the copy under its new name.
    await page.getByLabel("Texture name").fill("stone_final");
    await page.getByRole("button", { name: "Replace stone_copy.png", exact: true }).click();
    await expectToast(page, "Texture updated", "Updated stone_final.png in your Library.");
    const renamed = await libraryItems(page);
    expect(renamed.map((item) => item.fileName).sort()).toEqual(["stone.png", "stone_final.png"]);
    expect(await page.getByRole("button", { name: "Save Texture" }).getAttribute("title")).toBe(
      "Update stone_final.png in your Library",
    );
  });

  it("updates an item whose name saving would clean in place, and fits a long name in the header", async () => {
    // A review found `evil<b>x.png` read as renamed (the cleaned field vs. the raw item name): Save
    // Texture added `evil_b_x.png`, and "Replace <name>" ran past the header's edge at 1280 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const name = "evil<b>x weathered cobblestone wall variant final.png";
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page
      .getByLabel("Files to add to your library")
      .setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from(stone.bytes) });
    await expectToast(page, "Added to your library", `${name} is ready`);
    const before = await libraryItems(page);
    const item = before.find((listed) => listed.fileName === name)!;

    await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByRole("button", { name: "Save as new" }).waitFor();
    expect(await page.getByRole("button", { name: /^Replace / }).count()).toBe(0);
    await page.getByRole("button", { name: "Green", exact: true }).click();
    await drag(16, [2, 2], [4, 2]);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", `Updated ${name} in your Library.`);
    const after = await libraryItems(page);
    expect(after).toHaveLength(before.length);
    expect(after.find((listed) => listed.id === item.id)?.fileName).toBe(name);

    // Renamed, the explicit Replace names the item in full for assistive tech and stays inside the header.
    await page.getByLabel("Texture name").fill("renamed");
    const replace = page.getByRole("button", { name: `Replace ${name}`, exact: true });
    await replace.waitFor();
    await screenshot(page, "editor-replace-long-name", { fullPage: false });
    const header = await page.locator(".ed-head").boundingBox();
    const button = await replace.boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(header!.x + header!.width + 0.5);
  });
});
