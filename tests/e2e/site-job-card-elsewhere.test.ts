import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { coveredAtFirstView, finishedJob, roomAtEnd, withJobs } from "./job-card-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { desktop, phone, signedInContext } from "./site-support.js";

useLocalStack();

describe("the floating job card elsewhere", () => {
  /** A new project of tester1's, opened with one just-finished job in the jobs list. */
  async function projectWithFinishedJob(context: BrowserContext, page: Page, name: string): Promise<void> {
    await withJobs(context, () => [{ ...finishedJob(8), filename: "stone.png" }]);
    const id = await page.evaluate(async (projectName) => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: projectName, description: "First view" }),
      });
      return ((await response.json()) as { id: number }).id;
    }, name);
    await page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    await page.getByText(`tester1: Created project ${name}`).waitFor();
  }

  it("still opens by itself on a desktop (1280x800), beside the project's actions, not over them", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", desktop);
    await projectWithFinishedJob(context, page, "Desktop Dahlia");
    await page.getByRole("region", { name: "Conversion status" }).getByRole("button", { name: "Download" }).waitFor();
    expect(await coveredAtFirstView(page, ["Upload", "Download Pack", "Share", "Generate Invite Link"])).toEqual([]);
    await screenshot(page, "site-project-desktop-job-card-first-view", { fullPage: false });
    const room = await roomAtEnd(page);
    expect(room.card).toBeGreaterThanOrEqual(0);
    expect(room.upload).toBeGreaterThanOrEqual(0);
    await context.close();
  });

  it("sits in the same row in the light theme on a phone", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await page.evaluate(() => localStorage.setItem("greenhouse-theme", "light"));
    await projectWithFinishedJob(context, page, "Light Lupin");
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    expect(await coveredAtFirstView(page, ["Upload", "Download", "Generate Invite Link"])).toEqual([]);
    const row = await page.evaluate(() =>
      [".job-card", ".fab"].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return { top: box?.top, height: box?.height };
      }),
    );
    // The dark theme's row (above the 56 px bottom navigation, 8 px apart): the theme moves nothing.
    expect(row).toEqual([
      { top: 736, height: 44 },
      { top: 736, height: 44 },
    ]);
    await phoneScreenshot(page, "site-project-phone-light-job-pill-first-view");
    await context.close();
  });
});
