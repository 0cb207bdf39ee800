import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpus } from "./greenhouse-support.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";

// The phone wizard shows no queue, so step 4 is the only place a running conversion can be stopped.
// Big enough (2,480 textures) that the server is still converting when the test presses Cancel.
const PACK = path.join(corpus, "pixelperfection-ce.zip");
const NAME = "pixelperfection-ce.zip";

let page: Page;

useChromium();

beforeAll(async () => {
  const context = await browser.newContext(phoneContextOptions);
  page = await context.newPage();
});

describe("step 4 of the phone wizard", () => {
  it("cancels the running conversion it follows", async () => {
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(PACK);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page.getByText("Step 4 of 4").waitFor();
    const current = page.getByRole("region", { name: "Current job" });
    const cancel = current.getByRole("button", { name: `Cancel ${NAME}` });
    await cancel.waitFor({ timeout: 60_000 });
    await phoneScreenshot(page, "greenhouse-phone-step-4-cancel", { closeToasts: true });
    await cancel.click();
    await current.getByTestId("current-task").getByText("Cancelled by you", { exact: true }).waitFor();
    expect(await cancel.count()).toBe(0);
    // Focus stays in the job's card (on its name), not on the page once the button is gone.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(NAME);
    await phoneScreenshot(page, "greenhouse-phone-step-4-cancelled", { closeToasts: true });
  });
});
