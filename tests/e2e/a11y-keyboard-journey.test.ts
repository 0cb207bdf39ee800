import type { FileChooser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { corpusEntry } from "./greenhouse-support.js";
import { announced, hasFocus, recordAnnouncements, tabTo } from "./keyboard-support.js";
import { desktop } from "./site-support.js";

// One whole journey with the keyboard alone: sign in, create a project, convert a texture into it and
// download the result. No clicks: Tab (or Shift+Tab, arrows) to each control, Enter or Space on it, and
// typing. The operating system's file picker is the one thing outside the page: the test answers it as
// the person would, once the page opened it from the keyboard.

const STONE = "assets/minecraft/textures/block/stone.png";

let page: Page;
let projectPath = "";
/** File pickers the page opened. Listened for from the start: Playwright takes over the picker only once
 * it listens, and a listener added just before the key press could miss it. */
const choosers: FileChooser[] = [];

useLocalStack();

beforeAll(async () => {
  const context = await browser.newContext({ viewport: desktop, acceptDownloads: true });
  page = await context.newPage();
  page.on("filechooser", (chooser) => choosers.push(chooser));
});

describe("a keyboard-only journey: sign in, create a project, convert a texture into it, download", () => {
  it("signs in through Discord from the top bar", async () => {
    await page.goto(`${worker.baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The first Tab reaches the skip link, which jumps past the top bar.
    await page.keyboard.press("Tab");
    expect(await hasFocus(page, "link", "Skip to content")).toBe(true);
    await tabTo(page, "link", "Sign in with Discord");
    await page.keyboard.press("Enter");
    await tabTo(page, "link", "Continue as tester1");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${worker.baseUrl}/`);
    await page.getByRole("button", { name: "Account menu for tester1" }).waitFor();
  });

  it("creates a project in the dialog and lands on it", async () => {
    await tabTo(page, "link", "Projects");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "No projects yet" }).waitFor();
    // Focus stays on the link, so the new page is said aloud: its title, once it has settled.
    await page.getByTestId("route-announcer").getByText("Projects — Greenhouse", { exact: true }).waitFor();
    await tabTo(page, "button", "New Project");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await dialog.waitFor();
    // The dialog puts focus on its first field, and Enter in it submits.
    await expect.poll(() => hasFocus(page, "textbox", "Project Name")).toBe(true);
    await page.keyboard.type("Keyboard Pack");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Made without a mouse");
    await tabTo(page, "button", "Create Project", { max: 4 });
    await recordAnnouncements(page, "body");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Keyboard Pack" }).waitFor();
    // The toast is read out too (Radix fills a polite live region with it once the region is there).
    await expect
      .poll(async () => (await announced(page)).some((text) => text.includes("Project created successfully")))
      .toBe(true);
    // Focus goes on from the new project: its Open Project (not <body>, which would send the next Tab
    // back to the top of the page).
    await expect.poll(() => hasFocus(page, "link", "Open Project")).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: /Keyboard Pack/ }).waitFor();
    projectPath = new URL(page.url()).pathname;
  });

  it("goes from the project to Greenhouse with the project picked and converts a texture into it", async () => {
    // The Textures tab, by arrow key from the focused tab list, offers Convert with this project picked.
    await tabTo(page, "tab", "Overview");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => hasFocus(page, "tab", "Textures")).toBe(true);
    await tabTo(page, "link", "convert it in Greenhouse with this project picked");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
    await page.getByTestId("attached-project").filter({ hasText: "Keyboard Pack" }).first().waitFor();
    // The drop zone's picker opens with Enter, like a button; the person then picks the file.
    await tabTo(page, "button", "Browse Files: texture or resource pack");
    await page.keyboard.press("Enter");
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]?.setFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await page.getByTestId("chosen-file").getByText("stone.png").waitFor();
    await tabTo(page, "button", "Generate Textures");
    await recordAnnouncements(page, '[data-testid="growth-announcer"]');
    await page.keyboard.press("Enter");
    // The outcome is said aloud: beside Growth Progress a live region follows the file's stage, and
    // it changes (a region that appears already filled is not read out) to completed.
    await page.getByTestId("growth-progress").getByText("completed", { exact: true }).waitFor({ timeout: 60_000 });
    await expect.poll(() => announced(page)).toContain("stone.png: completed");
    expect((await announced(page))[0]).toBe("Uploading stone.png");
  });

  it("downloads the converted texture from the queue, and the project's pack from its page", async () => {
    await tabTo(page, "button", "Download stone.png");
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await download).suggestedFilename()).toBe("stone_labpbr.zip");
    await page.goto(`${worker.baseUrl}${projectPath}`);
    await page.getByRole("heading", { level: 1, name: /Keyboard Pack/ }).waitFor();
    await tabTo(page, "button", "Download Pack");
    const pack = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await pack).suggestedFilename()).toBe("keyboard-pack_labpbr.zip");
  });
});
