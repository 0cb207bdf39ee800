import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { launchChromium } from "../support/chromium.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "../support/local-worker.js";
import { screenshot } from "../support/screenshots.js";
import { axeViolations } from "./axe-support.js";
import { expectToast, showHeading, warnsBeforeLeaving } from "./greenhouse-support.js";

describe("AI Generate for a guest on the site's configured server", () => {
  let guestBrowser: Browser;
  let guestSd: { url: string; close(): Promise<void> };
  let guestWorker: LocalWorker;
  beforeAll(async () => {
    guestBrowser = await launchChromium();
    guestSd = await startLocalSd(0);
    guestWorker = await startLocalWorkerWithDiscord({ SD_WEBUI_URL: guestSd.url });
  });
  afterAll(async () => {
    await guestBrowser?.close();
    await guestWorker?.stop();
    await guestSd?.close();
  });

  it("hints that saving to the Library needs sign-in", async () => {
    const guest = await guestBrowser.newPage({ viewport: { width: 1440, height: 900 } });
    await guest.goto(`${guestWorker.baseUrl}/greenhouse?view=ai`);
    await guest.getByRole("button", { name: "Stone Brick" }).click();
    await guest.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(guest, "Textures generated!", "Created 4 variation(s)");
    const save = guest
      .getByRole("list", { name: "Generated textures" })
      .getByRole("button", { name: /^Save .* to Library$/ })
      .first();
    await save.hover();
    await guest.getByRole("tooltip").getByText("Login required to access this feature").waitFor();
    await save.click();
    await expectToast(guest, "Sign in to save textures", "Download works without it.");

    // Upscale's Save to Library gives a guest the same hint.
    await guest
      .getByRole("list", { name: "Generated textures" })
      .getByRole("button", { name: /^Upscale / })
      .first()
      .click();
    await guest.getByRole("button", { name: "Upscale", exact: true }).click();
    const upscaledSave = guest.getByRole("button", { name: "Save to Library" });
    await upscaledSave.waitFor({ timeout: 30_000 });
    await upscaledSave.hover();
    await guest.getByRole("tooltip").getByText("Login required to access this feature").waitFor();
    await upscaledSave.click();
    await expectToast(guest, "Sign in to save textures", "Download works without it.");
    await guest.close();
  });

  it("shows guests the login hint on the AI server's fields and never sends their address", async () => {
    const guest = await guestBrowser.newPage({ viewport: { width: 1280, height: 800 } });
    // An address kept from a signed-in visit, as a guest's browser can hold it.
    await guest.addInitScript((port) => {
      localStorage.setItem("greenhouse-ai-server", JSON.stringify({ ip: "127.0.0.1", port }));
    }, new URL(guestSd.url).port);
    const sent: { url: string; body: string | null }[] = [];
    guest.on("request", (request) => {
      if (request.url().includes("/api/ai/"))
        sent.push({ url: new URL(request.url()).pathname, body: request.postData() });
    });
    await guest.goto(`${guestWorker.baseUrl}/greenhouse?view=ai`);
    const status = guest.getByTestId("ai-server-status");
    await status
      .getByText("Sign in to use your own AI server. Until then Generate and Variations use this site's server.")
      .waitFor();
    const ip = guest.getByLabel("Server IP");
    expect(await ip.isEditable()).toBe(false);
    expect(await ip.inputValue()).toBe("");
    expect(await guest.getByLabel("Port").isEditable()).toBe(false);
    expect(await guest.getByLabel("Port").inputValue()).toBe("");
    await ip.hover();
    await guest.getByRole("tooltip").getByText("Login required to access this feature").waitFor();
    await showHeading(guest, "AI server");
    await screenshot(guest, "greenhouse-ai-server-guest", { fullPage: false });
    // The read-only fields keep WCAG AA contrast and names.
    expect(await axeViolations(guest)).toEqual([]);
    // Test Connection gives the sign-in hint (a tap never hovers) instead of a call that answers 401.
    await guest.getByRole("button", { name: "Test Connection" }).click();
    await expectToast(guest, "Login required to access this feature", "use your own AI server");
    await guest.locator(".toast").getByRole("link", { name: "Sign in with Discord" }).waitFor();
    // Generate goes to the site's server, and works.
    await guest.getByRole("button", { name: "Stone Brick" }).click();
    await guest.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(guest, "Textures generated!", "Created 4 variation(s)");
    expect(sent.map((request) => request.url)).not.toContain("/api/ai/server/test");
    const generate = sent.filter((request) => request.url === "/api/ai/generate-texture");
    expect(generate.length).toBeGreaterThan(0);
    for (const request of generate) expect(JSON.parse(request.body ?? "{}").server ?? null).toBeNull();
    expect(await guest.locator(".toast").filter({ hasText: "Sign in to use your own AI server" }).count()).toBe(0);
    for (const [name, viewport] of [
      ["tablet", { width: 768, height: 1024 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await guest.setViewportSize(viewport);
      // Under 768 px the server panel is rendered after the results instead of before them: wait for that
      // move, or the heading found next can be the one the move is about to take out of the page.
      await guest.waitForFunction((phone) => {
        const server = document.querySelector(".ai-server");
        const main = document.querySelector(".ai-main");
        if (!server || !main) return false;
        const serverFirst = (server.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        return serverFirst !== phone;
      }, name === "phone");
      await guest.getByTestId("ai-server-status").getByText("Sign in to use your own AI server.").waitFor();
      await guest.getByRole("heading", { name: "AI server", exact: true }).scrollIntoViewIfNeeded();
      await screenshot(guest, `greenhouse-ai-server-guest-${name}`, { fullPage: false });
    }
    await guest.close();
  });

  it("asks before the tab closes while a result is neither saved nor downloaded", async () => {
    const guest = await guestBrowser.newPage({ viewport: { width: 1440, height: 900 } });
    await guest.goto(`${guestWorker.baseUrl}/greenhouse?view=ai`);
    await guest.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    expect(await warnsBeforeLeaving(guest)).toBe(false);
    await guest.getByRole("button", { name: "Stone Brick" }).click();
    await guest.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(guest, "Textures generated!", "Created 4 variation(s)");
    expect(await warnsBeforeLeaving(guest)).toBe(true);
    const downloads = guest.getByRole("list", { name: "Generated textures" }).getByRole("link", { name: /^Download / });
    expect(await downloads.count()).toBe(4);
    for (const link of await downloads.all()) {
      expect(await warnsBeforeLeaving(guest)).toBe(true);
      await Promise.all([guest.waitForEvent("download"), link.click()]);
    }
    // Every result is on disk now: leaving loses nothing, so nothing asks.
    expect(await warnsBeforeLeaving(guest)).toBe(false);
    await guest.getByText("4 textures", { exact: true }).waitFor();
    await guest.close();
  });
});
