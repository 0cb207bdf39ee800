import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { expectAccessible } from "./axe-support.js";
import { corpusEntry } from "./greenhouse-support.js";
import { expectModalFocus, focusedDescription, hasFocus, tabTo } from "./keyboard-support.js";
import { desktop } from "./site-support.js";

// Each /greenhouse section with its Tools, bottom and Preview panels, and the workspace's dialogs, on a
// desktop in both themes, through axe-core's WCAG 2.1 A/AA rules.

const STONE = "assets/minecraft/textures/block/stone.png";

let page: Page;
let projectId = 0;
/** The Stable-Diffusion stand-in AI Generate talks to. */
let sd: { url: string; close(): Promise<void> };

useLocalStack();

beforeAll(async () => {
  sd = await startLocalSd(0);
  const context = await browser.newContext({ viewport: desktop, reducedMotion: "reduce", acceptDownloads: true });
  page = await context.newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await page.waitForURL(`${worker.baseUrl}/`);
  projectId = await page.evaluate(async () => {
    const response = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Stone set", description: "Pixel Perfection stones" }),
    });
    return ((await response.json()) as { id: number }).id;
  });
});

afterAll(async () => {
  await sd?.close();
});

const section = (view: string) => `${worker.baseUrl}/greenhouse?view=${view}&project=${projectId}`;

