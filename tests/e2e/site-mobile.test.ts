import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { phoneScreenshot } from "./phone-support.js";
import { desktop, phone, signedInContext, toastText } from "./site-support.js";

useLocalStack();

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
    // A fresh install has no counts yet: the phone shows the same capability numbers as the desktop
    // strip, never invented usage figures.
    const numbers = page.getByRole("region", { name: "Greenhouse in numbers" });
    for (const label of ["Texture Formats", "Max File Size"]) await numbers.getByText(label).waitFor();
    await numbers.getByText("200MB", { exact: true }).waitFor();
    expect(await page.getByText(/10K\+|2\.5K|99\.9%/).count()).toBe(0);
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

  it("lists this browser's conversions under Recent Activity, newest first, with their status", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    // The jobs list as GET /api/jobs gives it (newest first); a real job would change the landing
    // counts the other journeys in this file pin at zero.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const jobs = [
      { id: "b", filename: "deepslate_pack.zip", status: "failed", progress: 40, createdAt: minutesAgo(2) },
      { id: "a", filename: "stone.png", status: "completed", progress: 100, createdAt: minutesAgo(120) },
    ];
    await page.route("**/api/jobs", (route) => route.fulfill({ json: jobs }));
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const recent = page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem");
    await recent.first().waitFor();
    expect(await recent.allTextContents()).toEqual([
      "deepslate_pack.zipfailed2 minutes ago",
      "stone.pngcompleted2 hours ago",
    ]);
    expect(await recent.first().locator(".badge-danger").textContent()).toBe("failed");
    await context.close();
  });

  it("answers a guest's tap on the floating upload button with the login hint and a sign-in link", async () => {
    const context = await browser.newContext({ viewport: phone, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const fab = page.getByRole("button", { name: "Upload a texture or pack to convert" });
    // For guests the button is aria-disabled (it cannot upload), but a person can still tap it: force
    // past Playwright's enabled check, as a finger would.
    await fab.tap({ force: true });
    const toast = page.locator(".toast", { hasText: "Login required to access this feature" });
    await toast.waitFor();
    expect(await toast.getByRole("link", { name: "Sign in with Discord" }).getAttribute("href")).toBe(
      "/api/auth/discord",
    );
    // The toast sits above the bottom navigation, clear of the button that raised it.
    const toastBox = await toast.boundingBox();
    const navBox = await page.getByRole("navigation", { name: "Bottom" }).boundingBox();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(navBox?.y ?? 0);
    // And above the upload button's row, which it covered just above the navigation.
    const fabBox = await fab.boundingBox();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(fabBox?.y ?? 0);
    await phoneScreenshot(page, "site-home-phone-login-hint");
    await context.close();
  });

  it("holds the numbers' place while the server counts load", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/stats/global", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const numbers = page.getByRole("region", { name: "Greenhouse in numbers" });
    await numbers.and(page.locator('[aria-busy="true"]')).waitFor();
    expect(await numbers.getByText("200MB").count()).toBe(0);
    release();
    await numbers.and(page.locator('[aria-busy="false"]')).waitFor();
    await numbers.getByText("200MB", { exact: true }).waitFor();
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
    // No docs table is wider than its frame: the Validation table was 372 px in 356, its "Why" cut off.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll(".table-wrap")]
        .filter((frame) => frame.scrollWidth > frame.clientWidth)
        .map((frame) => `${frame.getAttribute("aria-label")}: ${frame.scrollWidth} in ${frame.clientWidth}`),
    );
    expect(clipped).toEqual([]);
    await page.locator("#validation").scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-docs-phone-validation");
    // Scrolled to the end, the last of the page sits above the floating upload button, not under it.
    const clearance = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const content = document.querySelector("main")?.lastElementChild?.getBoundingClientRect();
      const fab = document.querySelector(".fab")?.getBoundingClientRect();
      return (fab?.top ?? 0) - (content?.bottom ?? Number.POSITIVE_INFINITY);
    });
    expect(clearance).toBeGreaterThanOrEqual(0);
    await phoneScreenshot(page, "site-docs-phone-end");
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
    // Now there is a real count (this signed-in creator), the phone shows the server's numbers.
    const stats = await page.evaluate(async () => (await (await fetch("/api/stats/global")).json()) as unknown);
    const creators = (stats as { stats: { label: string; value: string }[] }).stats.find((s) => s.label === "Creators");
    expect(creators?.value).toBe("1");
    const numbers = page.getByRole("region", { name: "Greenhouse in numbers" });
    const tile = numbers.locator(".mobile-stat").filter({ hasText: "Creators" });
    expect(await tile.locator("strong").textContent()).toBe("1");
    await phoneScreenshot(page, "site-home-phone-signed-in");
    // The bottom bar's Account opens the profile, with the way to log out.
    await page.getByRole("navigation", { name: "Bottom" }).getByRole("button", { name: "Account" }).click();
    const profile = page.getByRole("dialog", { name: "Profile" });
    await profile.getByText("tester1").first().waitFor();
    await profile.getByRole("link", { name: "Log out" }).waitFor();
    await phoneScreenshot(page, "site-account-phone");
    await profile.getByRole("button", { name: "Close", exact: true }).click();
    await profile.waitFor({ state: "detached" });
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
    // New Project lines up with the page's content edge (the heading); only the ghost back link is pulled
    // left so its label aligns.
    const newProject = await page.getByRole("button", { name: "New Project" }).boundingBox();
    const heading = await page.getByRole("heading", { level: 1, name: "Projects" }).boundingBox();
    expect(newProject?.x).toBe(heading?.x);
    expect(newProject?.x).toBeGreaterThanOrEqual(16);
    const back = await page.getByRole("link", { name: "Back to home" }).boundingBox();
    expect(back?.x).toBeLessThan(heading?.x ?? 0);
    await page.goto(`${worker.baseUrl}/greenhouse?project=${id}`, { waitUntil: "domcontentloaded" });
    // The wizard names the attached project instead of showing its number.
    await page
      .getByTestId("attached-project")
      .filter({ hasText: /^Pocket Pack$/ })
      .waitFor();
    await page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1, name: /Pocket Pack/ }).waitFor();
    await page.getByRole("button", { name: "Upload", exact: true }).waitFor();
    await page.getByRole("button", { name: "Download", exact: true }).waitFor();
    expect(await page.getByRole("tab", { name: "Textures" }).count()).toBe(0);
    // Nobody to share with yet: the card points at the invite link instead of a Share button that
    // could only answer "Please select a Discord friend".
    await page.getByText("Nobody to pick yet. Invite people with a link below.").waitFor();
    expect(await page.getByRole("button", { name: "Share", exact: true }).count()).toBe(0);
    await page.getByText("Recent activity").waitFor();
    await phoneScreenshot(page, "site-project-detail-phone");
    await context.close();
  });

  it("lists who has access on a phone, shares with a friend and removes them after asking", async () => {
    // tester2 signs in so that they exist as someone tester1 shares a Discord server with.
    const friend = await signedInContext(browser, worker.baseUrl, "tester2", phone);
    await friend.context.close();
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    const id = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Shared Pocket", description: "" }),
      });
      return ((await response.json()) as { id: number }).id;
    });
    await page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    const card = page.locator(".compact-share");
    await card.getByRole("heading", { name: "People with access" }).waitFor();
    await card.getByText("You (Owner)").waitFor();
    await card.getByText("No collaborators yet.").waitFor();
    await card.getByRole("button", { name: "Share", exact: true }).click();
    expect(await toastText(page, "No User Selected")).toContain("Please select a Discord friend to share with.");
    await card.getByLabel("Discord friend").selectOption({ label: "tester2" });
    await card.getByLabel("Permission").selectOption("edit");
    await card.getByRole("button", { name: "Share", exact: true }).click();
    await toastText(page, "Project Shared");
    const row = card.locator(".person", { hasText: "tester2" });
    // The picker says who already has access, as the desktop's does: sharing again changes their role.
    const option = card.getByLabel("Discord friend").locator("option", { hasText: "tester2" });
    await expect.poll(() => option.textContent()).toBe("tester2 (can edit)");
    // The owner changes a role on the row itself, with the form's toast.
    const role = row.getByLabel("tester2's access");
    await expect.poll(() => role.inputValue()).toBe("edit");
    await role.selectOption("view");
    expect(await toastText(page, "instead of edit")).toContain(
      "tester2 now has view access to Shared Pocket instead of edit.",
    );
    await expect.poll(() => option.textContent()).toBe("tester2 (can view)");
    // Finger-sized remove and role controls, as the rest of the phone's actions.
    const remove = row.getByRole("button", { name: "Remove tester2" });
    const box = await remove.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    expect((await role.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await row.scrollIntoViewIfNeeded();
    await phoneScreenshot(page, "site-project-sharing-phone");
    // tester2, as a viewer, sees the list without controls and why there is no way to invite, as on desktop.
    const viewer = await signedInContext(browser, worker.baseUrl, "tester2", phone);
    await viewer.page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    const access = viewer.page.locator(".compact-share");
    await access.getByRole("button", { name: "Leave project" }).waitFor();
    await access.getByText("Only the owner can invite people to this project.").waitFor();
    expect(await access.locator(".person select").count()).toBe(0);
    await phoneScreenshot(viewer.page, "site-project-access-phone-viewer");
    await viewer.context.close();
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Remove Collaborator" });
    await confirm.getByText("Remove tester2's access to Shared Pocket?").waitFor();
    await phoneScreenshot(page, "site-project-remove-collaborator-phone");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    expect(await toastText(page, "Share Removed")).toContain("User access has been revoked");
    await row.waitFor({ state: "detached" });
    await card.getByText("No collaborators yet.").waitFor();
    await context.close();
  });
});
