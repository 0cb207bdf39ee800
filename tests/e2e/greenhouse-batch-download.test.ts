import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast, setTheme, showHeading, warnsBeforeLeaving } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const block = (name: string) => `assets/minecraft/textures/block/${name}`;

useChromium();

describe("Batch: an animated texture, a failed item and Download all", () => {
  it("converts an animated texture with its .mcmeta, removes a failed item and downloads everything in one zip", async () => {
    const lantern = corpusEntry("pixelperfection-ce.zip", block("sea_lantern.png"));
    const lanternMeta = corpusEntry("pixelperfection-ce.zip", block("sea_lantern.png.mcmeta"));
    const lonely = path.join(tmpdir(), "lava_still.png.mcmeta");
    writeFileSync(lonely, '{"animation":{"frametime":2}}');
    const broken = path.join(tmpdir(), `broken-again-${process.pid}.png`);
    writeFileSync(broken, "this is not a png either");
    const desk = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const tab = (label: string) => desk.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });
    const all = () => desk.getByRole("list", { name: "All files" }).getByRole("listitem");
    await desk.goto(`${baseUrl}/greenhouse?view=batch`);
    await desk.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    await setTheme(desk, "Dark");
    expect(await desk.getByRole("button", { name: "Download all" }).isDisabled()).toBe(true);
    await desk
      .getByLabel("Files for the batch")
      .setInputFiles([
        lanternMeta.file,
        lantern.file,
        corpusEntry("pixelperfection-ce.zip", block("stone.png")).file,
        broken,
        lonely,
      ]);
    // The animation joins its image as one item; the lone one is named with the image it wanted.
    await expectToast(
      desk,
      "Added 3 files to queue",
      "Skipped lava_still.png.mcmeta (no lava_still.png added with it).",
    );
    expect(await all().count()).toBe(3);
    const animated = all().filter({ hasText: "sea_lantern.png" });
    expect(await animated.locator(".batch-animated").textContent()).toBe("animated");
    await animated.getByText("With its .mcmeta (sea_lantern.png.mcmeta): converted frame by frame.").waitFor();
    await desk.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(desk, "Batch processing complete!", "2 converted, 1 failed.");
    expect(await tab("Failed").textContent()).toBe("Failed 1");
    // A converted texture opens its maps in the Preview panel, frame by frame as its .mcmeta says.
    await animated.getByRole("button", { name: "Preview sea_lantern.png" }).click();
    await desk.getByText("sea_lantern.png · 16×64 · 4 frames of 16×16").waitFor();

    // A file that is not an image fails the same way again: Remove, no Retry.
    await tab("Failed").click();
    const failed = desk.getByRole("list", { name: "Failed files" }).getByRole("listitem");
    expect(await failed.count()).toBe(1);
    expect(await failed.getByRole("button", { name: /^Retry/ }).count()).toBe(0);
    await failed.getByRole("button", { name: `Remove ${path.basename(broken)}` }).waitFor();
    await tab("All").click();
    await all()
      .filter({ hasText: path.basename(broken) })
      .scrollIntoViewIfNeeded();
    await screenshot(desk, "greenhouse-batch-failed-1280");
    await desk.setViewportSize({ width: 390, height: 844 });
    await setTheme(desk, "Light");
    await desk.getByRole("button", { name: "Close notification" }).click();
    await desk
      .getByRole("heading", { name: "Batch queue" })
      .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await screenshot(desk, "greenhouse-batch-failed-390-light", { fullPage: false });
    await desk.setViewportSize({ width: 1280, height: 800 });
    await setTheme(desk, "Dark");
    await all()
      .filter({ hasText: path.basename(broken) })
      .getByRole("button", { name: /^Remove/ })
      .click();
    expect(await tab("Failed").textContent()).toBe("Failed 0");
    expect(await all().count()).toBe(2);
    await showHeading(desk, "Batch queue");
    await screenshot(desk, "greenhouse-batch-download-all-1280");

    // Download all: every converted item's files in one zip, a folder each.
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("button", { name: "Download all" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("greenhouse-batch_labpbr.zip");
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(zip).sort();
    for (const name of ["sea_lantern.png.mcmeta", "sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
      expect(zip[`sea_lantern_labpbr/${name}`], name).toEqual(lanternMeta.bytes);
    }
    // The strip's maps keep its size (16x64, four frames), made per frame rather than as one tall image.
    const normal = zip["sea_lantern_labpbr/sea_lantern_n.png"] as Uint8Array;
    const header = new DataView(normal.buffer, normal.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([16, 64]);
    expect(names).toContain("stone_labpbr/stone_n.png");
    expect(names).toContain("stone_labpbr/stone_s.png");
    // Both zips were saved: a reload has nothing to lose.
    expect(await warnsBeforeLeaving(desk)).toBe(false);
    await desk.close();
  });
});
