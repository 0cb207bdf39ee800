import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result, RunOptions } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot } from "../support/screenshots.js";

// axe-core's own build, evaluated in the page through the DevTools protocol: the app's CSP
// (script-src 'self') refuses an injected <script>, but evaluation from DevTools is not a page script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * WCAG 2.0 and 2.1 level A and AA, plus axe's best practices: those hold the landmark and heading rules
 * (one main, content inside landmarks, heading order, one h1), which WCAG leaves to judgement. No rule is
 * switched off: every screen passes all of them.
 */
const ruleTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export type Theme = "dark" | "light";
export const themes: Theme[] = ["dark", "light"];

/**
 * Puts the page in a theme the way the app's ThemeProvider does (a class on <html>, the matching
 * color-scheme and the stored choice), so one screen's state (an open dialog, a running job) is checked
 * in both palettes without rebuilding it. The CSS keys on nothing else: only the toggle's own icon reads
 * the React state.
 */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((next) => {
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(next);
    root.style.colorScheme = next;
    localStorage.setItem("greenhouse-theme", next);
  }, theme);
  // axe reads computed colours: wait for the colour transitions the switch starts (buttons fade
  // theirs in 120 ms; under reduced motion every element gets a 0.01 ms one) to reach the new palette.
  // A transition another replaces is cancelled, not finished, so look again until none runs.
  const stuck = await page.evaluate(async () => {
    const deadline = performance.now() + 5000;
    for (;;) {
      const running = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && animation.playState !== "finished");
      if (running.length === 0) return [];
      if (performance.now() > deadline) {
        return running.map((transition) => {
          const target = (transition.effect as KeyframeEffect | null)?.target;
          return `${(transition as CSSTransition).transitionProperty} on ${target?.outerHTML.slice(0, 120)}`;
        });
      }
      await Promise.race([
        Promise.all(running.map((transition) => transition.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    }
  });
  if (stuck.length > 0) throw new Error(`Colour transitions still running after 5 s:\n${stuck.join("\n")}`);
}

export interface AxeCheck {
  /**
   * A CSS selector to check instead of the whole page, e.g. an open menu: Radix hides the page from
   * assistive technology while a menu is open (aria-hidden on #root, focus kept in the menu), which axe
   * recognises for dialogs only, so page-level rules would report a page that nobody can reach then.
   */
  only?: string;
}

/** One line per failing element: rule, impact, where, and what axe says to fix. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300);
      return `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${summary} | ${node.html.slice(0, 160)}`;
    }),
  );
}

/** Runs axe-core's rules (`ruleTags`) over the page as it stands and returns the failures, described. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: "tag", values: ruleTags },
    resultTypes: ["violations"],
  };
  // Only an exclude list (empty) means the whole page.
  const context = check.only ? { include: [[check.only]] } : { exclude: [] };
  const results = await page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(ctx, opts),
    [context, options] as const,
  );
  return describe(results.violations);
}

/**
 * Checks one screen in both themes, dark (the default) then light, and leaves it dark again. Each theme
 * gets a screenshot (`a11y-<name>-<theme>`) to look at. Soft assertions: every screen's failures are
 * reported, not only the first screen's.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  check: AxeCheck = {},
  { fullPage = true } = {},
): Promise<void> {
  for (const theme of themes) {
    await applyTheme(page, theme);
    const violations = await axeViolations(page, check);
    await screenshot(page, `a11y-${name}-${theme}`, { fullPage });
    expect.soft(violations, `${name} (${theme}):\n${violations.join("\n")}\n`).toEqual([]);
  }
  await applyTheme(page, "dark");
}
