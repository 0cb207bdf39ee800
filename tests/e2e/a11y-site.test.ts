import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { expectAccessible } from "./axe-support.js";
import { expectModalFocus, hasFocus } from "./keyboard-support.js";
import { corpusTexture, desktop } from "./site-support.js";

// Every main site screen on a desktop, in both themes, through axe-core; each dialog is opened from the
// keyboard, keeps focus inside while open and gives it back to its opener on Escape.

let owner: Page;
let member: Page;
let guest: Page;
let projectUrl = "";

async function newPage(): Promise<Page> {
  return (await browser.newContext({ viewport: desktop, reducedMotion: "reduce" })).newPage();
}

async function signedIn(login: string): Promise<Page> {
  const page = await newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=${login}`);
  await page.waitForURL(`${worker.baseUrl}/`);
  return page;
}

useLocalStack();

beforeAll(async () => {
  // tester2 first, so that tester1 finds them as someone to share with.
  member = await signedIn("tester2");
  owner = await signedIn("tester1");
  guest = await newPage();
});

describe("the site's screens pass axe-core in both themes, and its dialogs hold focus (desktop)", () => {
  it("Home, signed out and signed in, with the theme and account menus", async () => {
    await guest.goto(`${worker.baseUrl}/`);
    await guest.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(guest, "home-guest");
    await owner.goto(`${worker.baseUrl}/`);
    await owner.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(owner, "home-signed-in");
    await owner.getByRole("button", { name: "Toggle theme" }).click();
    await owner.getByRole("menuitemradio", { name: "Light" }).waitFor();
    await expectAccessible(owner, "menu-theme", { only: '[role="menu"]' }, { fullPage: false });
    await owner.keyboard.press("Escape");
    await owner.getByRole("button", { name: "Account menu for tester1" }).click();
    await owner.getByRole("menuitem", { name: "Profile" }).waitFor();
    await expectAccessible(owner, "menu-account", { only: '[role="menu"]' }, { fullPage: false });
    await owner.keyboard.press("Escape");
  });

  it("the Support dialog", async () => {
    await expectModalFocus(
      guest,
      guest.getByRole("button", { name: "Support" }),
      guest.getByRole("dialog", { name: "Support Greenhouse" }),
      async () => {
        await guest.getByText("Donations are not set up on this copy of Greenhouse yet.").waitFor();
        await expectAccessible(guest, "dialog-support");
      },
    );
  });

  it("/projects: a guest's prompt, empty, the Create Project dialog and with a project", async () => {
    await guest.goto(`${worker.baseUrl}/projects`);
    await guest.getByRole("heading", { name: "Sign in to keep projects" }).waitFor();
    await expectAccessible(guest, "projects-guest");
    await owner.goto(`${worker.baseUrl}/projects`);
    await owner.getByRole("heading", { name: "No projects yet" }).waitFor();
    await expectAccessible(owner, "projects-empty");
    const dialog = owner.getByRole("dialog", { name: "Create New Project" });
    await expectModalFocus(owner, owner.getByRole("button", { name: "New Project" }).first(), dialog, async () => {
      // The refused blank name is part of what is checked: its message must be tied to the field.
      await dialog.getByLabel("Project Name").fill("   ");
      await dialog.getByRole("button", { name: "Create Project" }).click();
      await dialog.getByText("Project name is required").waitFor();
      await expectAccessible(owner, "dialog-create-project");
    });
    await owner.getByRole("button", { name: "New Project" }).first().click();
    await dialog.getByLabel("Project Name").fill("Mossy Medieval");
    await dialog.getByLabel("Description").fill("Overgrown castle blocks, 32x");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await owner.getByRole("heading", { name: "Mossy Medieval" }).waitFor();
    await expectAccessible(owner, "projects-one");
  });

  it("the Edit and Delete dialogs", async () => {
    await expectModalFocus(
      owner,
      owner.getByRole("button", { name: "Edit Mossy Medieval" }),
      owner.getByRole("dialog", { name: "Edit Project" }),
      () => expectAccessible(owner, "dialog-edit-project"),
    );
    await expectModalFocus(
      owner,
      owner.getByRole("button", { name: "Delete Mossy Medieval" }),
      owner.getByRole("dialog", { name: "Delete Project" }),
      () => expectAccessible(owner, "dialog-delete-project"),
    );
    // A project deleted from the keyboard: its card goes, and focus moves to the one left, not <body>.
    await owner.evaluate(() =>
      fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Scratch" }),
      }),
    );
    await owner.reload();
    await owner.getByRole("button", { name: "Delete Scratch" }).focus();
    await owner.keyboard.press("Enter");
    await owner.getByRole("dialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).focus();
    await owner.keyboard.press("Enter");
    await owner.getByRole("heading", { name: "Scratch" }).waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(owner, "link", "Open Project")).toBe(true);
  });

  it("a project's page for its owner: textures, settings, overview with an invite link", async () => {
    await owner.getByRole("link", { name: "Open Project" }).first().click();
    await owner.getByRole("heading", { level: 1, name: /Mossy Medieval/ }).waitFor();
    projectUrl = owner.url();
    await owner.getByRole("tab", { name: "Textures" }).click();
    await owner.getByRole("heading", { name: "No Textures Yet" }).waitFor();
    await expectAccessible(owner, "project-owner-textures-empty");
    await owner
      .getByLabel("Texture files for this project")
      .setInputFiles([corpusTexture("mossy_stone_bricks.png"), corpusTexture("stone.png")]);
    await owner.locator(".texture-tile", { hasText: "mossy_stone_bricks.png" }).waitFor();
    await owner.waitForFunction(() => [...document.images].every((image) => image.complete));
    await expectAccessible(owner, "project-owner-textures");
    await owner.getByRole("tab", { name: "Settings" }).click();
    await owner.getByRole("checkbox", { name: /Include normal maps/ }).waitFor();
    await expectAccessible(owner, "project-owner-settings");
    await owner.getByRole("tab", { name: "Overview" }).click();
    await owner.getByText("Total textures").waitFor();
    await owner.getByRole("button", { name: "Generate Invite Link" }).click();
    await owner.getByLabel("Invite link", { exact: true }).waitFor();
    await expectAccessible(owner, "project-owner-overview");
  });

  it("/join for a guest and for a member who joins, then the project read-only, and Remove", async () => {
    const invite = await owner.getByLabel("Invite link", { exact: true }).inputValue();
    await guest.goto(invite);
    await guest.getByRole("heading", { name: "You have been invited to a project" }).waitFor();
    await expectAccessible(guest, "join-guest");
    await member.goto(invite);
    await member.getByRole("heading", { name: "Welcome to Mossy Medieval" }).waitFor();
    await expectAccessible(member, "join-joined");
    await member.goto(projectUrl);
    await member.getByText("Only the owner can invite people to this project.").waitFor();
    await expectAccessible(member, "project-viewer-overview");
    await member.getByRole("tab", { name: "Textures" }).click();
    await member.locator(".texture-tile", { hasText: "stone.png" }).first().waitFor();
    await expectAccessible(member, "project-viewer-textures");
    await owner.reload();
    await expectModalFocus(
      owner,
      owner.getByRole("button", { name: "Remove tester2" }),
      owner.getByRole("dialog", { name: "Remove Collaborator" }),
      () => expectAccessible(owner, "dialog-remove-collaborator"),
    );
  });

  it("/docs, Quick Convert and the 404 page", async () => {
    await guest.goto(`${worker.baseUrl}/docs`);
    await guest.getByRole("heading", { name: "F0 values" }).waitFor();
    await expectAccessible(guest, "docs");
    await guest.goto(`${worker.baseUrl}/converter`);
    await guest.getByRole("heading", { name: "Quick Convert" }).waitFor();
    await expectAccessible(guest, "converter");
    await guest.goto(`${worker.baseUrl}/no/such/page`);
    await guest.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectAccessible(guest, "not-found");
  });
});
