import { strToU8, zipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, createProjectThroughApi, phone, signedInContext } from "./site-support.js";

// A project's Upload takes images; a resource pack chosen there is converted into the project through
// Greenhouse, and the page says so and leads there.

let owner: { context: BrowserContext; page: Page };
let projectId = 0;

/** A small real pack: one corpus texture and a pack.mcmeta. */
function pack(): Buffer {
  const stone = corpusTexture("stone.png");
  return Buffer.from(
    zipSync({
      "pack.mcmeta": strToU8('{"pack":{"pack_format":15,"description":"Stone by Ada"}}'),
      "assets/minecraft/textures/block/stone.png": new Uint8Array(stone.buffer),
    }),
  );
}

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  projectId = await createProjectThroughApi(owner.page, "Packed Stone");
});
afterAll(async () => {
  await owner?.context.close();
});

describe("a resource pack on a project's page", () => {
  it("is refused by Upload with the way to convert it into the project, which works", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("button", { name: "Upload", exact: true }).waitFor();
    await page
      .getByLabel("Textures to upload")
      .setInputFiles({ name: "stone-pack.zip", mimeType: "application/zip", buffer: pack() });
    const toast = page.locator(".toast", { hasText: "Invalid file type" });
    await toast.getByText("stone-pack.zip is a resource pack: Greenhouse converts it into this project").waitFor();
    const action = toast.getByRole("link", { name: "Convert into this project" });
    expect(await action.getAttribute("href")).toBe(`/greenhouse?project=${projectId}`);
    await screenshot(page, "site-project-pack-refused", { fullPage: false });

    await action.click();
    await page.waitForURL(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await page
      .getByTestId("attached-project")
      .filter({ hasText: /^Packed Stone$/ })
      .first()
      .waitFor();
    await page
      .getByLabel("Texture or resource pack")
      .setInputFiles({ name: "stone-pack.zip", mimeType: "application/zip", buffer: pack() });
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page
      .getByTestId("growth-progress")
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 90_000 });

    // Back on the project, the pack's texture is there with the maps the conversion made.
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-grid .texture-tile", { hasText: "stone.png" });
    await card.getByRole("button", { name: "Download stone_n.png" }).waitFor();
    await card.getByRole("button", { name: "Download stone_s.png" }).waitFor();
  }, 120_000);

  it("offers Convert into project beside Upload and Download Pack (desktop, tablet, phone)", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const actions = page.getByRole("region", { name: "Quick actions" });
    const convert = actions.getByRole("link", { name: "Convert into project" });
    expect(await convert.getAttribute("href")).toBe(`/greenhouse?project=${projectId}`);
    // One row with Upload and Download Pack on a 1280 desktop.
    const top = async (name: string) =>
      (
        await actions
          .getByRole(name === "Convert into project" ? "link" : "button", { name, exact: true })
          .boundingBox()
      )?.y;
    expect(await top("Convert into project")).toBe(await top("Upload"));
    expect(await top("Download Pack")).toBe(await top("Upload"));
    await screenshot(page, "site-project-convert-action-desktop", { fullPage: false });
    await page.setViewportSize({ width: 768, height: 1024 });
    await convert.waitFor();
    await screenshot(page, "site-project-convert-action-tablet", { fullPage: false });

    const small = await browser.newContext({ viewport: phone, storageState: await owner.context.storageState() });
    const mobile = await small.newPage();
    await mobile.goto(`${worker.baseUrl}/projects/${projectId}`);
    const link = mobile.getByRole("link", { name: "Convert into project" });
    await link.waitFor();
    // At the end of the Textures card, its label whole (a row under Upload pushed the share card's
    // Generate Invite Link under the floating job pill).
    const fits = await link.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const inTextures = await link.evaluate((element) => element.closest(".mobile-textures") !== null);
    expect(inTextures).toBe(true);
    await link.scrollIntoViewIfNeeded();
    await screenshot(mobile, "site-project-convert-action-phone", { fullPage: false });
    await link.click();
    await mobile.waitForURL(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await small.close();
  });
});
