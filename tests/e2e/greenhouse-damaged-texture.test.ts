import { scrambledPng } from "@greenhouse/wasm-pipeline/testing/scrambled-png";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { expectToast, openGreenhouse } from "./greenhouse-support.js";
import { IPHONE_USER_AGENT, phoneContextOptions } from "./phone-support.js";

// A PNG whose header is sound and whose pixel data is scrambled: the server's upload checks pass it,
// only decoding fails. The workspace must treat it as the damaged texture it is.

const damaged = { name: "stone.png", mimeType: "image/png", buffer: Buffer.from(scrambledPng()) };

let page: Page;

useChromium();

beforeAll(async () => {
  page = await openGreenhouse();
});

afterAll(async () => {
  await page.close();
});

describe("a damaged texture in the workspace", () => {
  it("gets a validation result with its Critical Error from Validate Texture Only, not a failure toast", async () => {
    await page.getByLabel("Texture or resource pack").setInputFiles(damaged);
    await page.getByRole("button", { name: "Validate Texture Only" }).click();
    await expectToast(page, "Validation complete", "Found 1 issue. Check the files panel for details.");
    expect(await page.locator(".toast").filter({ hasText: "Validation failed" }).count()).toBe(0);
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.getByText("Invalid", { exact: true }).waitFor();
    const issue = results.locator(".gh-issue-error");
    expect(await issue.locator(".gh-severity").textContent()).toBe("Critical Error");
    expect(await issue.locator("code").textContent()).toBe("stone.png");
    expect(await issue.locator("p").allTextContents()).toEqual([
      "This PNG is damaged: its pixel data cannot be read",
      "Re-export the file from an image editor",
    ]);
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-validate-damaged-texture", { fullPage: false });
  });

  it("is refused by Generate Textures before its upload, with a toast naming it", async () => {
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/upload")) uploads.push(request.url());
    });
    // The page already said it could not preview the file (the choice from the test above stands).
    await expectToast(page, "Preview unavailable", "stone.png: its pixel data cannot be read");
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(
      page,
      "stone.png cannot be converted",
      "This PNG is damaged: its pixel data cannot be read. Re-export it from your image editor.",
    );
    await screenshot(page, "greenhouse-generate-damaged-refused", { fullPage: false });
    // Pressed at once after choosing, before the preview has decoded it: refused all the same.
    await page.getByLabel("Texture or resource pack").setInputFiles({ ...damaged, name: "cobble.png" });
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(
      page,
      "cobble.png cannot be converted",
      "This PNG is damaged: its pixel data cannot be read. Re-export it from your image editor.",
    );
    expect(uploads).toEqual([]);
    expect(await page.getByRole("list", { name: "Job queue" }).getByRole("listitem").count()).toBe(0);
  });

  it("is refused by the phone wizard's Generate Textures the same way", async () => {
    const context = await browser.newContext({ ...phoneContextOptions, userAgent: IPHONE_USER_AGENT });
    const phone = await context.newPage();
    const uploads: string[] = [];
    phone.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/upload")) uploads.push(request.url());
    });
    await phone.goto(`${inject("baseUrl")}/greenhouse`);
    await phone.getByText("Step 1 of 4").waitFor();
    await phone.getByLabel("Texture or resource pack").setInputFiles(damaged);
    await phone.getByRole("button", { name: "Next" }).click();
    await phone.getByText("Step 2 of 4").waitFor();
    await phone.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(
      phone,
      "stone.png cannot be converted",
      "This PNG is damaged: its pixel data cannot be read. Re-export it from your image editor.",
    );
    // It stays on Settings: nothing started, so there is no job to follow on the Preview step.
    await phone.getByText("Step 2 of 4").waitFor();
    await screenshot(phone, "greenhouse-phone-generate-damaged-refused", { fullPage: false });
    expect(uploads).toEqual([]);
    await context.close();
  });
});
