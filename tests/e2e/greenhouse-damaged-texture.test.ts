import { scrambledPng } from "@greenhouse/wasm-pipeline/testing/scrambled-png";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { expectToast, openGreenhouse } from "./greenhouse-support.js";

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
});
