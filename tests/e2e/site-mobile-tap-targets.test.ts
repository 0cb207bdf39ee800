import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";
import { corpusTexture } from "./site-support.js";
import { type SmallTarget, smallTapTargets } from "./tap-targets.js";

// On a touch phone (390x844, pointer: coarse) every button, link, field, chip and tab of the main screens
// is at least 44x44 px or has a 44 px hit area (WCAG 2.5.5). Small targets had thumbs hit the neighbour.

useLocalStack();

/**
 * Links inside a sentence, which WCAG 2.5.5 and 2.5.8 exempt ("the target is in a sentence"): making
 * them 44 px tall would break the paragraph's line spacing. Each is also checked to be inline in a <p>.
 */
const inlineTextLinks: Record<string, string> = {
  "Try Quick Convert": "the docs' closing sentence links to Convert; the page's own buttons and the bar reach it too",
};

let page: Page;
let projectId: number;
let sd: { url: string; close(): Promise<void> };

afterAll(async () => {
  await sd?.close();
});

beforeAll(async () => {
  sd = await startLocalSd(0);
  const context = await browser.newContext({ ...phoneContextOptions, serviceWorkers: "block" });
  page = await context.newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await page.waitForURL(`${worker.baseUrl}/`);
  // A running job, so the job card's pill and the upload button beside it are on screen too.
  await context.route(
    (url) => url.pathname === "/api/jobs",
    (route) =>
      route.fulfill({
        json: {
          jobs: [{ id: "j1", filename: "stone-pack.zip", status: "processing", progress: 42, createdAt: "2026-01-01" }],
        },
      }),
  );
  const stone = corpusTexture("stone.png");
  projectId = await page.evaluate(
    async (file) => {
      const created = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Thumb Garden", description: "Checked at 390x844" }),
      });
      const { id } = (await created.json()) as { id: number };
      const form = new FormData();
      form.append("file", new File([new Uint8Array(file.bytes)], file.name));
      await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
      return id;
    },
    { name: stone.name, bytes: [...stone.buffer] },
  );
});

/** The small targets on the screen, less the allowlisted inline links (which must really be inline). */
async function smallTargetsOn(): Promise<SmallTarget[]> {
  const small = await smallTapTargets(page);
  for (const target of small.filter((target) => target.name in inlineTextLinks))
    expect(target, `${target.name} is allowlisted as a link in a sentence`).toMatchObject({ inlineInText: true });
  return small.filter((target) => !(target.name in inlineTextLinks));
}

const screens: [name: string, path: () => string, ready: (page: Page) => Locator][] = [
  ["home", () => "/", (page) => page.getByRole("region", { name: "Quick actions" })],
  ["convert", () => "/greenhouse", (page) => page.getByText("Step 1 of 4")],
  ["library", () => "/greenhouse?view=library", (page) => page.getByRole("button", { name: "Upload files" })],
  ["projects", () => "/projects", (page) => page.getByRole("heading", { name: "Thumb Garden" })],
  ["project", () => `/projects/${projectId}`, (page) => page.getByText("stone.png").first()],
  [
    "templates",
    () => "/greenhouse?view=templates",
    (page) => page.getByRole("button", { name: "Apply template: Rough Stone" }),
  ],
  ["quality", () => "/greenhouse?view=quality", (page) => page.getByLabel("Texture to analyse")],
  ["ai", () => "/greenhouse?view=ai", (page) => page.getByRole("button", { name: "Stone Brick" })],
  ["docs", () => "/docs", (page) => page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" })],
];

describe("tap targets on a touch phone (390x844)", () => {
  it("reports a coarse pointer, so the touch sizes apply", async () => {
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  });

  it.each(screens)("%s has no control under 44x44 px", async (name, path, ready) => {
    await page.goto(`${worker.baseUrl}${path()}`, { waitUntil: "domcontentloaded" });
    await ready(page).waitFor({ state: "attached" });
    // The site's pages float the job card (a pill here); the workspace's sections show their own progress.
    if (!path().startsWith("/greenhouse")) await page.getByRole("region", { name: "Conversion status" }).waitFor();
    expect(await smallTargetsOn()).toEqual([]);
    await phoneScreenshot(page, `site-${name}-phone-touch`);
  });

  it("keeps the AI results' actions 44 px and inside their cards", async () => {
    await page.goto(`${worker.baseUrl}/greenhouse?view=ai`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(new URL(sd.url).port);
    await page.getByRole("button", { name: "Stone Brick" }).tap();
    await page.getByRole("button", { name: "Generate", exact: true }).tap();
    const results = page.getByRole("list", { name: "Generated textures" });
    await results.getByRole("listitem").nth(3).waitFor();
    expect(await smallTargetsOn()).toEqual([]);
    const spill = await results.evaluate((list) =>
      [...list.querySelectorAll("li")].map((card) => card.scrollWidth - card.clientWidth).filter((extra) => extra > 0),
    );
    expect(spill).toEqual([]);
    await results.scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-ai-phone-touch-results");
  });

  it("keeps the opened job card's controls 44 px too", async () => {
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const card = page.getByRole("region", { name: "Conversion status" });
    await card.getByRole("button", { name: /stone-pack\.zip/ }).tap();
    await card.getByRole("button", { name: "Collapse conversion status" }).waitFor();
    expect(await smallTargetsOn()).toEqual([]);
  });
});
