import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const dir = path.resolve(import.meta.dirname, "../e2e/screenshots");

/** Saves a full-page screenshot so a person can look at what the test saw. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
