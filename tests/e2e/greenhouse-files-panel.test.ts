import { zipSync } from "fflate";
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { answeredJob, corpusEntry, expectToast } from "./greenhouse-support.js";

// The right panel's Files & Validation list and Growth Progress against jobs the test controls: the
// jobs API is answered here, so an earlier job, its files and a status poll ahead of the list are exact.

let page: Page;

useChromium();

const textureFile = (originalPath: string, textureType: string) => ({
  originalPath,
  filename: originalPath.split("/").pop(),
  fileSize: 632,
  textureType,
  validationStatus: "valid",
  validationIssues: [],
});
const block = "assets/minecraft/textures/block/";
const earlierFiles = [
  textureFile(`${block}sweet_berry_bush_stage3.png`, "albedo"),
  textureFile(`${block}sweet_berry_bush_stage3_n.png`, "normal"),
  textureFile(`${block}sweet_berry_bush_stage3_s.png`, "specular"),
  textureFile(`${block}sculk_catalyst_side_bloom_n.png`, "normal"),
];
const doneStatus = {
  currentTask: "Completed",
  logs: [],
  imagesProcessed: 4,
  totalImages: 4,
  texturesGenerated: 8,
  elapsedTime: 3000,
};

let jobs: unknown[] = [];
let statuses: Record<string, unknown> = {};

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.route("**/api/jobs", (route) => json(route, jobs));
  await page.route("**/api/jobs/*/files", (route) => json(route, earlierFiles));
  await page.route("**/api/jobs/*/status", (route) => {
    const id = new URL(route.request().url()).pathname.split("/")[3] ?? "";
    return json(route, statuses[id] ?? doneStatus);
  });
});

const filesRegion = () =>
  page.getByRole("complementary", { name: "Preview" }).getByRole("region", { name: "Files & Validation" });

describe("Files & Validation in the right panel", () => {
  it("keeps a texture's albedo, _n and _s rows apart at the default panel width", async () => {
    jobs = [answeredJob("job-old", "voxelibre-rp.zip", "completed", 100)];
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const rows = filesRegion().getByRole("list", { name: "Texture files" }).getByRole("button");
    await rows.first().waitFor();
    // Each name is shown whole (not "block/sweet_ber…", nor only its end), and inside the row's name column.
    const tails = await filesRegion()
      .locator(".gh-file-name")
      .evaluateAll((names) =>
        names.map((name) => {
          const tail = name.querySelector(".gh-file-tail") as HTMLElement;
          const clipped = tail.getBoundingClientRect().right > name.getBoundingClientRect().right + 0.5;
          return { tail: tail.textContent, clipped, title: name.getAttribute("title") };
        }),
      );
    expect(tails.slice(0, 3)).toEqual([
      { tail: "sweet_berry_bush_stage3.png", clipped: false, title: `${block}sweet_berry_bush_stage3.png` },
      { tail: "sweet_berry_bush_stage3_n.png", clipped: false, title: `${block}sweet_berry_bush_stage3_n.png` },
      { tail: "sweet_berry_bush_stage3_s.png", clipped: false, title: `${block}sweet_berry_bush_stage3_s.png` },
    ]);
    expect(tails.filter((row) => row.clipped)).toEqual([]);
    // Whole, in one piece, in the row's accessible name however it is drawn.
    await filesRegion()
      .getByRole("button", { name: /^block\/sweet_berry_bush_stage3_n\.png normal/ })
      .waitFor();
    await filesRegion().scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-files-middle-ellipsis", { fullPage: false });
  });

  it("lists the pack just validated, with its issues, where the toast points, not an earlier job's files", async () => {
    const png = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png").bytes;
    const buffer = Buffer.from(
      zipSync({
        "pack.mcmeta": new TextEncoder().encode('{"pack":{"pack_format":15,"description":"warned"}}'),
        [`${block}Stone.png`]: png,
        [`${block}stone_normal.png`]: png,
      }),
    );
    await page
      .getByLabel("Texture or resource pack")
      .setInputFiles({ name: "warned.zip", mimeType: "application/zip", buffer });
    await page.getByRole("button", { name: "Validate ZIP Only" }).click();
    await expectToast(page, "Validation complete", "Found 2 issues. Check the files panel for details.");
    const validated = filesRegion().getByRole("list", { name: "Validated files" });
    await validated.waitFor();
    expect(await filesRegion().getByRole("list", { name: "Texture files" }).count()).toBe(0);
    expect(await filesRegion().getByText("sweet_berry", { exact: false }).count()).toBe(0);
    expect(await filesRegion().getByText("2 issues", { exact: true }).count()).toBe(1);
    // The files with issues lead; opening one shows what is wrong and what to do.
    const warned = validated.locator("summary").filter({ hasText: "stone_normal.png" });
    expect(await warned.textContent()).toContain("warning · 1");
    const clipped = await validated.locator(".gh-file-name").evaluateAll(
      (names) =>
        names.filter((name) => {
          const tail = name.querySelector(".gh-file-tail") as HTMLElement;
          return tail.getBoundingClientRect().right > name.getBoundingClientRect().right + 0.5;
        }).length,
    );
    expect(clipped).toBe(0);
    await warned.click();
    await validated.locator("details[open] .gh-issue-warning").waitFor();
    await filesRegion().scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-files-after-validate", { fullPage: false });

    // Choosing the job in the queue brings its files back.
    await page
      .getByRole("list", { name: "Job queue" })
      .getByRole("button", { name: /^voxelibre-rp\.zip/ })
      .click();
    await filesRegion().getByRole("list", { name: "Texture files" }).waitFor();
    expect(await validated.count()).toBe(0);
  });
});

