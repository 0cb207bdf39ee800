import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { FileChooser, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast, setTheme, showHeading, warnsBeforeLeaving } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const block = (name: string) => `assets/minecraft/textures/block/${name}`;

let page: Page;

useChromium();

// File pickers the page opens. Listened for from the start: Playwright turns the interception on
// asynchronously when the first listener comes, and a raw key sent on another CDP session at once
// could open the picker before it was on (a CI run waited 5 s for a chooser that had opened unseen).
const choosers: FileChooser[] = [];

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  page.on("filechooser", (chooser) => choosers.push(chooser));
});

/** A small real resource pack: two corpus textures and a pack.mcmeta, zipped in the test. */
function tinyPack(): string {
  const file = path.join(tmpdir(), `greenhouse-batch-pack-${process.pid}.zip`);
  writeFileSync(
    file,
    zipSync({
      "pack.mcmeta": strToU8(JSON.stringify({ pack: { pack_format: 15, description: "tiny" } })),
      [block("cobblestone.png")]: corpusEntry("pixelperfection-ce.zip", block("cobblestone.png")).bytes,
      [block("iron_block.png")]: corpusEntry("pixelperfection-ce.zip", block("iron_block.png")).bytes,
      // Not an image: the pack converts, and this file is the error its row lists.
      [block("broken.png")]: strToU8("not a png at all"),
    }),
  );
  return file;
}

const queueTab = (label: string) => page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });
const sectionResume = () => page.locator(".batch-controls").getByRole("button", { name: "Resume" });
const panelResume = () => page.locator(".batch-panel").getByRole("button", { name: "Resume" });
const rows = () => page.getByRole("list", { name: "All files" }).getByRole("listitem");

