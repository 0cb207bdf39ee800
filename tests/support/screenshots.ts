import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const dir = path.resolve(import.meta.dirname, "../e2e/screenshots");

/**
 * Saves a screenshot so a person can look at what the test saw: the whole page, or only the viewport
 * (what a phone shows). Finite animations are run to their end first, so a toast that is sliding in is
 * shown where it settles rather than cut off at the edge.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: "disabled" });
}
