import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { answeredJob } from "./greenhouse-support.js";
import { smallTapTargets } from "./tap-targets.js";

// The selected job's checks in the Preview panel of a touch tablet on its side (1180x820), where that
// panel is its narrowest: the verdict (badge and headline) would not wrap and ran out of the panel.
// The jobs API is answered by the test, one verdict after another. The panel's files and the job's queue
// row are measured for touch too, as on the phone's Preview step.

let page: Page;

useChromium();

const block = "assets/minecraft/textures/block";
const issue = (level: string) => ({
  level,
  filename: "x.png",
  message: "Porosity and subsurface overlap",
  suggestion: "",
});
/** Four checked files, `failing` of them with an issue of `level`. */
const checkedFiles = (failing: number, level: string) =>
  ["stone", "stone_n", "stone_s", "dirt_s"].map((name, index) => ({
    originalPath: `${block}/${name}.png`,
    filename: `${name}.png`,
    fileSize: 632,
    textureType: "albedo",
    validationStatus: index < failing ? level : "valid",
    validationIssues: index < failing ? [issue(level)] : [],
  }));

let jobs: unknown[] = [];
let files: unknown[] = [];
const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

beforeAll(async () => {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, hasTouch: true });
  page = await context.newPage();
  await page.route("**/api/jobs", (route) => json(route, jobs));
  await page.route("**/api/jobs/*/files", (route) => json(route, files));
  await page.route("**/api/jobs/*/status", (route) =>
    json(route, { currentTask: "Completed", logs: [], imagesProcessed: 4, totalImages: 4, texturesGenerated: 4 }),
  );
});

/** The parts of the summary drawn past the Preview panel's content box, and the panel's sideways scroll. */
function spill(page: Page) {
  return page.getByTestId("job-validation-summary").evaluate((summary) => {
    const panel = summary.closest<HTMLElement>(".gh-side-scroll");
    if (!panel) throw new Error("the summary is not in a side panel");
    const edge = panel.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(panel).paddingRight);
    return {
      scroll: panel.scrollWidth - panel.clientWidth,
      past: [summary, ...summary.querySelectorAll("*")]
        .filter((part) => part.getBoundingClientRect().right > edge + 0.5)
        .map((part) => part.textContent),
    };
  });
}

describe("the job's checks in the Preview panel at 1180x820 (touch)", () => {
  it.each([
    ["invalid", 2, "error", "2 files fail LabPBR's rules"],
    ["warnings", 3, "warning", "3 files with warnings"],
    ["valid", 0, "error", "All files pass LabPBR's rules"],
  ])("wraps the %s verdict inside the panel", async (verdict, failing, level, headline) => {
    jobs = [answeredJob(`job-${verdict}`, "voxelibre-rp.zip", "completed", 100)];
    files = checkedFiles(failing, level);
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const summary = page.getByRole("complementary", { name: "Preview" }).getByTestId("job-validation-summary");
    await summary.getByText(headline).waitFor();
    expect(await spill(page)).toEqual({ scroll: 0, past: [] });
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, `greenhouse-job-checks-tablet-${verdict}`, { fullPage: false });
  });

  it("gives the job's file rows, their filter and JSON link, and its queue row 44 px targets", async () => {
    await page.getByRole("list", { name: "Texture files" }).getByRole("button").first().waitFor();
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
