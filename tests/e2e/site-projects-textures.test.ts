import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { phoneScreenshot } from "./phone-support.js";
import { corpusTexture, phone, signedInContext, toastText } from "./site-support.js";

// One texture of a project can be downloaded by anyone who can view it and deleted by editors, from
// the project page's Textures tab and from the phone's project page.

let owner: { context: BrowserContext; page: Page };
let viewer: { context: BrowserContext; page: Page };
let projectId = 0;
const stone = corpusTexture("stone.png");
const dirt = corpusTexture("dirt.png");

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  viewer = await signedInContext(browser, worker.baseUrl, "tester2");
  const files = [stone, dirt].map((file) => ({ name: file.name, bytes: [...file.buffer] }));
  const seeded = await owner.page.evaluate(async (files) => {
    const created = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Brick Yard" }),
    });
    const { id } = (await created.json()) as { id: number };
    for (const file of files) {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(file.bytes)], file.name));
      await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
    }
    const invite = await fetch(`/api/projects/${id}/invite`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expiresInHours: 1 }),
    });
    return { id, code: ((await invite.json()) as { inviteCode: string }).inviteCode };
  }, files);
  projectId = seeded.id;
  await viewer.page.evaluate((code) => fetch(`/api/projects/join/${code}`, { method: "POST" }), seeded.code);
});

afterAll(async () => {
  await owner?.context.close();
  await viewer?.context.close();
});

describe("one texture of a project (desktop)", () => {
  it("downloads a texture from its card", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-tile", { hasText: "stone.png" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download stone.png" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone.png");
    expect(Buffer.from(await readFile((await download.path()) ?? ""))).toEqual(stone.buffer);
  });

  it("deletes a texture from the keyboard after a confirmation naming it, and the overview follows", async () => {
    const { page } = owner;
    const card = page.locator(".texture-tile", { hasText: "stone.png" });
    await card.getByRole("button", { name: "Download stone.png" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Delete stone.png");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete Texture" });
    await confirm.getByText("stone.png", { exact: true }).waitFor();
    await confirm.getByText("will be removed from Brick Yard").waitFor();
    await screenshot(page, "site-project-delete-texture", { fullPage: false });
    // Cancel keeps it.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await card.count()).toBe(1);

    await card.getByRole("button", { name: "Delete stone.png" }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).focus();
    await page.keyboard.press("Enter");
    expect(await toastText(page, "Texture deleted")).toContain("stone.png was removed from Brick Yard.");
    await card.waitFor({ state: "detached" });
    await page.getByText("1 texture", { exact: true }).waitFor();
    // Focus stays on the page, on the next card, not on <body> (the deleted card's button went with it).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toMatch(/ dirt\.png$/);
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.locator(".tile", { hasText: "Total textures" }).getByText("1", { exact: true }).waitFor();
    await page.getByText("tester1: Removed stone.png").waitFor();
  });

  it("lets a viewer download but not delete", async () => {
    const { page } = viewer;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-tile", { hasText: "dirt.png" });
    await card.getByRole("button", { name: "Download dirt.png" }).waitFor();
    expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
  });
});

describe("one texture of a project (phone)", () => {
  it("lists the textures with Download and Delete that fit the screen", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const textures = page.getByRole("region", { name: "Textures" });
    // The count the desktop tab shows (stone.png was deleted above).
    await textures.getByText("1 texture", { exact: true }).waitFor();
    const card = textures.locator(".texture-tile", { hasText: "dirt.png" });
    const download = card.getByRole("button", { name: "Download dirt.png" });
    const remove = card.getByRole("button", { name: "Delete dirt.png" });
    await remove.scrollIntoViewIfNeeded();
    for (const button of [download, remove]) {
      const box = await button.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      expect(box?.height).toBeGreaterThanOrEqual(32);
    }
    const [saved] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(saved.suggestedFilename()).toBe("dirt.png");
    await phoneScreenshot(page, "site-project-textures-phone");
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Delete Texture" });
    await confirm.getByText("dirt.png", { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toastText(page, "Texture deleted");
    await textures.getByText("No Textures Yet").waitFor();
    await context.close();
  });
});

describe("the round upload button on a project page", () => {
  it("adds the picked texture to the project for an editor, as the page's Upload does", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    // The page's right edge stops short of the button: at 1280 px the Sharing card reached under it.
    const side = await page.getByRole("complementary", { name: "Sharing" }).boundingBox();
    const fab = await page.locator(".fab").boundingBox();
    expect((side?.x ?? 0) + (side?.width ?? 0)).toBeLessThan(fab?.x ?? 0);
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Upload textures to Brick Yard" }).click(),
    ]);
    await chooser.setFiles(stone);
    expect(await toastText(page, "Upload successful")).toContain("1 texture was added to Brick Yard.");
    await page.getByRole("tab", { name: "Textures" }).click();
    await page.locator(".texture-tile", { hasText: "stone.png" }).waitFor();
  });

  it("is not offered to a viewer, who cannot add to the project", async () => {
    const { page } = viewer;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).waitFor();
    await page.getByRole("button", { name: "Download Pack" }).first().waitFor();
    expect(await page.locator(".fab").count()).toBe(0);
  });
});
