import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { phoneContextOptions, phoneScreenshot } from "./phone-support.js";

// On a phone, Login (banner, bottom bar, menu) opens /login, and signing in there always landed on the
// home page: a guest who tapped Login on the Docs or in the Library lost their place.

useLocalStack();

const address = (page: import("playwright-core").Page) => page.evaluate(() => `${location.pathname}${location.search}`);

describe("signing in from the phone's /login page", () => {
  it("comes back to the page whose Login was tapped, and a typed /login still lands home", async () => {
    const context = await browser.newContext(phoneContextOptions);
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs?section=specular`);
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Sign in to Greenhouse" }).waitFor();
    await phoneScreenshot(page, "site-login-from-docs-phone");
    await page.getByRole("link", { name: "Continue with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester1" }).click();
    await expect.poll(() => address(page), { timeout: 30_000 }).toBe("/docs?section=specular");
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await page.getByRole("navigation", { name: "Bottom" }).getByRole("button", { name: "Account" }).waitFor();

    // A typed /login has no page to return to, and a way back left by an earlier page is not followed.
    await page.goto(`${worker.baseUrl}/api/auth/logout`);
    await page.goto(`${worker.baseUrl}/login`);
    await page.getByRole("heading", { name: "Sign in to Greenhouse" }).waitFor();
    await page.getByRole("link", { name: "Continue with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester1" }).click();
    await expect.poll(() => address(page), { timeout: 30_000 }).toBe("/");
    await context.close();
  });
});
