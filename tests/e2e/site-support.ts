import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir as corpus } from "@greenhouse/wasm-pipeline/testing/corpus";
import { unzipSync } from "fflate";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** A real photo texture (an ambientCG albedo JPEG from the corpus) under a name of our choosing. */
export function corpusJpeg(material: string, fileName: string) {
  const buffer = readFileSync(path.join(corpus, "ambientcg", material, "albedo.jpg"));
  return { name: fileName, mimeType: "image/jpeg", buffer };
}

/** One real base texture from the pixelperfection-ce corpus pack, by file name under textures/block. */
export function corpusTexture(fileName: string) {
  const name = `assets/minecraft/textures/block/${fileName}`;
  const entries = unzipSync(readFileSync(path.join(corpus, "pixelperfection-ce.zip")), {
    filter: (file) => file.name === name,
  });
  const bytes = entries[name];
  if (!bytes) throw new Error(`pixelperfection-ce.zip has no ${name}`);
  return { name: fileName, mimeType: "image/png", buffer: Buffer.from(bytes) };
}

/** One real `_s` texture from the simplelabpbr corpus pack (never copied into the repo). */
export function corpusSpecular(name = "assets/minecraft/textures/block/mossy_stone_bricks_s.png") {
  const entries = unzipSync(readFileSync(path.join(corpus, "simplelabpbr.zip")), {
    filter: (file) => file.name === name,
  });
  const bytes = entries[name];
  if (!bytes) throw new Error(`simplelabpbr.zip has no ${name}`);
  return { name: path.basename(name), mimeType: "image/png", buffer: Buffer.from(bytes) };
}

/** A new browser context signed in as a stand-in identity through the real OAuth redirects. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  loginHint: string,
  viewport = desktop,
  options: Omit<BrowserContextOptions, "viewport"> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/auth/discord?login_hint=${encodeURIComponent(loginHint)}`);
  await page.waitForURL(`${baseUrl}/`);
  return { context, page };
}

/** Creates a project for the page's signed-in user through the API (as a seed, not the journey under test); its id. */
export async function createProjectThroughApi(page: Page, name: string): Promise<number> {
  return page.evaluate(async (projectName) => {
    const created = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: projectName }),
    });
    return ((await created.json()) as { id: number }).id;
  }, name);
}

/** Waits for the toast with this title and returns its text. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.locator(".toast", { hasText: title }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? "";
}
