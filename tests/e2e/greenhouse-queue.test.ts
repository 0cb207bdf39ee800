import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpus, corpusEntry } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
// Big enough (2,480 textures) that the server is still converting when the test presses Cancel.
const PACK = path.join(corpus, "pixelperfection-ce.zip");
const NAME = "pixelperfection-ce.zip";

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

describe("the job queue's row actions", () => {
  it("cancels a running conversion, retries it, cancels again and removes it", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(PACK);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const queue = page.getByRole("list", { name: "Job queue" });
    const row = queue.getByRole("listitem").filter({ hasText: NAME });

    // Real clicks, while the "Upload successful" toast is still up: toasts on the converter keep clear
    // of the queue (greenhouse-toast-placement), so nothing covers its buttons.
    const press = (name: string) => row.getByRole("button", { name: `${name} ${NAME}` }).click({ timeout: 3000 });

    // Processing: a progress bar and Cancel, nothing else.
    await row.getByRole("button", { name: `Cancel ${NAME}` }).waitFor({ timeout: 60_000 });
    await row.getByRole("progressbar").waitFor();
    await press("Cancel");

    // Cancelled: a neutral 'Cancelled' (not a red 'Failed'), the reason, Retry and Remove.
    await row.getByText("Cancelled by you").waitFor();
    await row.getByText("Cancelled", { exact: true }).waitFor();
    expect(await row.getByText("Failed", { exact: true }).count()).toBe(0);
    expect(await row.getByRole("button", { name: `Cancel ${NAME}` }).count()).toBe(0);
    // The job stays selected and focus moves to its row: the Cancel button pressed is gone, and focus
    // used to fall to <body> with the row moved down out of view.
    const jobId = await row.locator("[data-job-id]").getAttribute("data-job-id");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-job-id") ?? null))
      .toBe(jobId);
    expect(await row.getAttribute("aria-current")).toBe("true");
    const growth = page.getByTestId("growth-progress");
    expect(await growth.getAttribute("data-growth-job")).toBe(jobId);
    await growth.getByTestId("current-task").getByText("Cancelled by you", { exact: true }).waitFor();
    expect(await growth.locator(".gh-status").textContent()).toBe("cancelled");
    await screenshot(page, "greenhouse-queue-cancelled");

    await press("Retry");
    await row.getByRole("button", { name: `Cancel ${NAME}` }).waitFor({ timeout: 60_000 });
    expect(await row.getByText("Cancelled by you").count()).toBe(0);
    await press("Cancel");
    await row.getByText("Cancelled by you").waitFor();

    await press("Remove");
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  });

  it("follows the next upload in Growth Progress, not the job that finished before it", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const dirt = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/dirt.png");
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const growth = page.getByTestId("growth-progress");
    await growth.locator(".gh-status", { hasText: "completed" }).waitFor({ timeout: 60_000 });

    // The next upload is held at the network until the test lets it go, as a large pack on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/upload", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Texture or resource pack").setInputFiles(dirt.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await growth.getByTestId("current-task").getByText("Uploading dirt.png", { exact: true }).waitFor();
    expect(await growth.locator(".gh-status").textContent()).toBe("uploading");
    expect(await growth.getByRole("progressbar", { name: "Upload of dirt.png" }).count()).toBe(1);
    // The finished stone.png job is still in the queue, but not highlighted as if it were this one.
    const queue = page.getByRole("list", { name: "Job queue" });
    await queue.getByRole("listitem").filter({ hasText: "stone.png" }).waitFor();
    expect(await queue.locator('[aria-current="true"]').count()).toBe(0);
    await screenshot(page, "greenhouse-queue-uploading");

    release();
    const dirtRow = queue.getByRole("listitem").filter({ hasText: "dirt.png" });
    await dirtRow.waitFor({ timeout: 30_000 });
    await expect.poll(() => dirtRow.getAttribute("aria-current")).toBe("true");
    await page.unroute("**/api/upload");
    expect(await growth.getAttribute("data-growth-job")).toBe(
      await dirtRow.locator("[data-job-id]").getAttribute("data-job-id"),
    );
  }, 120_000);
});
