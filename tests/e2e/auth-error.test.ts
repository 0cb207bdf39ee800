import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { phoneScreenshot } from "./phone-support.js";
import { desktop, phone } from "./site-support.js";

// A sign-in that fails or is cancelled comes back to /?authError=<sentence>. Nothing read it: the person
// landed on the home page signed out, with no word of why.

useLocalStack();

const failedToast = (page: Page) => page.locator(".toast", { hasText: "Sign-in failed" });

/** The address as the page shows it now (the path and query the app runs on). */
const address = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

describe("a failed or cancelled Discord sign-in", () => {
  it("says so in a toast once, and the address forgets it: no second toast on reload or Back", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    // The stand-in's login_hint=deny plays its Cancel button: Discord answers access_denied.
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=deny`);
    const shown = failedToast(page);
    await shown.waitFor();
    expect(await shown.locator(".toast-description").textContent()).toBe("Sign-in was cancelled on Discord");
    expect(await shown.getAttribute("class")).toContain("toast-destructive");
    await expect.poll(() => address(page)).toBe("/");
    // Still signed out, and the way back in is where it was.
    await page
      .getByRole("link", { name: /Sign in with Discord/ })
      .first()
      .waitFor();
    await screenshot(page, "auth-error-cancelled-desktop", { fullPage: false });

    await shown.getByRole("button", { name: "Close notification" }).click();
    await shown.waitFor({ state: "hidden" });
    await page.reload();
    await page
      .getByRole("link", { name: /Sign in with Discord/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500); // a toast appears within a render of the page
    expect(await failedToast(page).count()).toBe(0);

    // Away and Back: the entry Back returns to is the replaced one, without the error.
    await page.goto(`${worker.baseUrl}/docs`);
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await page.goBack();
    await page
      .getByRole("link", { name: /Sign in with Discord/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    expect(await address(page)).toBe("/");
    expect(await failedToast(page).count()).toBe(0);
    await context.close();
  });

  it("shows the same toast after pressing Cancel on the stand-in's page, on a phone in the light theme", async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs`);
    await page.evaluate(() => localStorage.setItem("greenhouse-theme", "light"));
    await page.goto(`${worker.baseUrl}/api/login`);
    await page.getByRole("link", { name: "Cancel" }).click();
    const shown = failedToast(page);
    await shown.waitFor();
    expect(await shown.locator(".toast-description").textContent()).toBe("Sign-in was cancelled on Discord");
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    await expect.poll(() => address(page)).toBe("/");
    await phoneScreenshot(page, "auth-error-cancelled-phone-light");
    await context.close();
  });

  it("goes back to the page the sign-in was started from, with the toast, not to the home page", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    // Signed out, a project link asks for the sign-in; any id will do, the page reads nothing.
    await page.goto(`${worker.baseUrl}/projects/987654`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Sign in to open this project" }).waitFor();
    await main.getByRole("link", { name: "Sign in with Discord" }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    const shown = failedToast(page);
    await shown.waitFor();
    expect(await shown.locator(".toast-description").textContent()).toBe("Sign-in was cancelled on Discord");
    await expect.poll(() => address(page)).toBe("/projects/987654");
    await main.getByRole("heading", { name: "Sign in to open this project" }).waitFor();
    await screenshot(page, "auth-error-back-to-project-desktop", { fullPage: false });
    // Taken once: a later failure started from the home page stays there.
    await shown.getByRole("button", { name: "Close notification" }).click();
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=deny`);
    await failedToast(page).waitFor();
    await expect.poll(() => address(page)).toBe("/");
    await context.close();
  });

  it("gives the Worker's reason for a sign-in it refused, keeping the rest of the address", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    // A callback with a forged state, as a sign-in started in another tab arrives: the Worker's own
    // redirect, followed by the browser, not an address made up by the test.
    await page.goto(`${worker.baseUrl}/api/auth/discord/callback?code=x&state=forged`);
    const shown = failedToast(page);
    await shown.waitFor();
    expect(await shown.locator(".toast-description").textContent()).toBe(
      "Your sign-in expired or was started in another tab; please try again",
    );
    await expect.poll(() => address(page)).toBe("/");
    await page.evaluate(() => localStorage.setItem("greenhouse-theme", "light"));
    await page.reload();
    expect(await failedToast(page).count()).toBe(0);
    // Other parameters of the page stay (the app only takes its own).
    await page.goto(
      `${worker.baseUrl}/docs?from=email&authError=${encodeURIComponent("Could not read your Discord profile; please try again")}#top`,
    );
    await failedToast(page).waitFor();
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => `${location.pathname}${location.search}${location.hash}`))
      .toBe("/docs?from=email#top");
    await screenshot(page, "auth-error-refused-desktop-light", { fullPage: false });
    await context.close();
  });
});
