import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";
import { seedProject } from "./project-seed.js";
import { signedInContext } from "./site-support.js";

// The workspace's project dashboard on a touch tablet: its centre panel is about 500 px wide upright,
// and the dashboard's grid grew to its widest row (the five view tabs, the six stat tiles), so the
// tiles, the search field and "History" ran out past the panel's edge. The panel fits its content; only
// the tab row may scroll sideways, and on a 768 px tablet beside the Preview panel (a row of about
// 400 px) it closes up so all five tabs show: History was cut at the edge there.

useLocalStack();

const upright = { width: 820, height: 1180 };
const smallUpright = { width: 768, height: 1024 };
const landscape = { width: 1180, height: 820 };

let page: Page;
let projectId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  const signedIn = await signedInContext(browser, worker.baseUrl, "tester1", upright, { hasTouch: true });
  page = signedIn.page;
  close = () => signedIn.context.close();
  const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
  projectId = await seedProject(page, { name: "Tablet dashboard", description: "Stones, checked on a tablet" }, [
    { path: "assets/minecraft/textures/block/stone.png", bytes: stone.bytes },
  ]);
});

afterAll(async () => {
  await close?.();
});

/** How far the dashboard and its panel reach past their right edges, and the tab row's own scroll. */
function overflow(page: Page) {
  return page.locator(".pd").evaluate((dashboard) => {
    const panel = dashboard.closest(".gh-centre") ?? dashboard;
    const edge = panel.getBoundingClientRect().right;
    const tabs = dashboard.querySelector<HTMLElement>(".tabs-list");
    return {
      panel: panel.scrollWidth - panel.clientWidth,
      // Anything drawn past the panel's right edge, the tab row's hidden tabs aside.
      pastEdge: [...dashboard.querySelectorAll<HTMLElement>("*")]
        .filter((element) => !tabs?.contains(element) || element === tabs)
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => element.className || element.tagName),
      tabsScrollSideways: tabs !== null && getComputedStyle(tabs).overflowX === "auto",
      tabsOverflow: tabs ? tabs.scrollWidth - tabs.clientWidth : 0,
    };
  });
}

/** The character just before each place the element's text wraps onto a new line. */
function charactersBeforeLineBreaks(element: Element): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const characters: { character: string; top: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let index = 0; index < text.length; index++) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      // A space the line wrapped at may draw nothing; it sits on the line before the break.
      const top = rect ? Math.round(rect.top) : (characters.at(-1)?.top ?? 0);
      characters.push({ character: text[index]!, top });
    }
  }
  return characters.slice(1).flatMap((next, index) => {
    const previous = characters[index]!;
    return next.top > previous.top + 2 ? [previous.character] : [];
  });
}

describe.each([
  ["upright", upright],
  ["small-upright", smallUpright],
  ["landscape", landscape],
])("the project dashboard on a touch tablet, %s", (orientation, viewport) => {
  it("keeps its tiles, files and all five view tabs inside the panel", async () => {
    await page.setViewportSize(viewport);
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
    await page.getByRole("heading", { name: "Tablet dashboard" }).waitFor();
    await page.getByRole("button", { name: "assets" }).first().waitFor();
    const measured = await overflow(page);
    expect(measured).toMatchObject({ panel: 0, pastEdge: [], tabsScrollSideways: true, tabsOverflow: 0 });
    // The project's name keeps its width beside Share and Settings: upright they show their icons
    // alone, still named for a screen reader, and the name is not squeezed onto three lines.
    const title = await page.getByRole("heading", { name: "Tablet dashboard" }).boundingBox();
    expect(title?.height ?? 0).toBeLessThan(40);
    for (const name of ["Share", "Settings"]) await page.getByRole("button", { name, exact: true }).waitFor();
    // The last tab is reached by scrolling the row, and then sits inside the panel.
    const tabs = page.getByRole("tablist", { name: "Project views" });
    const history = tabs.getByRole("tab", { name: "History" });
    await history.scrollIntoViewIfNeeded();
    const [row, tab] = [await tabs.boundingBox(), await history.boundingBox()];
    if (!row || !tab) throw new Error("no tab row");
    expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 0.5);
    await history.tap();
    expect(await history.getAttribute("aria-selected")).toBe("true");
    // A long path in Recent activity wraps between its folders and words, never mid-name: at 768 px
    // it read "assets/minecraft/textures/block/st" / "one.png".
    const line = page.locator(".activity-text", { hasText: "stone.png" }).first();
    await line.waitFor();
    const breaks = await line.evaluate(charactersBeforeLineBreaks);
    expect(breaks.filter((character) => !/[\s/_-]/.test(character))).toEqual([]);
    await page.getByRole("tab", { name: "Files" }).scrollIntoViewIfNeeded();
    await screenshot(page, `greenhouse-dashboard-tablet-${orientation}`, { fullPage: false });
  });
});
