import path from "node:path";
import { convertPack, memorySink } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { zipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpus, corpusEntry, expectToast, openGreenhouse, paddedPack } from "./greenhouse-support.js";

// Validate Only on whole packs: one the server refuses outright, and one too large for a single request.

let page: Page;

useChromium();

beforeAll(async () => {
  page = await openGreenhouse();
});

const picker = () => page.getByLabel("Texture or resource pack");

describe("Validate Only on a resource pack", () => {
  it("shows a pack that cannot be validated as such in the panel, not as a clean pass", async () => {
    const png = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png").bytes;
    const buffer = Buffer.from(zipSync({ "pack.mcmeta": new TextEncoder().encode("{}"), "../evil.png": png }));
    await picker().setInputFiles({ name: "climbing.zip", mimeType: "application/zip", buffer });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    await expectToast(page, "Validation failed", "Unsafe path");
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.getByText("Could not be validated", { exact: true }).waitFor();
    expect(await results.getByText("Invalid", { exact: true }).count()).toBe(1);
    expect(await results.locator(".gh-issue-error").textContent()).toMatch(
      /climbing\.zip could not be validated: Unsafe path "\.\.\/evil\.png"/,
    );
  });

  it("counts the warnings of a pack that is valid (no errors) beside 'Valid'", async () => {
    const png = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png").bytes;
    const block = "assets/minecraft/textures/block/";
    // Two warnings, no error: a capital the game skips, and a suffix LabPBR does not read.
    const buffer = Buffer.from(
      zipSync({
        "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"warned"}}'),
        [`${block}Stone.png`]: png,
        [`${block}stone_normal.png`]: png,
        // And a note, not an issue: OptiFine's emissive overlay, which LabPBR does not read.
        [`${block}stone_e.png`]: png,
      }),
    );
    await picker().setInputFiles({ name: "warned.zip", mimeType: "application/zip", buffer });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    await expectToast(page, "Validation complete", "Found 2 issues and 1 note.");
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.getByText("Valid", { exact: true }).waitFor();
    expect(await results.getByTestId("validation-verdict").textContent()).toBe("Valid · 2 warnings");
    await results.getByText("Warnings (2)").waitFor();
    // The files panel counts as the results do (files an issue adds are counted apart; none here).
    const textures = /(\d+) textures? of 4 files/.exec((await results.textContent()) ?? "")?.[1];
    expect(await page.getByTestId("validated-files").locator(".gh-files-head span").first().textContent()).toBe(
      `${textures} textures of 4 files`,
    );
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-warnings", { fullPage: false });
  });

  it("calls a single image's converted zip valid, with a warning that it is loose textures, not a pack", async () => {
    await initNodeCodecs();
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png").bytes;
    const out = memorySink();
    await convertPack({ name: "stone.png", bytes: stone }, {}, { sink: out.sink });
    const buffer = Buffer.from(out.bytes());
    await picker().setInputFiles({ name: "stone_labpbr.zip", mimeType: "application/zip", buffer });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor();
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    expect(await results.getByTestId("validation-verdict").textContent()).toMatch(/^Valid · 1 warning/);
    await results.getByText("Warnings (1)").waitFor();
    // The warning's text sits in the folded Warnings list.
    expect(await results.getByText("No pack.mcmeta: loose textures", { exact: false }).count()).toBe(1);
    const list = page.getByTestId("validated-files").getByRole("list", { name: "Validated files" });
    for (const name of ["stone.png", "stone_n.png", "stone_s.png"]) {
      await list.locator("summary").filter({ hasText: name }).first().waitFor();
    }
    // The missing pack.mcmeta is the pack's warning, not a row for a file the zip does not hold; and the
    // count says one texture and its two maps, as the CLI does, with no "+ 1 file with issues".
    const panel = page.getByTestId("validated-files");
    expect(await list.locator("summary").filter({ hasText: "pack.mcmeta" }).count()).toBe(0);
    expect(await panel.getByTestId("pack-issues").textContent()).toContain("No pack.mcmeta: loose textures");
    expect(await panel.locator(".gh-files-head span").first().textContent()).toBe("1 texture (+2 maps) of 3 files");
    expect(await results.getByText("1 texture (+2 maps) of 3 files", { exact: true }).count()).toBe(1);
    // The list is one Tab stop like the converted files': arrows, Home and End move between rows, Enter and
    // Space open and close one, and Tab leaves the list (it was one Tab stop per file).
    const rows = list.locator("summary");
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.tagName === "SUMMARY" ? (active.textContent ?? "") : `<${active?.tagName}>`;
      });
    // The expanded state as the browser tells assistive tech (the summary's own, a DisclosureTriangle).
    const cdp = await page.context().newCDPSession(page);
    const expanded = async (file: string) => {
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      const row = nodes.find(
        (node) => node.role?.value === "DisclosureTriangle" && `${node.name?.value}`.startsWith(`${file} `),
      );
      return row?.properties?.find((property) => property.name === "expanded")?.value.value;
    };
    await panel.getByLabel("Filter files").focus();
    await page.keyboard.press("Tab");
    expect(await focused()).toContain("stone.png");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toContain("stone_n.png");
    await page.keyboard.press("End");
    expect(await focused()).toContain("stone_s.png");
    await page.keyboard.press("Home");
    expect(await focused()).toContain("stone.png");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await expanded("stone_n.png")).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toContain("stone_s.png");
    await page.keyboard.press("Space");
    expect(await expanded("stone_s.png")).toBe(true);
    await page.keyboard.press("Space");
    expect(await expanded("stone_s.png")).toBe(false);
    // Moving on keeps the row opened above open.
    expect(await expanded("stone_n.png")).toBe(true);
    expect(await rows.evaluateAll((all) => all.map((row) => row.tabIndex))).toEqual([-1, -1, 0]);
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/^</);
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toContain("stone_s.png");
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-loose-files", { fullPage: false });
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-loose-textures", { fullPage: false });
  });

  it("validates a pack over one request's limit through a chunked upload", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const stoneNormal = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/stone_n.png");
    const pack = paddedPack("large-pack.zip", 91 * 1024 * 1024, {
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"large"}}'),
      "assets/minecraft/textures/block/stone.png": stone.bytes,
      // Replete's 32x _n beside a 16x albedo: the validator must name the size mismatch.
      "assets/minecraft/textures/block/stone_n.png": stoneNormal.bytes,
    });
    await picker().setInputFiles(pack);
    // The previous texture's maps leave the preview: a pack is previewed from its converted files.
    await page.getByText("Choose a texture or open a converted file to preview its channels.").waitFor();
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    // Over 90 MB the file goes up in parts, and the button shows how much has been sent.
    await page.getByRole("button", { name: /^Validating\.\.\. \d+%$/ }).waitFor();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor({ timeout: 90_000 });
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.getByText(/textures? \(\+1 map\) of 4 files/).waitFor();
    expect(await results.getByText("Invalid", { exact: true }).count()).toBe(1);
    expect(await results.locator(".gh-issue-error").filter({ hasText: "stone_n" }).count()).toBeGreaterThan(0);
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-large-pack");
  }, 120_000);

  it("shows every file's whole name in Files & Validation at 1280x800, however narrow the panel", async () => {
    await picker().setInputFiles(path.join(corpus, "replete-labpbr.zip"));
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor({ timeout: 90_000 });
    const files = page.getByTestId("validated-files");
    await files.getByLabel("Filter files").fill("_n.png");
    const list = files.getByRole("list", { name: "Validated files" });
    await list.locator("summary").filter({ hasText: "andesite_n.png" }).first().waitFor();
    // Each row's name (the path's last segment) is drawn whole: not cut, not clipped by its row or the list.
    const rows = await list.locator(".gh-file-name").evaluateAll((names) => {
      const listBox = names[0]?.closest("ul")?.getBoundingClientRect();
      return names.map((name) => {
        const tail = name.querySelector(".gh-file-tail") as HTMLElement;
        const box = tail.getBoundingClientRect();
        const whole =
          tail.scrollWidth <= tail.clientWidth &&
          box.right <= name.getBoundingClientRect().right + 0.5 &&
          listBox !== undefined &&
          box.left >= listBox.left - 0.5 &&
          box.right <= listBox.right + 0.5;
        return { name: tail.textContent, expected: name.getAttribute("title")?.split("/").pop(), whole };
      });
    });
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(["andesite_n.png", "tnt_side_n.png"]));
    expect(rows.filter((row) => row.name !== row.expected || !row.whole)).toEqual([]);
    // The row still says which file has a warning or an error: its status stays in view beside the name.
    const status = list.locator(".gh-file-status").first();
    expect(await status.isVisible()).toBe(true);
    await files.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-file-names-1280", { fullPage: false });
  }, 120_000);
});
