import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { zipSync } from "fflate";
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { answeredJob } from "./greenhouse-support.js";

// What the right panel says of a selected job's checks, against a jobs API the test answers: Validation
// Results once read "No validation issues found" with nothing validated, and beside two failing files.

let page: Page;

useChromium();

const job = (id: string, filename: string, status: string) =>
  answeredJob(id, filename, status, status === "completed" ? 100 : 40);
const issue = { level: "error", filename: "x.png", message: "Porosity and subsurface overlap", suggestion: "" };
const textureFile = (name: string, validationStatus: string) => ({
  originalPath: `assets/minecraft/textures/block/${name}`,
  filename: name,
  fileSize: 632,
  textureType: name.endsWith("_s.png") ? "specular" : name.endsWith("_n.png") ? "normal" : "albedo",
  validationStatus,
  validationIssues: validationStatus === "error" ? [issue] : [],
});
const packFiles = [
  textureFile("stone.png", "valid"),
  textureFile("stone_n.png", "valid"),
  textureFile("stone_s.png", "error"),
  textureFile("dirt_s.png", "error"),
];
const doneStatus = {
  currentTask: "Completed",
  logs: [],
  imagesProcessed: 2,
  totalImages: 2,
  texturesGenerated: 4,
  elapsedTime: 3000,
};

let jobs: unknown[] = [];
/** Answers a job's file list, or holds it (to see the panel while it loads) when false. */
let answerFiles = true;
const heldFiles: Route[] = [];

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.route("**/api/jobs", (route) => json(route, jobs));
  await page.route("**/api/jobs/*/files", (route) => (answerFiles ? json(route, packFiles) : heldFiles.push(route)));
  await page.route("**/api/jobs/*/status", (route) => json(route, doneStatus));
});

const previewPanel = () => page.getByRole("complementary", { name: "Preview" });

describe("Validation Results of the right panel", () => {
  it("says nothing was validated on an empty workspace, not that no issues were found", async () => {
    jobs = [];
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await previewPanel().getByText("Not validated yet").waitFor();
    expect(await page.getByText("No validation issues found").count()).toBe(0);
  });

  it("sums the selected job's file checks: two failing files read as invalid", async () => {
    jobs = [job("job-1", "voxelibre-rp.zip", "completed")];
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const summary = previewPanel().getByTestId("job-validation-summary");
    await summary.getByText("2 files fail LabPBR's rules").waitFor();
    expect(await summary.getByText("Invalid").count()).toBe(1);
    expect(await summary.textContent()).toContain("2 with errors of 4 files");
    expect(await page.getByText("No validation issues found").count()).toBe(0);
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-job-checks", { fullPage: false });
  });
});

describe("Files & Validation of a finished job", () => {
  const filesRegion = () => previewPanel().getByRole("region", { name: "Files & Validation" });

  it("says the list is loading until it arrives, not '0 files · No texture files'", async () => {
    jobs = [job("job-2", "voxelibre-rp.zip", "completed")];
    answerFiles = false;
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await filesRegion().getByTestId("files-loading").waitFor();
    await expect.poll(() => heldFiles.length).toBeGreaterThan(0);
    expect(await filesRegion().getByText("No texture files").count()).toBe(0);
    expect(await filesRegion().getByText("0 files").count()).toBe(0);
    answerFiles = true;
    for (const route of heldFiles.splice(0)) await json(route, packFiles);
    await filesRegion().getByRole("list", { name: "Texture files" }).waitFor();
    expect(await filesRegion().getByTestId("files-loading").count()).toBe(0);
  });

  it("offers the file list as a JSON download named after the pack, not a raw tab", async () => {
    const link = filesRegion().getByRole("link", { name: "Download file list (JSON)" });
    expect(await link.getAttribute("download")).toBe("voxelibre-rp_labpbr_files.json");
    expect(await link.getAttribute("target")).toBeNull();
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("voxelibre-rp_labpbr_files.json");
  });

  it("is one Tab stop, its rows reached with the arrow keys", async () => {
    const rows = filesRegion().getByRole("list", { name: "Texture files" }).getByRole("button");
    const focusedRow = () =>
      page.evaluate(() => document.activeElement?.closest(".gh-file-row")?.getAttribute("title") ?? null);
    const paths = await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("title")));
    expect(paths).toHaveLength(4);
    await filesRegion().getByPlaceholder("Filter by path").focus();
    await page.keyboard.press("Tab");
    expect(await focusedRow()).toBe(paths[0]);
    await page.keyboard.press("ArrowDown");
    expect(await focusedRow()).toBe(paths[1]);
    await page.keyboard.press("End");
    expect(await focusedRow()).toBe(paths[3]);
    // Tab leaves the list (it stepped through every row before); Shift+Tab comes back to the row left.
    await page.keyboard.press("Tab");
    expect(await focusedRow()).toBeNull();
    await page.keyboard.press("Shift+Tab");
    expect(await focusedRow()).toBe(paths[3]);
    await page.keyboard.press("Home");
    expect(await focusedRow()).toBe(paths[0]);
  });

  it("keeps focus on a row while Enter opens its preview", async () => {
    const held: Route[] = [];
    await page.route("**/api/jobs/*/download", (route) => held.push(route));
    const focused = () =>
      page.evaluate(() => {
        const row = document.activeElement?.closest(".gh-file-row");
        return row ? { path: row.getAttribute("title"), busy: row.getAttribute("aria-busy") } : null;
      });
    await page.keyboard.press("ArrowDown");
    const path = (await focused())?.path;
    await page.keyboard.press("Enter");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Disabling the row while the preview opened blurred it, and focus fell to the page. Polled: the
    // mutation's pending state reaches React on its notify tick, after its fetch has gone out.
    await expect.poll(focused).toEqual({ path, busy: "true" });
    for (const route of held.splice(0)) await route.fulfill({ status: 404, body: "" });
    await page.locator(".toast").filter({ hasText: "Preview unavailable" }).waitFor();
    await expect.poll(focused).toEqual({ path, busy: null });
    await page.unroute("**/api/jobs/*/download");
  });
});