describe("the /greenhouse workspace passes axe-core's WCAG 2.1 A/AA rules in both themes (desktop)", () => {
  it("Convert, before and after a conversion into the project, with each bottom tab", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
    await page.getByText("Drop your textures here").waitFor();
    await expectAccessible(page, "gh-convert-empty");
    await page.getByLabel("Texture or resource pack").setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await page.getByTestId("chosen-file").getByText("stone.png").waitFor();
    await page.getByTestId("channel-canvas").waitFor();
    await expectAccessible(page, "gh-convert-chosen");
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page
      .getByTestId("growth-progress")
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByRole("list", { name: "Texture files" }).getByRole("button").first().waitFor();
    await expectAccessible(page, "gh-convert-done");
    await page.getByRole("tab", { name: "Batch", exact: true }).last().click();
    await expectAccessible(page, "gh-bottom-batch");
    await page.getByRole("tab", { name: "Validation" }).click();
    await expectAccessible(page, "gh-bottom-validation");
    await page.getByRole("tab", { name: "Progress" }).click();
  });

  it("Projects (the dashboard) with each tab, its Share and Create Project dialogs", async () => {
    await page.goto(section("dashboard"));
    await page.getByRole("heading", { name: "Stone set" }).waitFor();
    await expectAccessible(page, "gh-dashboard");
    for (const tab of ["Issues", "Analytics", "Processing", "History"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectAccessible(page, `gh-dashboard-${tab.toLowerCase()}`);
    }
    const share = page.getByRole("dialog", { name: "Share Project" });
    await expectModalFocus(page, page.getByRole("button", { name: "Share", exact: true }), share, async () => {
      await expectAccessible(page, "dialog-share");
      await tabTo(page, "button", "Generate Link", { max: 6 });
      await page.keyboard.press("Enter");
      await share.getByLabel("Invite link", { exact: true }).waitFor();
      // The pressed button gives way to the link: focus must stay in the dialog, not fall to <body>.
      await expect.poll(() => focusedDescription(page)).not.toBe("<body>");
      expect(await share.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expectAccessible(page, "dialog-share-link");
      // The newest layer takes Escape (Radix): with the 'Invite link generated!' toast up, Escape would
      // close the toast first. It goes by itself after 5 s.
      await page.locator(".toast").waitFor({ state: "detached", timeout: 10_000 });
    });
    await expectModalFocus(
      page,
      page.getByRole("button", { name: "Create Project" }),
      page.getByRole("dialog", { name: "Create New Project" }),
      () => expectAccessible(page, "dialog-dashboard-create-project"),
    );
  });

  it("an empty dashboard, and a project created there from the keyboard", async () => {
    const context = await browser.newContext({ viewport: desktop, reducedMotion: "reduce" });
    const fresh = await context.newPage();
    await fresh.goto(`${worker.baseUrl}/api/auth/discord?login_hint=new`);
    await fresh.waitForURL(`${worker.baseUrl}/`);
    await fresh.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
    await fresh.getByRole("heading", { name: "No Projects Yet" }).waitFor();
    await expectAccessible(fresh, "gh-dashboard-empty");
    await fresh.getByRole("button", { name: "Create Project" }).focus();
    await fresh.keyboard.press("Enter");
    await fresh.keyboard.type("Fresh pack");
    await fresh.keyboard.press("Enter");
    await fresh.getByRole("heading", { name: "Fresh pack" }).waitFor();
    // The empty state's button went with it: focus is on the new project's Create Project, not <body>.
    await expect.poll(() => hasFocus(fresh, "button", "Create Project")).toBe(true);
    await context.close();
  });

  it("Tools with a saved preset, and its Delete confirmation from the keyboard", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await page.getByLabel("Preset name").fill("Mossy");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const remove = page.getByRole("button", { name: "Delete Mossy" });
    await remove.waitFor();
    await expectAccessible(page, "gh-tools-preset");
    const confirm = page.getByRole("dialog", { name: "Delete Preset" });
    await expectModalFocus(page, remove, confirm, () => expectAccessible(page, "dialog-delete-preset"));
    await remove.focus();
    await page.keyboard.press("Enter");
    await confirm.getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await remove.waitFor({ state: "detached" });
    // The row went with the Delete that focus went back to: the name field, first in the panel, has it.
    await expect.poll(() => hasFocus(page, "textbox", "Preset name")).toBe(true);
  });

  it("Library, with a file, its preview and its Delete confirmation", async () => {
    await page.goto(section("library"));
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    await expectAccessible(page, "gh-library-empty");
    await page
      .getByLabel("Files to add to your library")
      .setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    const card = page.getByRole("list", { name: "Uploaded content" }).getByRole("listitem").first();
    await card.waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await expectAccessible(page, "gh-library");
    const preview = page.getByRole("dialog", { name: "stone.png" });
    await expectModalFocus(page, card.getByRole("button", { name: "Preview stone.png" }), preview, async () => {
      await preview.getByText("16 × 16 px").waitFor();
      await expectAccessible(page, "dialog-library-preview");
    });
    await expectModalFocus(
      page,
      card.getByRole("button", { name: "Delete stone.png" }),
      page.getByRole("dialog", { name: "Delete File" }),
      () => expectAccessible(page, "dialog-library-delete"),
    );
  });

  it("Editor, with a texture open", async () => {
    await page.goto(section("editor"));
    await page.getByRole("heading", { name: "Texture editor" }).waitFor();
    await page.getByLabel("Open texture").setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await expectAccessible(page, "gh-editor");
  });

  it("AI Generate, with a material picked, connected and with results", async () => {
    await page.goto(section("ai"));
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    await page.getByRole("button", { name: "Stone", exact: true }).click();
    await expectAccessible(page, "gh-ai");
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(new URL(sd.url).port);
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByTestId("ai-server-status").getByText("Connected to").waitFor();
    await page.getByRole("button", { name: "Stone Brick" }).click();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByRole("list", { name: "Generated textures" }).getByRole("listitem").nth(3).waitFor();
    await expectAccessible(page, "gh-ai-results");
  });

  it("Templates", async () => {
    await page.goto(section("templates"));
    await page
      .getByRole("button", { name: /^Apply template/ })
      .first()
      .waitFor();
    await expectAccessible(page, "gh-templates");
  });

  it("Batch, with files queued", async () => {
    await page.goto(section("batch"));
    await page
      .getByLabel("Files for the batch")
      .setInputFiles([
        corpusEntry("pixelperfection-ce.zip", STONE).file,
        corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/dirt.png").file,
      ]);
    await page.getByText("Added 2 files to queue").first().waitFor();
    await expectAccessible(page, "gh-batch");
  });

  it("Quality, idle and with a report", async () => {
    await page.goto(section("quality"));
    await page.getByText("Drag & drop a texture file here, or click to select").waitFor();
    await expectAccessible(page, "gh-quality-idle");
    const sculk = "assets/minecraft/textures/block/sculk_catalyst_side.png";
    await page.getByLabel("Texture to analyse").setInputFiles(corpusEntry("replete-labpbr.zip", sculk).file);
    await page.getByRole("region", { name: "Overall quality" }).getByTestId("overall-score").waitFor();
    await page.getByRole("progressbar", { name: "Analysis progress" }).waitFor({ state: "detached" });
    await expectAccessible(page, "gh-quality-report-poor");
    // A clean texture gets the green grade and "excellent" badges, accent text on the accent tint.
    await page.getByLabel("Texture to analyse").setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await page.getByTestId("quality-file").getByText("stone.png").waitFor();
    await page.locator(".q-status-excellent").first().waitFor();
    await expectAccessible(page, "gh-quality-report-good");
  });
});
