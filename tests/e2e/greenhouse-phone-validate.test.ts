import { afterAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpusEntry } from "./greenhouse-support.js";
import { IPHONE_USER_AGENT, phoneContextOptions, phoneScreenshot } from "./phone-support.js";

// Validate Only's toast says "Check the files panel for details"; on a phone the validated files are
// listed under the results, on the step where the person pressed it.

const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");

useChromium();

const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe("Validate Only on a phone", () => {
  it("lists the validated files below the results, each opening to its findings", async () => {
    const context = await browser.newContext({ ...phoneContextOptions, userAgent: IPHONE_USER_AGENT });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await page.getByText("Step 1 of 4").waitFor();
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Validate Texture Only" }).tap();
    await page.getByTestId("validation-results").waitFor();
    const files = page.getByRole("list", { name: "Validated files" });
    const row = files.getByRole("listitem").filter({ hasText: "stone.png" });
    await row.waitFor();
    expect(await files.getByRole("listitem").count()).toBe(1);
    // The results above already count "1 texture of 1 file": the stacked list does not say it again.
    expect(await page.getByText("1 texture of 1 file", { exact: true }).count()).toBe(1);
    await page.locator(".toast").filter({ hasText: "Validation complete" }).first().waitFor();
    // Centred, so the picture shows the row clear of the fixed wizard buttons.
    await row.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await phoneScreenshot(page, "greenhouse-phone-validated-files", { closeToasts: true });
  }, 60_000);
});
