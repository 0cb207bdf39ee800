import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject } from "./project-seed.js";
import { corpusTexture } from "./site-support.js";
import { smallTapTargets } from "./tap-targets.js";

// On a touch tablet, upright (820x1180) and on its side (1180x820), every button, tab, link and field of
// the main screens is at least 44x44 px or has a 44 px hit area, as on the phone: the tablet gets the
// desktop layout, whose mouse-sized 28-34 px controls a thumb missed.

useLocalStack();

const upright = { width: 820, height: 1180 };
const landscape = { width: 1180, height: 820 };

let context: BrowserContext;
let page: Page;
let projectId: number;

beforeAll(async () => {
  context = await browser.newContext({ viewport: upright, hasTouch: true, serviceWorkers: "block" });
  page = await context.newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await page.waitForURL(`${worker.baseUrl}/`);
  const stone = corpusTexture("stone.png");
  projectId = await seedProject(page, { name: "Tablet Garden", description: "Checked at 820x1180" }, [
    { path: stone.name, bytes: stone.buffer },
  ]);
});

afterAll(async () => {
  await context?.close();
});

const screens: [name: string, path: () => string, ready: (page: Page) => Locator][] = [
  ["home", () => "/", (page) => page.locator(".topbar")],
  ["convert", () => "/greenhouse", (page) => page.getByRole("heading", { name: "Greenhouse", level: 1 })],
  ["dashboard", () => `/greenhouse?view=dashboard&project=${projectId}`, (page) => page.getByText("stone.png").first()],
  ["library", () => "/greenhouse?view=library", (page) => page.getByRole("button", { name: "Upload files" })],
  [
    "templates",
    () => "/greenhouse?view=templates",
    (page) => page.getByRole("button", { name: "Apply template: Rough Stone" }),
  ],
  ["projects", () => "/projects", (page) => page.getByRole("heading", { name: "Tablet Garden" })],
  ["project", () => `/projects/${projectId}`, (page) => page.getByText("stone.png").first()],
  ["docs", () => "/docs", (page) => page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" })],
];

describe.each([
  ["upright", upright],
  ["landscape", landscape],
])("tap targets on a touch tablet, %s", (orientation, viewport) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
  });

  it("reports a coarse pointer, so the touch sizes apply", async () => {
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
  });

  it.each(screens)("%s has no control under 44x44 px", async (name, path, ready) => {
    await page.goto(`${worker.baseUrl}${path()}`, { waitUntil: "domcontentloaded" });
    await ready(page).waitFor({ state: "attached" });
    expect(await smallTapTargets(page)).toEqual([]);
    await screenshot(page, `site-${name}-tablet-${orientation}-touch`, { fullPage: false });
  });
});
