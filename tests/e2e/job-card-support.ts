import type { BrowserContext, Page } from "playwright-core";

// The floating job card and upload button sit over every page once you have converted something; the
// pages must still let their last content scroll clear of them, and one close must clear the card.

export type Job = { id: string; filename: string; status: string; progress: number; createdAt: string };

export const finishedJob = (n: number): Job => ({
  id: `job-${n}`,
  filename: `pack-${n}.zip`,
  status: "completed",
  progress: 100,
  createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
});

/** Answers the jobs list with `jobs()` as it is at each request (the rest of the API stays real). */
export async function withJobs(context: BrowserContext, jobs: () => Job[]): Promise<void> {
  await context.route(
    (url) => url.pathname === "/api/jobs",
    (route) => route.fulfill({ json: { jobs: jobs() } }),
  );
}

/**
 * Scrolls to the end and gives how far the page's last content ends above each of the floating overlays
 * `selectors` name, in their order (a negative number means it ends underneath).
 */
export function roomAtEndAbove(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate(async (overlays) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Twice: a list or the page's padding that settles a frame later (the opened card's room) grows the end.
    for (let pass = 0; pass < 2; pass++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      await frame();
    }
    const content = document.querySelector("main")?.lastElementChild?.getBoundingClientRect();
    const bottom = content?.bottom ?? Number.POSITIVE_INFINITY;
    return overlays.map((selector) => (document.querySelector(selector)?.getBoundingClientRect().top ?? 0) - bottom);
  }, selectors);
}

/** roomAtEndAbove for the floating job card and the upload button, once the card shows. */
export async function roomAtEnd(page: Page): Promise<{ card: number; upload: number }> {
  await page.locator(".job-card").waitFor();
  const [card = 0, upload = 0] = await roomAtEndAbove(page, [".job-card", ".fab"]);
  return { card, upload };
}

/**
 * Which of these controls the floating job card or upload button covers, as the page first shows (no
 * scrolling): their boxes must not meet, however little.
 */
export async function coveredAtFirstView(page: Page, names: string[]): Promise<string[]> {
  await page.locator(".job-card").waitFor();
  return page.evaluate((wanted) => {
    const overlays = [".job-card", ".fab"].map((selector) => document.querySelector(selector)?.getBoundingClientRect());
    const controls = [...document.querySelectorAll("main a, main button")].filter((control) =>
      wanted.includes(control.textContent?.trim() ?? ""),
    );
    if (controls.length < wanted.length) throw new Error(`missing one of ${wanted.join(", ")}`);
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return overlays.some(
          (overlay) =>
            overlay &&
            box.left < overlay.right &&
            box.right > overlay.left &&
            box.top < overlay.bottom &&
            box.bottom > overlay.top,
        );
      })
      .map((control) => control.textContent?.trim() ?? "");
  }, names);
}
