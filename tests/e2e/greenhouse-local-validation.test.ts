import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { expectToast, openGreenhouse } from "./greenhouse-support.js";

// After Convert on this device, Validation Results asked the server for /api/jobs/local-1/files, a job
// that exists only on this page, and said "Could not load the job's files". A run on this device
// carries its own files' checks: the results add those up.

const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-local-validation-"));
let page: Page;
/** Requests for a run on this device that reached for the server. */
const askedServer: string[] = [];

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await openGreenhouse();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/jobs/local-")) askedServer.push(request.url());
  });
});

async function texture(name: string, size: number): Promise<string> {
  const image = createRawImage(size, size);
  for (let i = 0; i < size * size; i++) image.data.set([90 + (i % 40), (i * 7) % 256, 140, 255], i * 4);
  const file = path.join(scratch, name);
  writeFileSync(file, await encodePng(image));
  return file;
}

describe("Validation Results of a conversion on this device", () => {
  it("sums the run's own checks in the bottom panel and the right panel, without asking the server", async () => {
    await page.getByLabel("Texture or resource pack").setInputFiles(await texture("cobble.png", 16));
    await page.getByTestId("chosen-file").getByText("cobble.png").waitFor();
    await page.getByRole("button", { name: "Convert on this device" }).click();
    await expectToast(page, "Conversion complete", "1 texture and 2 maps converted on this device.");

    await page.getByRole("tab", { name: "Validation" }).click();
    const bottom = page.locator(".gh-bottom").getByTestId("job-validation-summary");
    await bottom.waitFor();
    // The texture and its two maps, as the run's own files list them.
    const said = "Valid · All files pass LabPBR's rules3 of 3 files checked";
    expect(await bottom.textContent()).toBe(said);
    // The right panel speaks of the same run (it read "Not validated yet").
    const side = page.getByRole("complementary", { name: "Preview" }).getByTestId("job-validation-summary");
    expect(await side.textContent()).toBe(said);
    await page.getByRole("button", { name: "Close notification" }).click();
    await side.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-local-validation", { fullPage: false });
    expect(askedServer).toEqual([]);
  });
});
