import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { phone } from "./site-support.js";

// Templates, Batch and Quality on a 390x844 phone: reached from the home page's quick actions (and
// from a desktop link), each the real workspace section in one column, not the conversion wizard.

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, serviceWorkers: "block" });
  return context.newPage();
}

async function openQuickAction(page: Page, label: string): Promise<void> {
  await page.goto(`${worker.baseUrl}/`);
  await page.getByRole("region", { name: "Quick actions" }).getByRole("link", { name: label }).click();
}

async function expectNoWizardAndNoOverflow(page: Page): Promise<void> {
  expect(await page.getByText(/^Step \d of 4$/).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

useLocalStack();

describe("tool sections on a phone (390x844)", () => {
  it("opens Templates from the home page and applies one", async () => {
    const page = await phonePage();
    await openQuickAction(page, "Templates");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=templates`);
    await page.getByRole("heading", { name: "Template Library" }).waitFor();
    await page.getByRole("button", { name: "Apply template: Rough Stone" }).click();
    await page.getByRole("article", { name: "Rough Stone" }).getByText("In use").waitFor();
    await expectNoWizardAndNoOverflow(page);
    await page.getByRole("heading", { name: "Template Library" }).scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-templates-phone", { closeToasts: true });
    await page.context().close();
  });

  it("runs a Batch queue on the phone", async () => {
    const page = await phonePage();
    await openQuickAction(page, "Batch");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=batch`);
    await page.getByRole("heading", { name: "Batch Processing Pipeline" }).waitFor();
    const block = (name: string) => corpusEntry("pixelperfection-ce.zip", `assets/minecraft/textures/block/${name}`);
    await page.getByLabel("Files for the batch").setInputFiles([block("stone.png").file, block("dirt.png").file]);
    await expectToast(page, "Added 2 files to queue", "Click 'Start Processing' to begin");
    await page.getByRole("button", { name: "Start Processing" }).click();
    await expectToast(page, "Batch processing complete!", "2 converted.");
    await expectNoWizardAndNoOverflow(page);
    // Each row downloads; Preview is a desktop button (the phone has no Preview panel to open maps in).
    expect(await page.getByRole("button", { name: "Download", exact: true }).count()).toBe(2);
    expect(await page.getByRole("button", { name: /Preview/ }).count()).toBe(0);
    await page.getByRole("heading", { name: "Batch queue" }).scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-batch-phone", { closeToasts: true });
    await page.context().close();
  });

  it("analyses a texture's quality on the phone", async () => {
    const page = await phonePage();
    await openQuickAction(page, "Quality");
    await page.waitForURL(`${worker.baseUrl}/greenhouse?view=quality`);
    const sculk = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/sculk_catalyst_side.png");
    await page.getByLabel("Texture to analyse").setInputFiles(sculk.file);
    const overall = page.getByRole("region", { name: "Overall quality" });
    await overall.getByTestId("grade").waitFor();
    expect(await page.getByRole("list", { name: "Quality metrics" }).getByRole("listitem").count()).toBe(7);
    await expectNoWizardAndNoOverflow(page);
    await overall.scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-quality-phone", { closeToasts: true });
    await page.context().close();
  });

  it("sends a desktop link to the Projects tab to the phone's Projects page", async () => {
    const page = await phonePage();
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
    await page.waitForURL(`${worker.baseUrl}/projects`);
    await page.context().close();
  });
});
