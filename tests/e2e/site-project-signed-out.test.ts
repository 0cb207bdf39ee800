import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { phoneScreenshot } from "./phone-support.js";
import { desktop, phone, signedInContext } from "./site-support.js";

// A project link opened signed out said "Project Not Found… you have no access" with no way to sign in,
// and read the project again every 12 s, each read a 401. Now the page asks for the sign-in, which
// comes back to the project, and reads nothing it would be refused.

let projectId = 0;

useLocalStack();

beforeAll(async () => {
  // tester2 signs in once so the stand-in's identities exist; tester1 owns the project.
  await (await signedInContext(browser, worker.baseUrl, "tester2")).context.close();
  const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1");
  projectId = await page.evaluate(async () => {
    const response = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Locked Larch", description: "Opened from a link" }),
    });
    return ((await response.json()) as { id: number }).id;
  });
  await context.close();
});

/** Counts the page's reads of the project itself (not its files or the list). */
function countProjectReads(page: Page): () => number {
  let reads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/projects/${projectId}`) reads++;
  });
  return () => reads;
}

const projectUrl = () => `${worker.baseUrl}/projects/${projectId}`;

describe("a project link opened signed out", () => {
  it("asks for the sign-in, reads nothing meanwhile, and opens the project after signing in", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const reads = countProjectReads(page);
    await page.goto(projectUrl());
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Sign in to open this project" }).waitFor();
    expect(await main.getByText("Only a project's members can open it.", { exact: false }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Project Not Found" }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe("Sign in to open this project — Greenhouse");
    await screenshot(page, "site-project-signed-out-desktop", { fullPage: false });
    // Past one re-read interval (12 s): nothing asked for the project, which would only answer 401.
    await page.waitForTimeout(13_000);
    expect(reads()).toBe(0);

    // The way in: Discord (the stand-in's page), then straight back to this project.
    await main.getByRole("link", { name: "Sign in with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester1" }).click();
    await page.getByRole("heading", { name: /Locked Larch/ }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(`/projects/${projectId}`);
    expect(reads()).toBeGreaterThan(0);
    await context.close();
  }, 90_000);

  it("asks the same on a phone, in the dark and the light theme", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(projectUrl());
    const heading = page.getByRole("main").getByRole("heading", { name: "Sign in to open this project" });
    await heading.waitFor();
    await page.getByRole("main").getByRole("link", { name: "Sign in with Discord" }).waitFor();
    await phoneScreenshot(page, "site-project-signed-out-phone");
    await page.evaluate(() => localStorage.setItem("greenhouse-theme", "light"));
    await page.reload();
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    await phoneScreenshot(page, "site-project-signed-out-phone-light");
    await context.close();
  });

  it("stays Project Not Found for someone signed in without access", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester2");
    await page.goto(projectUrl());
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    expect(await page.getByRole("heading", { name: "Sign in to open this project" }).count()).toBe(0);
    await context.close();
  });

  it("asks for the sign-in again when the session ends with the page open, and stops reading", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1");
    await page.goto(projectUrl());
    await page.getByRole("heading", { name: /Locked Larch/ }).waitFor();
    // Signed out elsewhere (another tab's Log out): the cookie is gone, the page does not know yet.
    await page.evaluate(() => fetch("/api/auth/logout", { method: "POST" }));
    const reads = countProjectReads(page);
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/projects/${projectId}` && response.status() === 401,
    );
    // Coming back to the window re-reads the project (useFollowedProject), as the 12 s interval would.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await refused;
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Sign in to open this project" }).waitFor();
    // The header follows: the account that was signed in is no longer shown.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Sign in with Discord/ })
      .waitFor();
    const after = reads();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.waitForTimeout(13_000);
    expect(reads()).toBe(after);
    await context.close();
  }, 60_000);
});
