import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/chromium.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "../support/local-worker.js";
import { desktop, phone, phoneScreenshot, signedInContext, toastText } from "./site-support.js";

let worker: LocalWorker & { discordUrl: string };
let browser: Browser;

beforeAll(async () => {
  worker = await startLocalWorkerWithDiscord();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
});

describe("the site on a phone (390x844)", () => {
  it("shows the phone shell instead of the desktop chrome, with the remembered login banner", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    await page.getByText("Mobile Texture Lab").waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    const bottom = page.getByRole("navigation", { name: "Bottom" });
    for (const label of ["Home", "Convert", "Projects", "Docs", "Login"]) {
      await bottom.getByRole("link", { name: label }).waitFor();
    }
    for (const number of ["10K+", "2.5K", "99.9%"]) await page.getByText(number, { exact: true }).waitFor();
    await page.getByText("No recent conversions").waitFor();
    const banner = page.getByRole("complementary", { name: "Sign-in reminder" });
    await banner.getByText("Login to unlock all features").waitFor();
    await phoneScreenshot(page, "site-home-phone");
    await banner.getByRole("button", { name: "Later" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.getByText("Mobile Texture Lab").waitFor();
    expect(await page.getByText("Login to unlock all features").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("authNotificationDismissed"))).toBe("true");
    await context.close();
  });

  it("opens the side sheet and the phone's login page", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open navigation" }).click();
    const sheet = page.getByRole("dialog", { name: "Greenhouse" });
    for (const label of ["Convert", "Projects", "Library", "Editor", "AI Tools", "Home", "Login"]) {
      await sheet.getByRole("link", { name: label, exact: true }).waitFor();
    }
    expect(await sheet.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await sheet.getByRole("link", { name: "Library", exact: true }).getAttribute("aria-current")).toBeNull();
    await phoneScreenshot(page, "site-sheet-phone");
    await sheet.getByRole("link", { name: "Login", exact: true }).click();
    await page.waitForURL(`${worker.baseUrl}/login`);
    expect(await page.getByRole("link", { name: "Continue with Discord" }).getAttribute("href")).toBe(
      "/api/auth/discord",
    );
    await page.getByText("All core features are free.").waitFor();
    await page.getByRole("heading", { name: "Member benefits" }).waitFor();
    await phoneScreenshot(page, "site-login-phone");
    await page.getByRole("link", { name: "Continue as Guest" }).click();
    await page.waitForURL(`${worker.baseUrl}/`);
    await page.getByText("Mobile Texture Lab").waitFor();
    await context.close();
  });

  it("registers /login only on narrow screens", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/login`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await context.close();
  });

  it("lays out the docs, Quick Convert and the 404 page for a phone", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phoneScreenshot(page, "site-docs-phone");
    await page.goto(`${worker.baseUrl}/converter`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "Quick Convert" }).waitFor();
    await phoneScreenshot(page, "site-converter-phone");
    await page.goto(`${worker.baseUrl}/nowhere`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await context.close();
  });

  it("greets a signed-in user, sends /login home and shows projects for a phone", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await page.getByText("Welcome, tester1").waitFor();
    expect(await page.getByText("Login to unlock all features").count()).toBe(0);
    await page.goto(`${worker.baseUrl}/login`, { waitUntil: "domcontentloaded" });
    await page.waitForURL(`${worker.baseUrl}/`);
    const id = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Pocket Pack", description: "Made on the bus" }),
      });
      return ((await response.json()) as { id: number }).id;
    });
    await page.goto(`${worker.baseUrl}/projects`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "Pocket Pack" }).waitFor();
    await phoneScreenshot(page, "site-projects-phone");
    await page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1, name: /Pocket Pack/ }).waitFor();
    await page.getByRole("button", { name: "Upload", exact: true }).waitFor();
    await page.getByRole("button", { name: "Download", exact: true }).waitFor();
    expect(await page.getByRole("tab", { name: "Textures" }).count()).toBe(0);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const toast = await toastText(page, "No User Selected");
    expect(toast).toContain("Please select a Discord friend to share with.");
    await page.getByText("Recent activity").waitFor();
    await phoneScreenshot(page, "site-project-detail-phone");
    await context.close();
  });
});
