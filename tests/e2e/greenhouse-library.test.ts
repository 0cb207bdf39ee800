import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Download } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";

// Replete ships its textures with ~7 KB of iCCP/zTXt metadata on 32x32 pixels: a real file that the
// analyser grades down for size and that Auto-Optimize visibly improves.
const STONE = "assets/minecraft/textures/block/stone.png";
const OAK = "assets/minecraft/textures/block/oak_planks.png";

async function downloaded(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(readFileSync(file));
}

useLocalStack();

describe("the Library section", () => {
  it("asks guests to sign in and brings them back to the library afterwards", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByRole("heading", { name: "Sign in to see your uploaded content" }).waitFor();
    const section = page.locator("#gh-section");
    expect(await section.getByRole("link", { name: "Sign in with Discord" }).getAttribute("href")).toBe(
      "/api/auth/discord",
    );
    await screenshot(page, "library-guest");
    // Signing in from here goes through Discord (the stand-in's page) and comes back to the library.
    await section.getByRole("link", { name: "Sign in with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester3" }).click();
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("library");
    await context.close();
  });

  it("uploads, lists, previews, downloads and deletes the signed-in user's files", async () => {
    const // The offline-shell service worker would answer the worker script itself, out of page.route's reach.
      context = await browser.newContext({
        viewport: { width: 1400, height: 900 },
        acceptDownloads: true,
        serviceWorkers: "block",
      });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
    await page.waitForURL(`${worker.baseUrl}/`);
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    await screenshot(page, "library-empty");
    // The heading keeps the same room from the panel's edge as the other sections (it sat 8 px off it).
    const inset = await page.evaluate(() => {
      const panel = document.querySelector(".gh-centre")?.getBoundingClientRect();
      const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent === "Your Uploaded Content");
      return (heading?.getBoundingClientRect().left ?? 0) - (panel?.left ?? 0);
    });
    expect(inset).toBeGreaterThanOrEqual(14);

    const stone = corpusEntry("pixelperfection-ce.zip", STONE);
    const oak = corpusEntry("pixelperfection-ce.zip", OAK);
    await page.getByLabel("Files to add to your library").setInputFiles([stone.file, oak.file]);
    await expectToast(page, "Added to your library", "2 files are ready");
    const grid = page.getByRole("list", { name: "Uploaded content" });
    const stoneCard = grid.getByRole("listitem").filter({ hasText: "stone.png" });
    await stoneCard.waitFor();
    expect(await grid.getByRole("listitem").count()).toBe(2);
    await stoneCard.getByText(`${stone.bytes.length} Bytes`).waitFor();
    await stoneCard.getByText("PNG", { exact: true }).waitFor();
    await stoneCard
      .locator("time")
      .getByText(/now|second/)
      .waitFor();
    // The thumbnail is the server's PNG, really drawn.
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".lib-thumb img")].every((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    await screenshot(page, "library-grid");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await screenshot(page, "library-grid-light");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));

    await stoneCard.getByRole("button", { name: "Preview stone.png" }).click();
    const dialog = page.getByRole("dialog", { name: "stone.png" });
    await dialog.getByText("16 × 16 px").waitFor();
    expect(await dialog.getByRole("img", { name: "Preview of stone.png" }).isVisible()).toBe(true);
    await screenshot(page, "library-preview");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      stoneCard.getByRole("link", { name: "Download stone.png" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone.png");
    expect(await downloaded(download)).toEqual(stone.bytes);

    // A saved texture can be worked on again: Edit opens it in the Editor, Convert puts it in Convert.
    await stoneCard.getByRole("button", { name: "Edit stone.png" }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone");
    expect(await page.getByRole("tab", { name: "Editor" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Library" }).click();
    await grid
      .getByRole("listitem")
      .filter({ hasText: "oak_planks.png" })
      .getByRole("button", { name: "Convert oak_planks.png" })
      .click();
    await expectToast(page, "Ready to convert", "oak_planks.png is in Convert with your current settings.");
    await page.getByTestId("chosen-file").getByText("oak_planks.png").waitFor();
    await page.getByRole("tab", { name: "Library" }).click();
    await stoneCard.waitFor();

    await stoneCard.getByRole("button", { name: "Delete stone.png" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete File" });
    await confirm.getByText("Are you sure you want to delete this file? This action cannot be undone").waitFor();
    await screenshot(page, "library-delete-confirm");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "File deleted", "stone.png was removed from your library");
    await stoneCard.waitFor({ state: "detached" });
    expect(await grid.getByRole("listitem").count()).toBe(1);
    // Focus moves to the remaining card rather than falling to <body> with the deleted card's button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Delete oak_planks.png");

    const oakCard = grid.getByRole("listitem").filter({ hasText: "oak_planks.png" });
    await oakCard.getByRole("button", { name: "Delete oak_planks.png" }).click();
    await page.getByRole("dialog", { name: "Delete File" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    // With no card left, focus goes to Upload files.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Upload files");
    const left = await page.evaluate(async () => (await fetch("/api/uploaded-content")).json());
    expect(left).toEqual([]);
    await expectToast(page, "File deleted", "oak_planks.png was removed from your library");
    // The toast slides in; the picture is taken once it has settled.
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".toast")].every((toast) => toast.getAnimations().length === 0),
    );
    await screenshot(page, "library-empty-after-delete");

    // Files dropped anywhere on the library are added too.
    const dropped = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "dropped_stone.png", { type: "image/png" }));
      return transfer;
    }, Array.from(stone.bytes));
    const library = page.locator(".lib");
    await library.dispatchEvent("dragover", { dataTransfer: dropped });
    await page.getByText("Drop to add to your library").waitFor();
    await library.dispatchEvent("drop", { dataTransfer: dropped });
    await expectToast(page, "Added to your library", "dropped_stone.png is ready");
    await grid.getByRole("listitem").filter({ hasText: "dropped_stone.png" }).waitFor();

    // A selection with a file of the wrong type adds its images and names the one it skipped (one
    // notes.txt among them refused the whole selection, without saying which file).
    const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-library-"));
    const notes = path.join(scratch, "notes.txt");
    writeFileSync(notes, "where these textures came from");
    const mixed = path.join(scratch, "mixed_stone.png");
    writeFileSync(mixed, stone.bytes);
    await page.getByLabel("Files to add to your library").setInputFiles([mixed, notes]);
    await expectToast(page, "Added to your library", "mixed_stone.png is ready. Skipped notes.txt: not an image.");
    await grid.getByRole("listitem").filter({ hasText: "mixed_stone.png" }).waitFor();
    expect(await grid.getByRole("listitem").filter({ hasText: "notes.txt" }).count()).toBe(0);
    await screenshot(page, "library-skipped-file");
    // Nothing acceptable: nothing is sent, and the toast still names the file.
    await page.getByLabel("Files to add to your library").setInputFiles(notes);
    await expectToast(page, "No files added", "Skipped notes.txt: not an image.");

    // A file the API refuses (not an image) explains itself.
    const fake = path.join(scratch, "fake.png");
    writeFileSync(fake, "this is not a picture");
    await page.getByLabel("Files to add to your library").setInputFiles(fake);
    await expectToast(page, "Upload failed", "Only images can be added to your library");

    // A header declaring 100000x100000: refused by size, the file named once in the toast.
    const huge = Buffer.from(stone.bytes);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    const hugeFile = path.join(path.dirname(fake), "huge_header.png");
    writeFileSync(hugeFile, huge);
    await page.getByLabel("Files to add to your library").setInputFiles(hugeFile);
    const refused = page.locator(".toast").filter({ hasText: "Upload failed" }).filter({ hasText: "100000" });
    await refused.waitFor();
    expect((await refused.textContent())?.split("huge_header.png").length).toBe(2);
    await context.close();
  });
});
