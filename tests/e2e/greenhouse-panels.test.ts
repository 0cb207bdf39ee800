import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { openGreenhouse } from "./greenhouse-support.js";

let page: Page;

useChromium();

beforeAll(async () => {
  page = await openGreenhouse();
});

describe("the /greenhouse workspace's resizable panels", () => {
  it("resizes panels with the keyboard in 10 % steps and remembers the layout", async () => {
    const tools = page.locator("#tools");
    const group = page.locator("#gh-horizontal");
    const width = async () => (await tools.boundingBox())!.width / (await group.boundingBox())!.width;
    const before = await width();
    await page.getByRole("separator", { name: "Resize Tools panel" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(width).toBeGreaterThan(before + 0.08);
    await page.keyboard.press("Shift+ArrowRight");
    await expect.poll(width).toBeGreaterThan(0.38);
    await page.waitForTimeout(250);
    await page.reload();
    await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
    await expect.poll(width).toBeGreaterThan(0.38);
    await page.getByRole("separator", { name: "Resize Tools panel" }).focus();
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(width).toBeLessThan(0.17);
    // Home and End go to the limits, not past them: Home leaves the Tools panel open at its minimum.
    await page.keyboard.press("End");
    await expect.poll(width).toBeGreaterThan(0.38);
    await page.keyboard.press("Home");
    await expect.poll(width).toBeLessThan(0.17);
    expect(await width()).toBeGreaterThan(0.13);
    await page.getByRole("separator", { name: "Resize Tools panel" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
  });

  it("opens a panel collapsed from the header again with an arrow key on its separator", async () => {
    const preview = page.locator("#preview");
    await page.getByRole("button", { name: "Preview panel" }).click();
    await page.getByRole("complementary", { name: "Preview" }).waitFor({ state: "hidden" });
    await page.getByRole("separator", { name: "Resize Preview panel" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByRole("complementary", { name: "Preview" }).waitFor();
    expect((await preview.boundingBox())!.width).toBeGreaterThan(100);
    expect(await page.getByRole("button", { name: "Preview panel" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("collapses and restores panels from the header", async () => {
    await page.getByRole("button", { name: "Preview panel" }).click();
    await page.getByRole("complementary", { name: "Preview" }).waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "Preview panel" }).getAttribute("aria-pressed")).toBe("false");
    await page.getByRole("button", { name: "Preview panel" }).click();
    await page.getByRole("complementary", { name: "Preview" }).waitFor();
  });
});
