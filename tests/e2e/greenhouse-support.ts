import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodePng, type RawImage } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { corpusDir as corpus } from "@greenhouse/wasm-pipeline/testing/corpus";

export { corpus };

import { unzipSync, zipSync } from "fflate";
import type { Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { browser } from "../support/chromium-session.js";

const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-e2e-files-"));

/** Extracts one entry of a corpus pack to a scratch file and returns its path and bytes. */
export function corpusEntry(pack: string, entry: string): { file: string; bytes: Uint8Array } {
  const files = unzipSync(readFileSync(path.join(corpus, pack)), { filter: (f) => f.name === entry });
  const bytes = files[entry];
  if (!bytes) throw new Error(`${pack} has no ${entry}`);
  const file = path.join(scratch, path.basename(entry));
  writeFileSync(file, bytes);
  return { file, bytes };
}

/** A scratch file of exactly `size` bytes (sparse, so 200 MB costs nothing). */
export function sizedFile(name: string, size: number): string {
  const file = path.join(scratch, name);
  const fd = openSync(file, "w");
  ftruncateSync(fd, size);
  closeSync(fd);
  return file;
}

/**
 * A stored (uncompressed) pack of about `size` bytes: `files` plus one sound entry of zeros that pads
 * it, for journeys that need a file over one request's limit.
 */
export function paddedPack(name: string, size: number, files: Record<string, Uint8Array>): string {
  const listed = Object.values(files).reduce((total, bytes) => total + bytes.length, 0);
  const padding = new Uint8Array(Math.max(0, size - listed - 4096));
  const file = path.join(scratch, name);
  writeFileSync(file, zipSync({ ...files, "assets/minecraft/sounds/padding.ogg": padding }, { level: 0 }));
  return file;
}

/** Decodes PNG bytes with the same pipeline the app uses, in Node. */
export async function decodeWithPipeline(bytes: Uint8Array): Promise<RawImage> {
  await initNodeCodecs();
  return decodePng(bytes);
}

/** Presses a Download button and unzips what the browser saved. */
export async function downloadZip(button: Locator): Promise<Record<string, Uint8Array>> {
  const download = button.page().waitForEvent("download");
  await button.click();
  return unzipSync(new Uint8Array(readFileSync(await (await download).path())));
}

/**
 * Waits for the toast with this title and description (the spec shows one at a time). Up to 15 s: the
 * work before a toast (a validation, an upload) took over 5 s once on a loaded two-core CI run.
 */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator(".toast").filter({ hasText: title }).filter({ hasText: description });
  await toast.first().waitFor({ timeout: 15_000 });
}

/** Hovers the centre of texel (x, y) of a texture fitted into the previewer canvas. */
export async function hoverTexel(canvas: Locator, image: RawImage, x: number, y: number): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error("The previewer canvas is not visible");
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const left = box.width / 2 - (image.width * scale) / 2;
  const top = box.height / 2 - (image.height * scale) / 2;
  await canvas.hover({ position: { x: left + (x + 0.5) * scale, y: top + (y + 0.5) * scale } });
}

/** Switches the site theme through its menu, as a person would. */
export async function setTheme(page: Page, name: "Light" | "Dark"): Promise<void> {
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitemradio", { name }).click();
}

/** The centre panel scrolls on its own: bring a section's part into view before a screenshot. */
export async function showHeading(page: Page, name: string): Promise<void> {
  await page
    .getByTestId("workspace")
    .getByRole("heading", { name, exact: true })
    .evaluate((heading) => heading.closest("section")?.scrollIntoView({ block: "start" }));
}

/** A desktop (1280x800) page on the Greenhouse workspace, once its heading shows. */
export async function openGreenhouse(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${inject("baseUrl")}/greenhouse`);
  await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
  return page;
}

const answeredAt = new Date().toISOString();

/** A resource-pack job as `GET /api/jobs` lists it, for tests that answer the jobs API themselves. */
export function answeredJob(id: string, filename: string, status: string, progress: number) {
  return {
    id,
    filename,
    kind: "resourcepack",
    status,
    progress,
    error: null,
    outputSize: null,
    projectId: null,
    createdAt: answeredAt,
    updatedAt: answeredAt,
    expiresAt: answeredAt,
  };
}

/** Whether the page asks before it is closed or reloaded: a beforeunload that a listener cancels. */
export const warnsBeforeLeaving = (target: Page) =>
  target.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
