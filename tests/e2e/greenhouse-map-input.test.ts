import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";

// A review converted sand_s.png with Generate Textures and got sand_s_n.png and sand_s_s.png, made from
// its specular data as if it were colour. Batch already skipped such files; Convert now says what to choose.

const baseUrl = inject("baseUrl");
const sandS = corpusEntry("replete-labpbr.zip", "assets/minecraft/textures/block/sand_s.png");

useChromium();

let context: BrowserContext | undefined;
afterAll(() => context?.close());

describe("a LabPBR map chosen in Convert", () => {
  it("is refused by Generate Textures and by Convert on this device, with no job started", async () => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(sandS.file);
    const told =
      "sand_s.png is a specular (_s) map, not a base colour texture. Choose sand.png to generate its maps, or use Validate Only to check this one.";
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Already a LabPBR map", told);
    await page.getByRole("button", { name: "Convert on this device" }).click();
    await expectToast(page, "Already a LabPBR map", told);
    await page.getByText("The queue is empty.").waitFor();
    expect(await page.getByRole("list", { name: "Job queue" }).count()).toBe(0);
    // Checking the map is still what Validate Only is for.
    await page.getByRole("button", { name: "Validate Texture Only" }).click();
    await expectToast(page, "Validation complete", "Check the files panel for details.");
  });
});
