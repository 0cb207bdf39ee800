import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./chromium.js";

// The Chromium one e2e file drives. The binding is live: a test file imports `browser` and reads it once
// `useChromium()`'s beforeAll has run (each test file has its own module instances).

export let browser: Browser;

/** Launches Chromium before this file's tests (ahead of the file's own beforeAll hooks) and closes it after. */
export function useChromium(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}