describe("Growth Progress while a job finishes", () => {
  it("agrees with the badge when the status poll is ahead of the jobs list", async () => {
    jobs = [answeredJob("job-run", "bee_nest_top.png", "processing", 5)];
    statuses = { "job-run": { ...doneStatus, imagesProcessed: 1, totalImages: 1, texturesGenerated: 2 } };
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const growth = page.getByTestId("growth-progress");
    await growth.getByTestId("images-processed").getByText("1/1").waitFor();
    expect(await growth.locator(".gh-status").textContent()).toBe("processing");
    expect(await growth.getByTestId("current-task").textContent()).toBe("Writing the converted pack");
    expect(await growth.getByRole("progressbar", { name: "Conversion progress" }).getAttribute("aria-valuenow")).toBe(
      "97",
    );
    // The queue row's bar shows the panel's figure, not the list's 5 %.
    const rowBar = page.getByRole("list", { name: "Job queue" }).getByRole("progressbar", { name: /bee_nest_top/ });
    expect(await rowBar.getAttribute("aria-valuenow")).toBe("97");
    await screenshot(page, "greenhouse-growth-finishing", { fullPage: false });

    // Once the list says completed, all three say so.
    jobs = [answeredJob("job-run", "bee_nest_top.png", "completed", 100)];
    await growth.locator(".gh-status").getByText("completed").waitFor();
    expect(await growth.getByTestId("current-task").textContent()).toBe("Completed");
    expect(await growth.getByRole("progressbar", { name: "Conversion progress" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
  });

  it("shows the files going into the project with their count, and no Cancel the server would refuse", async () => {
    // PixelPerfection read "Writing the converted pack" at 97 % for a minute, offering a Cancel that failed.
    const adding = (added: string) => ({
      ...doneStatus,
      currentTask: `Adding the converted files to the project (${added} of 7,800)`,
      imagesProcessed: 4,
      totalImages: 4,
      cancellable: false,
      filesAdded: Number(added.replace(",", "")),
      filesToAdd: 7800,
    });
    jobs = [{ ...answeredJob("job-add", "PixelPerfection.zip", "processing", 98), projectId: 1, cancellable: false }];
    statuses = { "job-add": adding("3,200") };
    await page.goto(`${inject("baseUrl")}/greenhouse`);
    const growth = page.getByTestId("growth-progress");
    const task = growth.getByTestId("current-task");
    await task.getByText("Adding the converted files to the project (3,200 of 7,800)", { exact: true }).waitFor();
    const bar = growth.getByRole("progressbar", { name: "Conversion progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("98");
    const row = page.getByRole("list", { name: "Job queue" }).getByRole("listitem");
    await row.getByText("Adding files to the project…", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: /^Cancel / }).count()).toBe(0);
    await screenshot(page, "greenhouse-growth-adding-files", { fullPage: false });

    statuses = { "job-add": adding("6,400") };
    await task.getByText("Adding the converted files to the project (6,400 of 7,800)", { exact: true }).waitFor();
    expect(await bar.getAttribute("aria-valuenow")).toBe("99");
  });
});