/** A pack Validate Only fails: its 32x32 normal map does not match its 16x16 albedo. */
async function mismatchedPack(): Promise<Buffer> {
  await initNodeCodecs();
  const flat = (size: number, rgba: number[]) => {
    const image = createRawImage(size, size);
    for (let i = 0; i < image.data.length; i += 4) image.data.set(rgba, i);
    return encodePng(image);
  };
  const block = "assets/minecraft/textures/block/";
  return Buffer.from(
    zipSync({
      "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"mismatched"}}'),
      [`${block}stone.png`]: await flat(16, [120, 120, 120, 255]),
      [`${block}stone_n.png`]: await flat(32, [128, 128, 255, 255]),
    }),
  );
}

describe("Validation Results after Validate Only", () => {
  it("follows the job chosen in the queue, as Files & Validation under it does", async () => {
    jobs = [job("job-3", "voxelibre-rp.zip", "completed")];
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    await page
      .getByLabel("Texture or resource pack")
      .setInputFiles({ name: "mismatched.zip", mimeType: "application/zip", buffer: await mismatchedPack() });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    const results = previewPanel().getByTestId("validation-results");
    await results.getByText("Invalid", { exact: true }).waitFor();
    await previewPanel().getByTestId("validated-files").waitFor();
    // Choosing the job brings its files back below, and its checks above: not the pack validated before.
    await page.getByRole("button", { name: "voxelibre-rp.zip completed" }).click();
    const summary = previewPanel().getByTestId("job-validation-summary");
    await summary.getByText("2 files fail LabPBR's rules").waitFor();
    expect(await results.count()).toBe(0);
    const filesRegion = previewPanel().getByRole("region", { name: "Files & Validation" });
    await filesRegion.getByRole("list", { name: "Texture files" }).waitFor();
    expect(await filesRegion.getByTestId("validated-files").count()).toBe(0);
  });
});

describe("Cancel and Retry in a queue of several jobs", () => {
  const running = job("job-run", "running-pack.zip", "processing");
  const cancelled = { ...running, status: "failed", error: "Cancelled by you" };
  const focusedJob = () => page.evaluate(() => document.activeElement?.getAttribute("data-job-id") ?? null);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

  beforeAll(async () => {
    await page.route("**/api/jobs/*/cancel", (route) => {
      jobs = jobs.map((j) => ((j as { id: string }).id === running.id ? cancelled : j));
      return json(route, { status: "failed", error: "Cancelled by you" });
    });
    await page.route("**/api/jobs/*/retry", (route) => {
      jobs = jobs.map((j) => ((j as { id: string }).id === running.id ? { ...running, status: "pending" } : j));
      return json(route, { status: "pending", error: null });
    });
  });

  it("keeps Growth Progress in view and focus on the row after Cancel, then after Retry", async () => {
    const done = Array.from({ length: 12 }, (_, i) => job(`job-done-${i}`, `pack-${i}.zip`, "completed"));
    jobs = [running, ...done];
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const queue = page.getByRole("list", { name: "Job queue" });
    await queue.getByRole("button", { name: "Cancel running-pack.zip" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(focusedJob).toBe(running.id);
    // The row moved to the end among the failed; showing it scrolled the scroller both columns share.
    const heading = page.getByRole("heading", { name: "Growth Progress" });
    const inView = await heading.evaluate((h) => {
      const box = (h.closest(".gh-bottom-body") as HTMLElement).getBoundingClientRect();
      const own = h.getBoundingClientRect();
      return own.top >= box.top && own.bottom <= box.bottom;
    });
    expect(inView).toBe(true);
    // And the focused row shows, in the Queue's own scroller.
    const rowInView = await queue.locator(`[data-job-id="${running.id}"]`).evaluate((row) => {
      const box = (row.closest("section") as HTMLElement).getBoundingClientRect();
      const own = row.getBoundingClientRect();
      return own.top >= box.top - 1 && own.bottom <= box.bottom + 1;
    });
    expect(rowInView).toBe(true);
    // The cancelled job's checks get no verdict: it stopped, and only what it converted was checked.
    const summary = previewPanel().getByTestId("job-validation-summary");
    await summary.getByText("Only the files converted before it stopped were checked", { exact: false }).waitFor();
    expect(await summary.locator(".badge").textContent()).toBe("Cancelled");
    await screenshot(page, "greenhouse-queue-cancel-in-view", { fullPage: false });
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-job-checks-cancelled", { fullPage: false });

    await page.keyboard.press("Tab");
    expect(await focusedLabel()).toBe("Retry running-pack.zip");
    await page.keyboard.press("Enter");
    await queue.getByRole("button", { name: "Retry running-pack.zip" }).waitFor({ state: "detached" });
    // Retry is gone once the job is queued again: focus comes back to its row, not to the page.
    await expect.poll(focusedJob).toBe(running.id);
  });
});
