import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { expectToast } from "./greenhouse-support.js";

let page: Page;
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-e2e-presets-"));

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
});

type StoredPreset = { name: string; description?: string; category: string; settings: Record<string, unknown> };

const storedPresets = () => page.evaluate(async () => (await (await fetch("/api/presets")).json()) as StoredPreset[]);
const slider = (label: string) => page.getByLabel(label, { exact: true });
const presetList = () => page.getByRole("list", { name: "Presets" });

async function importFile(file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Import", exact: true }).click(),
  ]);
  await chooser.setFiles(file);
}

/** One toast shows at a time: close it so the next identical one is really new. */
async function closeToasts(): Promise<void> {
  for (const close of await page.getByRole("button", { name: "Close notification" }).all()) {
    await close.click().catch(() => undefined);
  }
  await page.locator(".toast").first().waitFor({ state: "hidden", timeout: 3000 });
}

/** Screenshots after the toast has finished sliding in, with the presets in view. */
async function shoot(name: string): Promise<void> {
  await page
    .getByRole("complementary", { name: "Tools" })
    .getByRole("heading", { name: "Presets" })
    .scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
  await screenshot(page, name);
}

function scratchFile(name: string, text: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
}

describe("the presets manager", () => {
  it("saves with a description, exports, imports, refuses broken files and opens with the default", async () => {
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
    await page.goto(`${worker.baseUrl}/greenhouse`);
    await page.getByText("No saved presets yet.").waitFor();

    // Save the current settings with a name and a description (trimmed, as the spec says).
    await slider("Normal strength").fill("2.5");
    await slider("Height depth").fill("0.6");
    await page.getByLabel("Preset name").fill("Stone crisp");
    await page.getByLabel("Preset description").fill("  Sharper normals for cobble  ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Preset saved", "");
    const load = presetList().getByRole("button", { name: "Stone crisp", exact: true });
    await load.waitFor();
    expect(await presetList().getByText("Sharper normals for cobble", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel("Preset description").inputValue()).toBe("");
    const [saved] = await storedPresets();
    expect(saved).toMatchObject({
      name: "Stone crisp",
      description: "Sharper normals for cobble",
      category: "conversion",
    });
    expect(saved?.settings).toMatchObject({ normalStrength: 2.5, heightDepth: 0.6 });

    // Export: a download in the spec's file format.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      presetList().getByRole("button", { name: "Export Stone crisp" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone-crisp.preset.json");
    const exportedPath = path.join(scratch, download.suggestedFilename());
    await download.saveAs(exportedPath);
    const exported = JSON.parse(readFileSync(exportedPath, "utf8")) as Record<string, unknown>;
    expect(Object.keys(exported).sort()).toEqual(
      ["category", "description", "exportedAt", "name", "settings", "version"].sort(),
    );
    expect(exported).toMatchObject({
      name: "Stone crisp",
      description: "Sharper normals for cobble",
      category: "conversion",
      version: "1.0",
      settings: saved?.settings,
    });
    expect(Number.isNaN(Date.parse(String(exported.exportedAt)))).toBe(false);

    // The trash icon asks first, as the library and projects do; Cancel keeps the preset.
    await presetList().getByRole("button", { name: "Delete Stone crisp" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Preset" });
    await confirm.getByText("Are you sure you want to delete this preset? This action cannot be undone").waitFor();
    await confirm.getByText("Stone crisp", { exact: true }).waitFor();
    // The Tools panel is hidden from the accessibility tree behind the modal, so no shoot() here.
    await screenshot(page, "greenhouse-preset-delete-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await storedPresets()).map((preset) => preset.name)).toEqual(["Stone crisp"]);
    await load.waitFor();

    // Delete it (confirmed), then import the exported file: it comes back exactly as it was.
    await presetList().getByRole("button", { name: "Delete Stone crisp" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Preset deleted", "");
    await page.getByText("No saved presets yet.").waitFor();
    await confirm.waitFor({ state: "detached" });
    await importFile(exportedPath);
    await expectToast(page, "Preset imported", "Stone crisp");
    await load.waitFor();
    const [imported] = await storedPresets();
    expect(imported).toMatchObject({ name: "Stone crisp", description: "Sharper normals for cobble" });
    expect(imported?.settings).toEqual(saved?.settings);
    // Imported again, it does not make a second "Stone crisp" nobody could tell apart.
    await importFile(exportedPath);
    await expectToast(
      page,
      "Preset imported",
      "Saved as Stone crisp (2): you already have a preset called Stone crisp",
    );
    await expect
      .poll(async () => (await storedPresets()).map((preset) => preset.name).sort())
      .toEqual(["Stone crisp", "Stone crisp (2)"]);
    await presetList().getByRole("button", { name: "Delete Stone crisp (2)" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await presetList().getByRole("button", { name: "Delete Stone crisp (2)" }).waitFor({ state: "detached" });
    await confirm.waitFor({ state: "detached" });

    // Broken files: the spec's error toast, and nothing is stored.
    const broken = {
      "not-json.json": "{ this is not json",
      "out-of-range.json": JSON.stringify({ ...exported, name: "Too strong", settings: { normalStrength: 9 } }),
      "old-version.json": JSON.stringify({ ...exported, name: "Old", version: "0.9" }),
    };
    for (const [name, text] of Object.entries(broken)) {
      await closeToasts();
      await importFile(scratchFile(name, text));
      await expectToast(page, "Import failed", "Invalid preset file format");
    }
    await shoot("greenhouse-presets-import-failed");
    expect((await storedPresets()).map((preset) => preset.name)).toEqual(["Stone crisp"]);

    // A name already in the list (any case) is refused rather than saved as a twin nobody can tell apart.
    await page.getByLabel("Preset name").fill(" stone CRISP ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(
      page,
      "A preset with this name already exists",
      "Choose another name, or delete “Stone crisp” first.",
    );
    expect((await storedPresets()).map((preset) => preset.name)).toEqual(["Stone crisp"]);

    // A second preset so the default is a choice; then make Stone crisp the default.
    await slider("Normal strength").fill("1");
    await slider("Height depth").fill("0.25");
    await page.getByLabel("Preset name").fill("Plain");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await presetList().getByRole("button", { name: "Plain", exact: true }).waitFor();
    await presetList().getByRole("button", { name: "Make Stone crisp the default" }).click();
    await expectToast(page, "Default preset set", "");
    await presetList().getByText("Default", { exact: true }).waitFor();
    await shoot("greenhouse-presets");

    // On reload the workspace opens with the default preset's settings, quietly: a line by the settings,
    // no toast (that is for loads the person asks for).
    await page.reload();
    await page.getByTestId("default-preset-note").getByText("Your default preset “Stone crisp” is applied.").waitFor();
    expect(await slider("Normal strength").inputValue()).toBe("2.5");
    expect(await page.locator(".toast").filter({ hasText: "Preset loaded" }).count()).toBe(0);
    expect(await slider("Height depth").inputValue()).toBe("0.6");

    // ...unless the person changed a setting before the presets arrived: their choice stays.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/presets", async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    });
    await page.reload();
    await slider("Normal strength").fill("0.7");
    release();
    await load.waitFor();
    // The default is decided in an effect right after the list renders; give it a moment to (not) act.
    await page.waitForTimeout(500);
    expect(await slider("Normal strength").inputValue()).toBe("0.7");
    expect(await slider("Height depth").inputValue()).toBe("0.25");
    expect(await page.locator(".toast").filter({ hasText: "Preset loaded" }).count()).toBe(0);
    expect(await page.getByTestId("default-preset-note").count()).toBe(0);
    await page.unroute("**/api/presets");

    // A narrower desktop keeps the rows readable.
    await page.setViewportSize({ width: 900, height: 760 });
    await shoot("greenhouse-presets-narrow");
  }, 120_000);

  it("applies the default preset without a toast on a later visit", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse`);
    await slider("Normal strength").waitFor();
    await expect.poll(() => slider("Normal strength").inputValue()).toBe("2.5");
    await page.waitForTimeout(500);
    expect(await page.locator(".toast").filter({ hasText: "Preset loaded" }).count()).toBe(0);
  });

  it("opens the phone wizard with the default preset too (the phone has no Tools panel)", async () => {
    // As in a new tab (its own session storage): still no toast over the wizard's step heading.
    await page.evaluate(() => sessionStorage.clear());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${worker.baseUrl}/greenhouse`);
    await page.getByText("Step 1 of 4").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByTestId("default-preset-note").getByText("Your default preset “Stone crisp” is applied.").waitFor();
    expect(await page.locator(".toast").filter({ hasText: "Preset loaded" }).count()).toBe(0);
    await page.getByTestId("default-preset-note").scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-presets-phone-default-note", { fullPage: false });
  });
});
