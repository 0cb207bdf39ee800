import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject, signedInPage } from "./project-seed.js";
import { signedInContext } from "./site-support.js";

// A whole converted pack in the dashboard's Analytics: "3314 (>99%)" wrapped onto two lines in its 5rem
// cell, and the score bands summed to the 3,259 textures beside a distribution of 3,314 files without a
// word about the 55 .mcmeta files, which are never scored. The file list is answered here (the API takes
// 30 uploads a minute): one stored texture, listed as 3,259 like it plus 55 animations and 2 failures.
// Then the figures were left-aligned, so 3259 stood over 0 by its first digit, and the note sat under the
// last band, below the fold of the 1280x800 panel when the bands had just scrolled into view.

let page: Page;
let projectId = 0;
let listed: unknown[] = [];
const small = { width: 768, height: 1024 };

useLocalStack();

beforeAll(async () => {
  page = await signedInPage("tester1");
  const block = "assets/minecraft/textures/block";
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  projectId = await seedProject(page, { name: "Whole Pack" }, [{ path: `${block}/stone.png`, bytes: png }]);
  const stored = await page.evaluate(async (id) => {
    const body = (await (await fetch(`/api/projects/${id}/files`)).json()) as Record<string, unknown>[];
    return body.find((file) => file.type === "file") as Record<string, unknown>;
  }, projectId);
  listed = [];
  const add = (n: number, name: string, extra: Record<string, unknown>) =>
    listed.push({ ...stored, id: 10_000 + n, name, path: `${block}/${name}`, ...extra });
  for (let n = 0; n < 3259; n++) add(n, `tile_${n}.png`, { status: "completed", validationScore: 100 });
  for (let n = 0; n < 55; n++) add(5000 + n, `tile_${n}.png.mcmeta`, { status: "completed", validationScore: null });
  for (let n = 0; n < 2; n++) add(6000 + n, `broken_${n}.png`, { status: "error", validationScore: 20 });
});

