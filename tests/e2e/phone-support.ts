import type { BrowserContextOptions, Page } from "playwright-core";
import { screenshot } from "../support/screenshots.js";
import { phone } from "./site-support.js";

/** Safari on an iPhone, for journeys that also want the phone's own user agent (the app reads it: lib/device.ts). */
export const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/**
 * A touch phone (390x844, mobile viewport, touch events): spread into `browser.newContext`/`newPage` with
 * whatever else a journey needs. Touch matters: `(pointer: coarse)` is what gives controls 44 px targets.
 */
export const phoneContextOptions = {
  viewport: phone,
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** The same phone as an iPhone shows it: Safari's user agent and 2x pixels, so screenshots are as sharp as one. */
export const iphoneContextOptions = {
  ...phoneContextOptions,
  userAgent: IPHONE_USER_AGENT,
  deviceScaleFactor: 2,
} as const satisfies BrowserContextOptions;

/**
 * A phone screenshot of the viewport as a person sees it: full-page captures of a phone page put the
 * fixed bottom navigation in the middle of the picture. `closeToasts` first closes any toast and waits
 * for it to go, for pictures of the page under one; without it a toast on screen is in the picture.
 */
export async function phoneScreenshot(page: Page, name: string, { closeToasts = false } = {}): Promise<void> {
  if (closeToasts) {
    for (const close of await page.getByRole("button", { name: "Close notification" }).all()) {
      await close.click().catch(() => undefined);
    }
    await page
      .locator(".toast")
      .first()
      .waitFor({ state: "hidden", timeout: 3000 })
      .catch(() => undefined);
  }
  await screenshot(page, name, { fullPage: false });
}
