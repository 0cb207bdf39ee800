import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, phone, signedInContext, toastText } from "./site-support.js";

// A name people really type: one 100-character "word" (the field's limit), no spaces to wrap at.
const longName = "Mossy_Medieval_Castle_Resource_Pack_32x_LabPBR_Edition_".repeat(2).slice(0, 100);
const longFile = `${"weathered_cobblestone_with_moss_and_cracks_".repeat(3).slice(0, 115)}.png`;

useLocalStack();

let desktopPage: Page;
let projectPath = "";

/** How far the page is wider than its window (0 when nothing spills sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  ({ page: desktopPage } = await signedInContext(browser, worker.baseUrl, "tester3"));
});

afterAll(async () => {
  await desktopPage.context().close();
});

describe("long project and file names wrap instead of widening the page", () => {
  it("on the project page, its activity and the workspace dashboard (desktop)", async () => {
    const page = desktopPage;
    await page.goto(`${worker.baseUrl}/projects`);
    await page.getByRole("button", { name: "New Project" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await dialog.getByLabel("Project Name").fill(longName);
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await toastText(page, "Project created successfully");
    await page.getByRole("link", { name: "Open Project" }).first().click();
    await page.getByRole("heading", { level: 1, name: longName }).waitFor();
    projectPath = new URL(page.url()).pathname;
    await page.getByRole("tab", { name: "Textures" }).click();
    await page
      .getByLabel("Texture files for this project")
      .setInputFiles({ ...corpusTexture("mossy_stone_bricks.png"), name: longFile });
    await toastText(page, "Upload successful");
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByText(longFile, { exact: false }).first().waitFor();
    expect(await overflow(page)).toBe(0);
    await screenshot(page, "long-names-project");

    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectPath.split("/").pop()}`);
    await page.getByRole("heading", { name: longName }).waitFor();
    const centre = page.locator("#gh-section");
    // The centre panel scrolls vertically only: nothing in it is wider than the panel.
    expect(await centre.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await screenshot(page, "long-names-dashboard");
  });

  it("on the phone's project page and in its Delete dialog", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester3", phone);
    await page.goto(`${worker.baseUrl}${projectPath}`);
    await page.getByRole("heading", { level: 1, name: longName }).waitFor();
    expect(await overflow(page)).toBe(0);
    await screenshot(page, "long-names-project-phone");
    await page.goto(`${worker.baseUrl}/projects`);
    await page
      .getByRole("button", { name: /Delete/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Project" });
    const target = dialog.locator(".delete-target");
    await target.waitFor();
    // The whole name is inside the dialog's box, so the person can see which project goes.
    expect(await target.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await overflow(page)).toBe(0);
    await screenshot(page, "long-names-delete-phone");
    await context.close();
  });
});