describe("Analytics of a project of 3,316 files", () => {
  it("keeps each figure on one line and says what the score bands count", async () => {
    await openAnalytics(page);
    const figure = page.locator(".pd-bars li", { hasText: "completed" }).locator(".pd-bar-figure");
    expect(await figure.textContent()).toBe("3314 (>99%)");
    // One line: no taller than a figure that cannot wrap ("2 (<1%)"), and not cut short either.
    const other = page.locator(".pd-bars li", { hasText: "error" }).locator(".pd-bar-figure");
    const box = await figure.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lines: element.getClientRects().length,
      clipped: element.scrollWidth > element.clientWidth + 1,
    }));
    const short = await other.evaluate((element) => element.getBoundingClientRect().height);
    expect(box.height).toBeCloseTo(short, 0);
    expect(box.lines).toBe(1);
    expect(box.clipped).toBe(false);
    // The bands count 3,261 scored textures; the note says the 55 .mcmeta files are left out, on purpose.
    const bands = page.getByRole("list", { name: "Scores by band" }).locator(".pd-bar-figure");
    const counts = (await bands.allTextContents()).map(Number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3261);
    // A band with no textures draws no bar; the smallest band with some still shows one.
    const bars = page.getByRole("list", { name: "Scores by band" }).locator(".pd-bar");
    const widths = await bars.evaluateAll((elements) => elements.map((bar) => bar.getBoundingClientRect().width));
    expect(widths.map((width, i) => (counts[i] === 0 ? width === 0 : width >= 2))).toEqual(counts.map(() => true));
    // The 2 textures scoring under 50 are drawn in the error colour of the distribution's Error row, not green.
    const colour = (bar: Element) => getComputedStyle(bar).backgroundColor;
    const errorBar = page.locator(".pd-bars li", { hasText: "error" }).locator(".pd-bar");
    expect(await bars.last().evaluate(colour)).toBe(await errorBar.evaluate(colour));
    expect(await bars.first().evaluate(colour)).not.toBe(await bars.last().evaluate(colour));
    await page
      .getByText(
        "Scores of 3,261 of 3,316 files; not counted: 55 .mcmeta files (animation data, not images, never scored).",
      )
      .waitFor();
    // The figures are a right-aligned column: the counts end at one edge, as do the shares beside them.
    expect(await edges(bands)).toEqual({ right: 1, left: 2 });
    expect(await edges(page.locator(".pd-bars li .pd-figure-count"))).toEqual({ right: 1, left: 2 });
    expect(await edges(page.locator(".pd-bars li .pd-figure-share"))).toEqual({ right: 1, left: 2 });
    expect(await bands.first().evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toBe(
      "tabular-nums",
    );
    // Scrolled down until the bands show, the note saying what they count shows with them: under the
    // last band it sat below the fold of the 1280x800 panel.
    await page
      .getByRole("list", { name: "Scores by band" })
      .locator("li")
      .last()
      .evaluate((row) => {
        row.scrollIntoView({ block: "end" });
      });
    expect(await shownWhole(page.locator(".pd-coverage"))).toBe(true);
    await screenshot(page, "site-dashboard-analytics-large", { fullPage: false });
  }, 60_000);

  it("lays the Analytics out whole in the narrowest workspace, a 768x1024 touch tablet", async () => {
    // A phone has no Analytics tab (its Projects link opens the /projects page), so the tab's narrowest
    // home is an upright small tablet's centre panel.
    const { page: tablet } = await signedInContext(browser, worker.baseUrl, "tester1", small, { hasTouch: true });
    await openAnalytics(tablet, { tap: true });
    const bands = tablet.getByRole("list", { name: "Scores by band" });
    await bands.waitFor();
    const figure = tablet.locator(".pd-bars li", { hasText: "completed" }).locator(".pd-bar-figure");
    expect(await figure.evaluate((element) => element.getClientRects().length)).toBe(1);
    expect(await edges(bands.locator(".pd-bar-figure"))).toEqual({ right: 1, left: 2 });
    // Nothing of the tab reaches past the dashboard's right edge.
    const past = await tablet.locator(".pd-analytics").evaluate((tab) => {
      const edge = (tab.closest(".pd") ?? tab).getBoundingClientRect().right;
      return [...tab.querySelectorAll("*")]
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => element.className || element.tagName);
    });
    expect(past).toEqual([]);
    await bands
      .locator("li")
      .last()
      .evaluate((row) => row.scrollIntoView({ block: "end" }));
    expect(await shownWhole(tablet.locator(".pd-coverage"))).toBe(true);
    await screenshot(tablet, "site-dashboard-analytics-small-tablet", { fullPage: false });
    await tablet.context().close();
  }, 60_000);
});

/**
 * How many distinct right and left edges the elements' text has, to the pixel (the text, not the cell,
 * which spans its column whatever the alignment): one right edge is a right-aligned column.
 */
/** The dashboard's Analytics tab of the seeded project, its file list answered with the 3,316 listed files. */
async function openAnalytics(on: Page, { tap = false } = {}): Promise<void> {
  const files = `/api/projects/${projectId}/files`;
  await on.route(
    (url) => url.pathname === files,
    (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(listed) }),
  );
  await on.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
  await on.getByRole("heading", { name: "Whole Pack" }).waitFor();
  const tab = on.getByRole("tab", { name: "Analytics" });
  await (tap ? tab.tap() : tab.click());
}

function edges(elements: Locator) {
  return elements.evaluateAll((all) => {
    const text = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const count = (side: "left" | "right") => new Set(all.map((element) => Math.round(text(element)[side]))).size;
    return { right: count("right"), left: count("left") };
  });
}

/** Whether the element is wholly inside the window and inside the box that scrolls it. */
function shownWhole(element: Locator) {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const inside = (outer: { top: number; bottom: number }) => box.top >= outer.top && box.bottom <= outer.bottom;
    let scroller = target.parentElement;
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
    const window_ = { top: 0, bottom: window.innerHeight };
    return box.height > 0 && inside(window_) && (!scroller || inside(scroller.getBoundingClientRect()));
  });
}
