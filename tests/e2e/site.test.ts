import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { desktop } from "./site-support.js";

const baseUrl = inject("baseUrl");

let page: Page;

useChromium();

beforeAll(async () => {
  page = await (await browser.newContext({ viewport: desktop })).newPage();
});

const themeClass = (p: Page) => p.evaluate(() => document.documentElement.className);
const paypalScripts = () => page.evaluate(() => [...document.scripts].filter((s) => s.src.includes("paypal")).length);

describe("the site on a desktop (1280x800)", () => {
  it("shows the landing page: hero, statistics from the API, features, steps, call to action and footer", async () => {
    // A fresh install reports only zeros. Other files share this Worker and sign in or convert in
    // parallel, so the zero answer is pinned here rather than hoped for.
    const zeros = ["Textures Processed", "Packs Converted", "Creators", "Success Rate"].map((label) => ({
      label,
      value: "0",
      description: "",
    }));
    await page.route("**/api/stats/global", (route) => route.fulfill({ json: { stats: zeros } }));
    const response = await page.goto(`${baseUrl}/`);
    // frontend/public/_headers: the app cannot be framed by another site (clickjacking) or sniffed.
    const headers = response?.headers() ?? {};
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    await page.getByRole("heading", { level: 1, name: "Grow flat textures into shader-ready materials" }).waitFor();
    expect(await page.getByRole("link", { name: "Open Greenhouse" }).getAttribute("href")).toBe("/greenhouse");
    expect(await page.getByRole("link", { name: "View Projects" }).getAttribute("href")).toBe("/projects");
    // Only zeros, so the spec's capability numbers stay.
    await page.getByText("Resolution Support", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: /Create Your First Project/ }).getAttribute("href")).toBe("/projects");
    expect(await page.getByRole("link", { name: "Quick Convert" }).getAttribute("href")).toBe("/converter");
    expect(await page.getByTestId("rain-canvas").isVisible()).toBe(true);
    // Signed out: a Discord sign-in button that navigates to the OAuth start.
    expect(await page.getByRole("link", { name: "Sign in with Discord" }).getAttribute("href")).toBe(
      "/api/auth/discord",
    );
    await screenshot(page, "site-landing-desktop");
    await page.unroute("**/api/stats/global");
  });

  it("shows the server's statistics when they have numbers", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const other = await context.newPage();
    const stats = [{ label: "Textures Processed", value: "1,204", description: "Textures converted" }];
    await other.route("**/api/stats/global", (route) => route.fulfill({ json: { stats } }));
    await other.goto(`${baseUrl}/`);
    await other.getByText("1,204").waitFor();
    expect(await other.getByText("Resolution Support").count()).toBe(0);
    await context.close();
  });

  it("falls back to the spec's statistics when /api/stats/global fails", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const other = await context.newPage();
    await other.route("**/api/stats/global", (route) => route.fulfill({ status: 503, body: "down" }));
    await other.goto(`${baseUrl}/`);
    for (const label of ["Texture Formats", "Processing Speed", "Max File Size", "Resolution Support"]) {
      await other.getByText(label, { exact: true }).waitFor();
    }
    await other.getByText("16x-2048x").waitFor();
    await context.close();
  });

  it("highlights the current page in the top bar", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click();
    await page.waitForURL(`${baseUrl}/docs`);
    const docs = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" });
    // Navigation runs in a transition: the bar updates once the lazy page has loaded.
    await expect.poll(() => docs.getAttribute("aria-current")).toBe("page");
    const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" });
    expect(await home.getAttribute("aria-current")).toBeNull();
  });

  it("defaults to dark and keeps the chosen theme across reloads", async () => {
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    expect(await themeClass(page)).toBe("dark");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    expect(await themeClass(page)).toBe("light");
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await themeClass(page)).toBe("light");
    await screenshot(page, "site-landing-light");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => themeClass(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => themeClass(page)).toBe("light");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await page.reload();
    expect(await themeClass(page)).toBe("dark");
  });

  it("says donations are not set up when the deployment has no PayPal button, and loads no script", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "Support" }).click();
    const dialog = page.getByRole("dialog", { name: "Support Greenhouse" });
    await dialog.getByText(/100% of donations go to hosting/).waitFor();
    await dialog.getByRole("status").getByText("Donations are not set up on this copy of Greenhouse yet.").waitFor();
    expect(await paypalScripts()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("loads the deployment's PayPal hosted button only when the dialog opens, with a message when it fails", async () => {
    const button = { provider: "paypal", clientId: "client-1", hostedButtonId: "HOSTED42" };
    await page.route("**/api/donation", (route) => route.fulfill({ json: { button } }));
    await page.goto(`${baseUrl}/`);
    expect(await paypalScripts()).toBe(0);
    const dialog = page.getByRole("dialog", { name: "Support Greenhouse" });

    // PayPal unreachable (a content blocker, no network): a message, not an empty dialog.
    await page.route("https://www.paypal.com/**", (route) => route.abort());
    await page.getByRole("button", { name: "Support" }).click();
    await dialog
      .getByRole("alert")
      .getByText(/donation button could not be loaded/)
      .waitFor();
    await screenshot(page, "site-support-dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // PayPal reachable: its SDK (a stand-in speaking the hosted-buttons API) renders the configured button.
    await page.unroute("https://www.paypal.com/**");
    const requested: string[] = [];
    await page.route("https://www.paypal.com/sdk/js**", (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: `window.paypal = { HostedButtons(options) {
          window.hostedOptions = options;
          return { render(selector) {
            const donate = document.createElement("button");
            donate.textContent = "Donate with PayPal";
            document.querySelector(selector).append(donate);
            return Promise.resolve();
          } };
        } };`,
      });
    });
    await page.getByRole("button", { name: "Support" }).click();
    await dialog.getByRole("button", { name: "Donate with PayPal" }).waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hostedOptions: unknown }).hostedOptions)).toEqual({
      hostedButtonId: "HOSTED42",
    });
    expect(requested).toHaveLength(1);
    const sdk = new URL(requested[0] ?? "");
    expect(Object.fromEntries(sdk.searchParams)).toEqual({
      "client-id": "client-1",
      components: "hosted-buttons",
      "enable-funding": "venmo",
      currency: "USD",
    });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  it("shows the 404 page for unknown routes", async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to Home" }).waitFor();
    await screenshot(page, "site-not-found-desktop");
  });

  it("gives guests a sign-in prompt on /projects", async () => {
    await page.goto(`${baseUrl}/projects`);
    await page.getByRole("heading", { name: "Sign in to keep projects" }).waitFor();
  });

  it("serves the docs with every anchor section and jumps to a deep link", async () => {
    await page.goto(`${baseUrl}/docs#f0-values`);
    await page.getByRole("heading", { name: "F0 values" }).waitFor();
    for (const id of ["overview", "textures", "workflow", "validation", "reference", "f0-values"]) {
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    await page.getByRole("heading", { name: "F0 values" }).waitFor();
    // The deep link scrolled the F0 section into view.
    const top = await page.locator("section#f0-values").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(200);
    for (const caption of ["Liquids", "Surfaces", "Gems", "Transparents", "Human", "Metals"]) {
      await page.locator("caption", { hasText: caption }).first().waitFor();
    }
    await page.getByRole("cell", { name: "Diamond" }).waitFor();
    await page.getByRole("link", { name: "Validation" }).click();
    expect(new URL(page.url()).hash).toBe("#validation");
    await page.getByText("Critical Error").first().waitFor();
    // The rules table agrees with LabPBR 1.3 (and the Texture maps table): no _e map, porosity and SSS
    // split the blue channel at 65, metals are 230–237 or 255.
    const rules = page.locator("section#validation table");
    await rules.getByRole("cell", { name: "Naming suffixes _n and _s", exact: true }).waitFor();
    const rulesText = (await rules.textContent()) ?? "";
    expect(rulesText).toContain("porosity 0–64, SSS 65–255");
    expect(rulesText).toContain("metals 230–237 or 255");
    expect(rulesText).not.toContain("_s, _n, _e");
    expect(rulesText).not.toContain("SSS 0–255");
    await page.goto(`${baseUrl}/docs`);
    await screenshot(page, "site-docs-desktop");
  });

  it("shows the login hint on the floating upload button after 2 s for guests", async () => {
    await page.goto(`${baseUrl}/`);
    const fab = page.getByRole("button", { name: "Upload a texture or pack to convert" });
    await fab.hover();
    await page.waitForTimeout(1000);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await page.getByRole("tooltip").getByText("Login required to access this feature").waitFor();
    // A click answers at once with the same hint and the way to sign in (no file picker opens).
    await fab.click({ force: true }); // aria-disabled for guests, yet clickable
    const toast = page.locator(".toast", { hasText: "Login required to access this feature" });
    const signIn = toast.getByRole("link", { name: "Sign in with Discord" });
    expect(await signIn.getAttribute("href")).toBe("/api/auth/discord");
  });

  it("opens offline after the first visit (service worker app shell)", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const fresh = await context.newPage();
    await fresh.goto(`${baseUrl}/`);
    await fresh.getByRole("heading", { level: 1 }).waitFor();
    await fresh.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Wait until the worker has cached every build asset the page loaded before it took control.
    await expect
      .poll(
        () =>
          fresh.evaluate(async () => {
            const cache = await caches.open("greenhouse-shell-v1");
            const cached = new Set((await cache.keys()).map((request) => request.url));
            const loaded = performance
              .getEntriesByType("resource")
              .map((entry) => entry.name)
              .filter((name) => name.startsWith(`${location.origin}/assets/`));
            return loaded.filter((url) => !cached.has(url));
          }),
        { timeout: 20_000 },
      )
      .toEqual([]);
    await context.setOffline(true);
    await fresh.reload();
    await fresh.getByRole("heading", { level: 1, name: "Grow flat textures into shader-ready materials" }).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
