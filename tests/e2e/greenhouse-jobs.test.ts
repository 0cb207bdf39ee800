import { readFileSync } from "node:fs";
import path from "node:path";
import { validatePack } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { unzipSync } from "fflate";
import type { Download, Page, Response } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpus, expectToast } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const PACK = path.join(corpus, "pixelperfection-ce.zip");

let page: Page;
/** The server's converted pack, compared byte for byte with the on-device conversion. */
let serverZip: Uint8Array | undefined;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
});

async function bytesOf(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(readFileSync(file));
}

describe("converting a real pack in the workspace", () => {
  it("uploads through the server with a progress bar, watches it grow and downloads a valid LabPBR pack", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    // Hold the upload briefly so the uploading state can be seen, then let it through untouched.
    await page.route("**/api/upload", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel("Texture or resource pack").setInputFiles(PACK);
    expect(await page.getByRole("radio", { name: "Resource Pack" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page.getByRole("button", { name: "Growing with Greenhouse..." }).waitFor();
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");

    const queue = page.getByRole("list", { name: "Job queue" });
    await queue.getByText("pixelperfection-ce.zip").first().waitFor();
    const progress = page.getByTestId("growth-progress");
    await progress
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 240_000 });
    // The panel catches up with the finished job's final counts (one more poll after it completes).
    const counts = async () => {
      const [done, total] = ((await page.getByTestId("images-processed").textContent()) ?? "0/0").split("/");
      return { done: Number(done), total: Number(total) };
    };
    await expect
      .poll(async () => {
        const { done, total } = await counts();
        return done === total;
      })
      .toBe(true);
    expect((await counts()).total).toBeGreaterThan(1000);
    await screenshot(page, "greenhouse-desktop-job-completed");

    const downloadEvent = page.waitForEvent("download");
    await queue.getByRole("button", { name: "Download" }).first().click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe("pixelperfection-ce_labpbr.zip");
    await expectToast(page, "Download started", "Your converted resource pack is being downloaded");
    serverZip = await bytesOf(download);
    await initNodeCodecs();
    const result = await validatePack(serverZip);
    expect(result.issues.filter((issue) => issue.level === "error").slice(0, 5)).toEqual([]);
    expect(result.isValid).toBe(true);
  }, 300_000);

  it("lists the job's texture files and previews one with its _n and _s", async () => {
    // The preview reads the converted pack by ranges: its central directory and the texture's entries.
    const reads: { status: number; bytes: number }[] = [];
    const onResponse = (response: Response) => {
      if (!new URL(response.url()).pathname.endsWith("/download")) return;
      reads.push({ status: response.status(), bytes: Number(response.headers()["content-length"] ?? Number.NaN) });
    };
    page.on("response", onResponse);
    const files = page.getByRole("list", { name: "Texture files" });
    await files.getByRole("button").first().waitFor({ timeout: 15_000 });
    await page.getByLabel("Filter files").fill("block/stone.png");
    await files.getByRole("button", { name: /^block\/stone\.png/ }).click();
    await page.getByRole("tab", { name: "Normal _n" }).click();
    expect(await page.getByLabel("Channel view").locator("option").first().textContent()).toBe("Normal map (RGB)");
    await page.getByRole("tab", { name: "Specular _s" }).click();
    await page.getByLabel("Channel view").selectOption({ label: "Smoothness (R)" });
    const canvas = page.getByTestId("channel-canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    await canvas.hover({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByTestId("pixel-readout").getByText("Smoothness (R)").waitFor();
    await screenshot(page, "greenhouse-desktop-job-files");

    // Opening a map's own row shows that map, under its own name, scrolled into view above the list.
    await page.getByLabel("Filter files").fill("sea_lantern");
    await files.getByRole("button", { name: /^block\/sea_lantern_n\.png/ }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Normal _n" }).getAttribute("aria-selected")).toBe("true");
    await page.getByTestId("pixel-readout").getByText("sea_lantern_n.png · 16×", { exact: false }).waitFor();
    await page.getByRole("tab", { name: "Specular _s" }).click();
    await page.getByTestId("pixel-readout").getByText("sea_lantern_s.png · 16×", { exact: false }).waitFor();
    const previewer = await canvas.boundingBox();
    expect(previewer?.y ?? -1).toBeGreaterThanOrEqual(0);
    page.off("response", onResponse);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((read) => read.status === 206)).toBe(true);
    const read = reads.reduce((sum, { bytes }) => sum + bytes, 0);
    const whole = serverZip?.length ?? 0;
    expect(read, `${read} of ${whole} bytes`).toBeLessThan(whole / 10);
  }, 120_000);

  // The server's job engine drives the same resumable pack API (planPack/convertEntries/finishPack)
  // as convertPack in this Web Worker, so both must produce the very same zip.
  it("converts the same pack on this device (pipeline in a Web Worker) into a byte-identical zip", async () => {
    await page.getByRole("button", { name: "Convert on this device" }).click();
    const local = page.getByTestId("local-conversion");
    await local.getByText(/Converted on this device/).waitFor({ timeout: 240_000 });
    const downloadEvent = page.waitForEvent("download");
    await local.getByRole("button", { name: "Download" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe("pixelperfection-ce_labpbr.zip");
    const localZip = await bytesOf(download);
    const result = await validatePack(localZip);
    expect(result.issues.filter((issue) => issue.level === "error").slice(0, 5)).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.textureFiles).toBeGreaterThan(1000);
    if (!serverZip) throw new Error("the server conversion test did not run");
    const serverEntries = unzipSync(serverZip);
    const localEntries = unzipSync(localZip);
    const differing = Object.keys({ ...serverEntries, ...localEntries }).filter(
      (name) => Buffer.compare(Buffer.from(serverEntries[name] ?? []), Buffer.from(localEntries[name] ?? [])) !== 0,
    );
    expect(differing.slice(0, 10)).toEqual([]);
    expect(Buffer.compare(Buffer.from(localZip), Buffer.from(serverZip))).toBe(0);

    // A second run can be cancelled part-way; the panel goes back to idle.
    await page.getByRole("button", { name: "Convert on this device" }).click();
    await local.getByRole("button", { name: "Cancel" }).click();
    await local.waitFor({ state: "detached" });
  }, 300_000);
});
