import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject, signedInPage } from "./project-seed.js";

// A whole converted pack in the dashboard's Analytics: "3314 (>99%)" wrapped onto two lines in its 5rem
// cell, and the score bands summed to the 3,259 textures beside a distribution of 3,314 files without a
// word about the 55 .mcmeta files, which are never scored. The file list is answered here (the API takes
// 30 uploads a minute): one stored texture, listed as 3,259 like it plus 55 animations and 2 failures.

let page: Page;
let projectId = 0;
let listed: unknown[] = [];

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
    const files = `/api/projects/${projectId}/files`;
    await page.route(
      (url) => url.pathname === files,
      (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(listed) }),
    );
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
    await page.getByRole("heading", { name: "Whole Pack" }).waitFor();
    await page.getByRole("tab", { name: "Analytics" }).click();
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
    await page
      .getByText(
        "Scores of 3,261 of 3,316 files; not counted: 55 .mcmeta files (animation data, not images, never scored).",
      )
      .waitFor();
    await page.getByRole("heading", { name: "Quality metrics" }).scrollIntoViewIfNeeded();
    await screenshot(page, "site-dashboard-analytics-large", { fullPage: false });
  }, 60_000);
});