describe("Batch: real conversions of a queue", () => {
  it("adds textures and a pack, pauses after the current item, resumes, and finishes every file", async () => {
    await page.goto(`${baseUrl}/greenhouse?view=batch`);
    await page.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    await page.getByText("The queue is empty. Add textures or resource packs above.").waitFor();
    expect(await page.getByRole("button", { name: "Start Processing" }).isDisabled()).toBe(true);
    // Keyboard focus on the hidden file input rings its visible label, Add Files.
    const addFiles = page.locator(".batch-drop label", { hasText: "Add Files" });
    expect(await addFiles.evaluate((label) => getComputedStyle(label).outlineStyle)).not.toBe("solid");
    await page.getByLabel("Files for the batch").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect(await page.getByLabel("Files for the batch").evaluate((input) => input.matches(":focus-visible"))).toBe(
      true,
    );
    expect(await addFiles.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
    await screenshot(page, "greenhouse-batch-focus");
    // Enter on the focused Add Files opens the picker, also when the key sends no keypress after its keydown
    // (as a raw key event does): the browser's own Enter handling waits for that keypress, so only Space worked.
    const devtools = await page.context().newCDPSession(page);
    const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 };
    await devtools.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...enter });
    await devtools.send("Input.dispatchKeyEvent", { type: "keyUp", ...enter });
    await expect.poll(() => choosers.length, { timeout: 10_000 }).toBe(1);
    expect(choosers[0]?.isMultiple()).toBe(true);
    await devtools.detach();
    await page.getByLabel("Files for the batch").blur();

    const broken = path.join(tmpdir(), `broken-${process.pid}.png`);
    writeFileSync(broken, "this is not a png");
    const files = [
      corpusEntry("pixelperfection-ce.zip", block("stone.png")).file,
      corpusEntry("pixelperfection-ce.zip", block("dirt.png")).file,
      tinyPack(),
      corpusEntry("pixelperfection-ce.zip", block("oak_planks.png")).file,
      broken,
    ];
    await page.getByLabel("Files for the batch").setInputFiles(files);
    await expectToast(page, "Added 5 files to queue", "Click 'Start Processing' to begin");
    expect(await queueTab("Pending").textContent()).toBe("Pending 5");
    // Files waiting to convert are lost by a reload too, so it asks (BatchLeaveWarning).
    expect(await warnsBeforeLeaving(page)).toBe(true);

    // The Progress tab's queue holds server jobs; it says where these files are instead of just "empty".
    await page.getByRole("tab", { name: "Progress", exact: true }).click();
    await page.getByText("The queue is empty. The Batch tab has 5 files waiting to convert on this device.").waitFor();
    // The bottom panel's Batch tab is the same queue, not the server job list: same files, same state,
    // and its Start Batch / Pause Queue drive the run the Batch section shows.
    await page.getByRole("tab", { name: "Batch", exact: true }).last().click();
    const panelRows = page.getByRole("list", { name: "Batch queue" }).getByRole("listitem");
    expect(await panelRows.count()).toBe(5);
    expect(await panelRows.first().getByText("pending").count()).toBe(1);
    expect(await page.getByTestId("batch-panel-state").textContent()).toBe("5 files waiting.");
    expect(await page.getByRole("button", { name: "Start Batch" }).isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Pause Queue" }).isDisabled()).toBe(true);
    await screenshot(page, "greenhouse-batch-queued");

    // Pause the moment Start has taken effect (a DOM mutation, before any worker reply can land):
    // the item in flight finishes, nothing after it starts. Both presses are the bottom panel's.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const button = (name: string) =>
            [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
          const pause = button("Pause Queue");
          const observer = new MutationObserver(() => {
            if (pause.disabled) return;
            observer.disconnect();
            pause.click();
            resolve();
          });
          observer.observe(pause, { attributes: true });
          button("Start Batch").click();
        }),
    );
    const paused = page
      .getByTestId("batch-state")
      .filter({ hasText: /^Paused\. Resume continues with file \d of 5\.$/ });
    await paused.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("batch-panel-state").textContent()).toBe(await paused.textContent());
    expect(await page.getByRole("button", { name: "Pause Queue" }).isDisabled()).toBe(true);
    // Paused, both places offer only Resume: Start Batch agrees with Start Processing.
    expect(await page.getByRole("button", { name: "Start Batch" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Start Processing" }).isDisabled()).toBe(true);
    expect(await panelResume().isEnabled()).toBe(true);
    const next = Number(/file (\d) of/.exec((await paused.textContent()) ?? "")?.[1]);
    expect(await queueTab("Completed").textContent()).toBe(`Completed ${next - 1}`);
    expect(await queueTab("Pending").textContent()).toBe(`Pending ${6 - next}`);
    expect(await sectionResume().isEnabled()).toBe(true);
    await showHeading(page, "Batch queue");
    await screenshot(page, "greenhouse-batch-paused");

    await sectionResume().click();
    // Leaving the section does not stop or forget the batch.
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Convert" }).click();
    await page.getByText("Drop your textures here").waitFor();
    // Convert's drop zone shares the focus-ring rule: its Browse Files still rings.
    await page.getByLabel("Texture or resource pack").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const browse = page.locator(".gh-drop label.gh-browse").first();
    expect(await browse.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
    await sections.getByRole("tab", { name: "Batch" }).click();
    await expectToast(page, "Batch processing complete!", "4 converted, 1 failed.");
    expect(await queueTab("Completed").textContent()).toBe("Completed 4");
    expect(await queueTab("Pending").textContent()).toBe("Pending 0");
    expect(await rows().count()).toBe(5);
    expect(await panelRows.filter({ hasText: "completed" }).count()).toBe(4);
    expect(await page.getByRole("button", { name: "Start Batch" }).isDisabled()).toBe(true);
    // Done, failed one included: the server queue no longer calls them converting.
    await page.getByRole("tab", { name: "Progress", exact: true }).click();
    await page.getByText("The queue is empty. The Batch tab holds 5 files already processed.").waitFor();
    await page.getByRole("tab", { name: "Batch", exact: true }).last().click();
    // Converted zips not yet downloaded live only in this page: a reload asks first.
    expect(await warnsBeforeLeaving(page)).toBe(true);
    // The failed file shows under All with the spec's failure text and the pipeline's reason.
    const failed = rows().filter({ hasText: path.basename(broken) });
    await failed.getByText(/^Processing failed: /).waitFor();
    const pack = rows().filter({ hasText: path.basename(files[2] as string) });
    await pack.getByText(/^3 textures converted · 1 with errors/).waitFor();
    // The count opens into the file behind it.
    await pack.getByText(/^3 textures converted · /).click();
    await pack.getByText("assets/minecraft/textures/block/broken.png", { exact: true }).waitFor();
    await pack.getByText(/not a PNG, JPEG, TGA, TIFF, BMP or GIF image/).waitFor();
    await pack.getByText(/^3 textures converted · /).click(); // closed again: its list items are not rows
    // Times in the 12-hour form the processing log shows too (the rows said "15:04:05", the log "3:04:05 PM").
    const clock = "\\d{1,2}:\\d\\d:\\d\\d\\s[AP]M";
    await rows()
      .first()
      .getByText(new RegExp(`^Started ${clock} · ended ${clock} \\((\\d+ ms|\\d+\\.\\d s)\\)$`))
      .waitFor();
    await showHeading(page, "Batch queue");
    await screenshot(page, "greenhouse-batch-complete");
    await setTheme(page, "Light");
    await failed.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-batch-complete-light");
    await setTheme(page, "Dark");

    await queueTab("Completed").click();
    expect(await page.getByRole("list", { name: "Completed files" }).getByRole("listitem").count()).toBe(4);
    const stone = page
      .getByRole("list", { name: "Completed files" })
      .getByRole("listitem")
      .filter({ hasText: "stone.png" })
      .first();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      stone.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone_labpbr.zip");
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))));
    expect(entries.some((name) => name.endsWith("stone_n.png"))).toBe(true);
    expect(entries.some((name) => name.endsWith("stone_s.png"))).toBe(true);

    // The toggles change what runs: a file converted earlier is skipped, and a _n map is not an albedo.
    await queueTab("All").click();
    await page.getByRole("checkbox", { name: "Skip existing textures" }).click();
    const normal = corpusEntry("simplelabpbr.zip", block("polished_granite_n.png")).file;
    const notes = path.join(tmpdir(), `notes-${process.pid}.txt`);
    writeFileSync(notes, "not a texture");
    await page.getByLabel("Files for the batch").setInputFiles([files[0] as string, normal, notes]);
    // One toast says what went in and what did not (a second toast would replace the first).
    await expectToast(page, "Added 2 files to queue", `Skipped notes-${process.pid}.txt (unsupported type).`);
    await expectToast(page, "Added 2 files to queue", "Click 'Start Processing' to begin");
    await page.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(page, "Batch processing complete!", "4 converted, 2 skipped, 1 failed.");
    await rows().nth(5).getByText("Skipped: Already converted earlier in this queue").waitFor();
    await rows()
      .nth(6)
      .getByText("Skipped: Already a LabPBR map (detected from its name), not an albedo texture")
      .waitFor();
    expect(await rows().nth(5).getByRole("button", { name: "Download" }).count()).toBe(0);
    // Its badge says "skipped", not the green "completed" of a converted file.
    expect(await rows().nth(5).locator(".gh-status").textContent()).toBe("skipped");

    // Converted zips never downloaded (dirt, the pack, oak planks) would go with the queue: Clear asks first.
    await page.getByRole("button", { name: "Clear Queue" }).click();
    const confirm = page.getByRole("dialog", { name: "Clear Queue" });
    await confirm.getByText("3 converted zips have not been downloaded", { exact: false }).waitFor();
    expect(await confirm.getByRole("listitem").allTextContents()).toEqual([
      "dirt.png",
      path.basename(files[2] as string),
      "oak_planks.png",
    ]);
    await screenshot(page, "greenhouse-batch-clear-confirm");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await rows().count()).toBe(7);
    await page.getByRole("button", { name: "Clear Queue" }).click();
    await confirm.getByRole("button", { name: "Clear Queue" }).click();
    await queueTab("Completed").getByText("0").waitFor();
    expect(await warnsBeforeLeaving(page)).toBe(false);

    // Refused files, each with its own reason: one toast, nothing added.
    const empty = path.join(tmpdir(), `empty-${process.pid}.png`);
    writeFileSync(empty, "");
    await page.getByLabel("Files for the batch").setInputFiles([empty, notes]);
    await expectToast(
      page,
      "No files added",
      `Skipped empty-${process.pid}.png (empty file); notes-${process.pid}.txt (unsupported type).`,
    );
  });
});
