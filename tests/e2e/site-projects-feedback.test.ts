import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { boxOf, overlap, settledToast } from "../support/toast-boxes.js";
import { corpusTexture, signedInContext } from "./site-support.js";

// What a person sees right after acting on a project: focus back where they were when a dialog closes,
// toasts clear of what they just produced, and the Recent activity line for what they just did.

let owner: { context: BrowserContext; page: Page };
let projectUrl = "";

useLocalStack();

beforeAll(async () => {
  // tester2 signs in first so that they exist as someone tester1 shares a Discord server with.
  const member = await signedInContext(browser, worker.baseUrl, "tester2");
  await member.context.close();
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  const id = await owner.page.evaluate(async () => {
    const response = await fetch("/api/projects", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Focus Garden", description: "Keyboard walk" }),
    });
    return ((await response.json()) as { id: number }).id;
  });
  projectUrl = `${worker.baseUrl}/projects/${id}`;
});

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Opens a dialog from the keyboard, closes it with `close`, and says whether focus came back. */
async function focusReturns(opener: Locator, dialogName: string, close: (dialog: Locator) => Promise<void>) {
  const page = opener.page();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  await close(dialog);
  await dialog.waitFor({ state: "detached" });
  // Radix hands focus back a tick after the dialog leaves the page.
  return expect
    .poll(() => hasFocus(opener), { timeout: 2000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

const pressEscape = (dialog: Locator) => dialog.page().keyboard.press("Escape");
const cancel = (dialog: Locator) => dialog.getByRole("button", { name: "Cancel" }).click();

/** The toast once it has settled where it stays. */
const settledToastBox = async (page: Page, title: string) => (await settledToast(page, title)).box;

describe("dialogs give focus back to what opened them", () => {
  it("returns to New Project and to a project's Delete after Escape or Cancel", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects`);
    const newProject = page.getByRole("button", { name: "New Project" }).first();
    expect(await focusReturns(newProject, "Create New Project", pressEscape)).toBe(true);
    expect(await focusReturns(newProject, "Create New Project", cancel)).toBe(true);
    const remove = page.getByRole("button", { name: "Delete Focus Garden" });
    expect(await focusReturns(remove, "Delete Project", pressEscape)).toBe(true);
    expect(await focusReturns(remove, "Delete Project", cancel)).toBe(true);
  });

  it("returns to the avatar button after the Profile opened from its menu", async () => {
    const { page } = owner;
    const avatar = page.getByRole("button", { name: "Account menu for tester1" });
    await avatar.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Profile" }).waitFor();
    await page.keyboard.press("Enter");
    const profile = page.getByRole("dialog", { name: "Profile" });
    await profile.waitFor();
    await page.keyboard.press("Escape");
    await profile.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(avatar), { timeout: 2000 }).toBe(true);
  });

  it("returns to a library card's Preview and Delete", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByLabel("Files to add to your library").setInputFiles([corpusTexture("stone.png")]);
    const preview = page.getByRole("button", { name: "Preview stone.png" });
    await preview.waitFor();
    expect(await focusReturns(preview, "stone.png", pressEscape)).toBe(true);
    const remove = page.getByRole("button", { name: "Delete stone.png" });
    expect(await focusReturns(remove, "Delete File", cancel)).toBe(true);
  });
});

describe("sharing a project answers in place (desktop)", () => {
  it("keeps toasts off the new invite link, its copy button and Share Project", async () => {
    const { page } = owner;
    await page.goto(projectUrl);
    await page.getByRole("heading", { level: 1, name: /Focus Garden/ }).waitFor();
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    const produced = [
      // Nor the project's title, which top-centred toasts covered.
      page.getByRole("heading", { level: 1, name: /Focus Garden/ }),
      page.getByLabel("Invite link", { exact: true }),
      page.getByRole("button", { name: "Copy invite link" }),
      page.getByRole("button", { name: "Share Project" }),
    ];
    const invited = await settledToastBox(page, "Invite Generated");
    for (const target of produced) expect(overlap(invited, await boxOf(target))).toBe(false);
    await screenshot(page, "site-project-invite-toast", { fullPage: false });
    await page.getByRole("button", { name: "Share Project" }).click();
    const answered = await settledToastBox(page, "No Users Selected");
    for (const target of produced) expect(overlap(answered, await boxOf(target))).toBe(false);
  });

  it("lists an invite, a share, a role change and a removal in Recent activity without a reload", async () => {
    const { page } = owner;
    await page.goto(projectUrl);
    const activity = page.getByRole("region", { name: "Recent activity" });
    const invites = activity.getByText("tester1: Created an invite link valid for 1 week");
    await activity.getByText("tester1: Created project Focus Garden").waitFor();
    const before = await invites.count();
    await page.getByRole("button", { name: /^Generate (New|Invite) Link$/ }).click();
    await expect.poll(() => invites.count(), { timeout: 5000 }).toBe(before + 1);

    await page.getByRole("checkbox", { name: "tester2" }).check();
    await page.getByLabel("Permission").selectOption("edit");
    await page.getByRole("button", { name: "Share Project" }).click();
    await activity.getByText("tester1: Shared with tester2 (edit)").waitFor({ timeout: 5000 });
    await page.getByRole("checkbox", { name: "tester2" }).check();
    await page.getByLabel("Permission").selectOption("view");
    await page.getByRole("button", { name: "Share Project" }).click();
    await activity.getByText("tester1: Changed tester2's access from edit to view").waitFor({ timeout: 5000 });
    await page.getByRole("button", { name: "Remove tester2" }).click();
    await page
      .getByRole("dialog", { name: "Remove Collaborator" })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await activity
      .getByText("tester1: Removed tester2's access and revoked the invite link", { exact: true })
      .waitFor({ timeout: 5000 });
    await screenshot(page, "site-project-activity-live", { fullPage: false });
  });
});

describe("sharing with nobody to pick (desktop)", () => {
  it("leaves Generate Invite Link as the one action, with no Share Project that can only refuse", async () => {
    // A brand-new identity shares no Discord server with anyone yet.
    const { context, page } = await signedInContext(browser, worker.baseUrl, "new");
    const id = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Lonely Meadow" }),
      });
      return ((await response.json()) as { id: number }).id;
    });
    // A project without a link is ordinary: its page used to log a red "404 .../invite" on every load.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto(`${worker.baseUrl}/projects/${id}`);
    await page.getByText("Nobody to pick yet. Invite people with a link below.").waitFor();
    await page.getByRole("button", { name: "Generate Invite Link" }).waitFor();
    expect(await page.getByRole("button", { name: "Share Project" }).count()).toBe(0);
    expect(await page.getByLabel("Permission").count()).toBe(0);
    expect(await page.getByLabel("Message (optional)").count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
