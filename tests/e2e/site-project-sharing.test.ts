import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { seedProject } from "./project-seed.js";
import { corpusTexture, desktop, signedInContext, toastText } from "./site-support.js";

let owner: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };
/** tester3, who joins through the link as a guest signing in, and is removed again. */
let joiner: { context: BrowserContext; page: Page };
let inviteLink = "";
let projectUrl = "";

useLocalStack();

beforeAll(async () => {
  // tester2 signs in first so that they exist as someone tester1 shares a Discord server with.
  member = await signedInContext(browser, worker.baseUrl, "tester2");
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  await owner.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // tester1's project, with a texture to download, made through the API (site-projects.test.ts makes one
  // through the pages).
  const stone = corpusTexture("mossy_stone_bricks.png");
  const id = await seedProject(
    owner.page,
    { name: "Mossy Medieval 32x", description: "Overgrown castle blocks, 32x" },
    [{ path: `assets/minecraft/textures/block/${stone.name}`, bytes: new Uint8Array(stone.buffer) }],
  );
  projectUrl = `${worker.baseUrl}/projects/${id}`;
  await owner.page.goto(projectUrl);
  await owner.page.getByRole("heading", { level: 1, name: /Mossy Medieval 32x/ }).waitFor();
});

describe("sharing a project and its invite links (desktop)", () => {
  it("generates an invite link and copies it", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    // The project page's sharing panel uses the spec's title-case 'Invite Generated' (the dashboard's
    // Share dialog says 'Invite link generated!').
    await page.locator(".toast-title").getByText("Invite Generated", { exact: true }).waitFor();
    inviteLink = await page.getByLabel("Invite link", { exact: true }).inputValue();
    expect(inviteLink).toMatch(new RegExp(`^${worker.baseUrl}/join/[\\w-]{16,64}$`));
    await page.getByRole("button", { name: "Copy invite link" }).click();
    await toastText(page, "Invite Link Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
  });

  it("lets tester2 join through the link once and see the project read-only", async () => {
    const { page } = member;
    await page.goto(inviteLink);
    await page.getByRole("heading", { name: "Welcome to Mossy Medieval 32x" }).waitFor();
    await page.getByText("Overgrown castle blocks, 32x").waitFor();
    // Descriptions keep their line breaks wherever they are shown.
    const whiteSpace = (text: string) =>
      page
        .getByText(text)
        .first()
        .evaluate((element) => getComputedStyle(element).whiteSpace);
    expect(await whiteSpace("Overgrown castle blocks, 32x")).toBe("pre-line");
    await toastText(page, "Successfully joined project!");
    await screenshot(page, "site-join-success");
    await page.getByRole("link", { name: "Go to Projects" }).click();
    await page.getByRole("heading", { level: 1, name: /Mossy Medieval 32x/ }).waitFor();
    await page.getByText("Only the owner can invite people to this project.").waitFor();
    // People with access: the owner by name, and tester2's own row as "You".
    await page.locator(".person-name").getByText("tester1 (Owner)", { exact: true }).waitFor();
    await page
      .locator(".person", { hasText: "can view" })
      .locator(".person-name")
      .getByText("You", { exact: true })
      .waitFor();
    expect(await page.locator(".person-name", { hasText: "tester2" }).count()).toBe(0);
    // Roles are the owner's to change: a collaborator's list has badges, not role controls.
    expect(await page.locator(".person select").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Upload", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Download Pack" }).waitFor();
    // Share only led a viewer to "Only the owner can invite people", so it is the owner's alone.
    expect(await page.getByRole("button", { name: "Share", exact: true }).count()).toBe(0);
    expect(await whiteSpace("Overgrown castle blocks, 32x")).toBe("pre-line");
    await page.goto(`${worker.baseUrl}/projects`);
    await page.getByText("View only").waitFor();
    expect(await page.getByRole("button", { name: "Delete Mossy Medieval 32x" }).count()).toBe(0);
  });

  it("tells the owner and an existing member that the link changed nothing, without a success toast", async () => {
    for (const [person, heading] of [
      [owner, "You own this project"],
      [member, "You already have access to this project"],
    ] as const) {
      const { page } = person;
      await page.goto(inviteLink);
      await page.getByRole("heading", { name: heading }).waitFor();
      await page.getByText("Mossy Medieval 32x", { exact: true }).waitFor();
      expect(await page.getByRole("link", { name: "Open Project" }).getAttribute("href")).toBe(
        new URL(projectUrl).pathname,
      );
      expect(await page.locator(".toast-title", { hasText: "Successfully joined project!" }).count()).toBe(0);
    }
    await screenshot(member.page, "site-join-already-member");
  });

  it("shows the owner the active invite link and its use after a reload, and revokes it", async () => {
    const { page } = owner;
    await page.goto(projectUrl);
    expect(await page.getByLabel("Invite link", { exact: true }).inputValue()).toBe(inviteLink);
    expect(await page.getByTestId("invite-status").textContent()).toMatch(/^Expires .* · Used once$/);
    expect(await page.getByTestId("invite-replace-note").textContent()).toBe(
      "A new link replaces this one: the current link stops working.",
    );
    await page.getByRole("button", { name: "Revoke Link" }).click();
    await toastText(page, "Invite Link Revoked");
    await page.getByRole("button", { name: "Generate Invite Link" }).waitFor();
    const status = await page.evaluate(async (link) => {
      const code = link.slice(link.lastIndexOf("/") + 1);
      return (await fetch(`/api/projects/join/${code}`, { method: "POST" })).status;
    }, inviteLink);
    expect(status).toBe(410);
    // A fresh link for the journeys below.
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    await expect.poll(() => page.getByLabel("Invite link", { exact: true }).inputValue()).not.toBe(inviteLink);
    inviteLink = await page.getByLabel("Invite link", { exact: true }).inputValue();
  });

  it("shares with a friend, lists them and removes them again", async () => {
    const { page } = owner;
    await page.goto(projectUrl);
    await page.getByRole("heading", { name: "People with access" }).waitFor();
    await page.getByText("You (Owner)").waitFor();
    await page.getByRole("button", { name: "Share Project" }).click();
    await toastText(page, "No Users Selected");
    // The picker says who already has access, since sharing again changes their role.
    const tester2 = page.locator(".friend", { hasText: "tester2" });
    await tester2.getByText("Can view", { exact: true }).waitFor();
    await page.getByRole("checkbox", { name: "tester2" }).check();
    await page.getByLabel("Permission").selectOption("edit");
    await page.getByLabel("Message (optional)").fill("Have a look at the moss");
    await page.getByRole("button", { name: "Share Project" }).click();
    // tester2 joined through the link with view access, so this changes their role, and says so.
    expect(await toastText(page, "Project Shared")).toContain(
      "tester2 now has edit access to Mossy Medieval 32x instead of view.",
    );
    const role = page.getByLabel("tester2's access");
    await expect.poll(() => role.inputValue()).toBe("edit");
    await tester2.getByText("Can edit", { exact: true }).waitFor();
    // The row's own control changes the role back through the same request; its toast says so.
    await role.selectOption("view");
    await page
      .locator(".toast", { hasText: "Access changed" })
      .getByText("tester2 now has view access to Mossy Medieval 32x instead of edit.")
      .waitFor();
    await tester2.getByText("Can view", { exact: true }).waitFor();
    expect(await role.inputValue()).toBe("view");
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "site-project-sharing");
    // Removing asks first, and says the invite link goes too (tester2 joined through one).
    await page.getByRole("button", { name: "Remove tester2" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove Collaborator" });
    await confirm.getByText("The active invite link will be revoked too").waitFor();
    await screenshot(page, "site-project-remove-collaborator", { fullPage: false });
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    const removed = await toastText(page, "Share Removed");
    expect(removed).toContain("User access has been revoked");
    await page.locator(".person", { hasText: "tester2" }).waitFor({ state: "detached" });
    // The link tester2 held no longer works, and the panel offers a new one instead of showing it.
    await page.getByRole("button", { name: "Generate Invite Link" }).waitFor();
    expect(await page.getByLabel("Invite link", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    await expect.poll(() => page.getByLabel("Invite link", { exact: true }).inputValue()).not.toBe(inviteLink);
    inviteLink = await page.getByLabel("Invite link", { exact: true }).inputValue();
  });

  it("shows the spec's error pages: invalid id, not found, bad and expired invites", async () => {
    const { page } = member;
    await page.goto(`${worker.baseUrl}/projects/abc`);
    await page.getByRole("heading", { name: "Invalid Project ID" }).waitFor();
    await page.getByRole("link", { name: "Back to Projects" }).waitFor();
    await page.goto(`${worker.baseUrl}/projects/999999`);
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    await screenshot(page, "site-project-not-found");
    await page.goto(`${worker.baseUrl}/join/this-code-does-not-exist-0000`);
    await page.getByText("The invite link may be invalid or expired").first().waitFor();
    await toastText(page, "Failed to join project");
    await page.getByRole("link", { name: "Go to Homepage" }).waitFor();
    // An expired link: the API answers 410 with its envelope, which the page and toast show.
    await page.route("**/api/projects/join/**", (route) =>
      route.fulfill({
        status: 410,
        json: { error: { code: "invite_expired", message: "The invite link may be invalid or expired" } },
      }),
    );
    await page.goto(`${worker.baseUrl}/join/expired-code-1234567890`);
    const toast = await toastText(page, "Failed to join project");
    expect(toast).toContain("The invite link may be invalid or expired");
    await screenshot(page, "site-join-error");
  });

  it("asks guests to sign in on an invite link and brings them back to it afterwards", async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto(inviteLink);
    await page.getByRole("heading", { name: "You have been invited to a project" }).waitFor();
    await page.getByRole("link", { name: "Sign in with Discord" }).first().waitFor();
    await page.getByRole("link", { name: "Go to Homepage" }).waitFor();
    await screenshot(page, "site-join-signed-out");
    // Signing in from here goes through Discord (the stand-in's page) and comes back to the invite.
    await page.getByRole("main").getByRole("link", { name: "Sign in with Discord" }).click();
    await page.getByRole("link", { name: "Continue as tester3" }).click();
    await page.getByRole("heading", { name: "Welcome to Mossy Medieval 32x" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/join\//);
    joiner = { context, page };
  });

  it("keeps tester3 out once removed, even through the link they joined with", async () => {
    // tester3 keeps the project page open while the owner removes them.
    await joiner.page.goto(projectUrl);
    await joiner.page.getByRole("button", { name: "Download Pack" }).waitFor();
    await owner.page.goto(projectUrl);
    await owner.page.getByRole("button", { name: "Remove tester3" }).click();
    await owner.page
      .getByRole("dialog", { name: "Remove Collaborator" })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await toastText(owner.page, "Share Removed");
    const { page, context } = joiner;
    // The refused download makes the open page find out: it no longer lists tester3 as a viewer.
    await page.getByRole("button", { name: "Download Pack" }).click();
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    await page.goto(inviteLink);
    await page.getByText("The invite link may be invalid or expired").first().waitFor();
    await toastText(page, "Failed to join project");
    await page.goto(projectUrl);
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    await context.close();
  });

  it("lets a collaborator leave the project after confirming, and takes them to their projects", async () => {
    const projectId = Number(new URL(projectUrl).pathname.split("/").pop());
    const status = await owner.page.evaluate(async (id) => {
      const friends = (await (await fetch("/api/discord/friends")).json()) as {
        friends: { id: number; username: string }[];
      };
      const tester2 = friends.friends.find((friend) => friend.username === "tester2");
      const response = await fetch("/api/projects/share", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ projectId: id, userIds: [tester2?.id], permission: "view" }),
      });
      return response.status;
    }, projectId);
    expect(status).toBe(201);
    const { page } = member;
    await page.goto(projectUrl);
    await page.getByRole("button", { name: "Leave project" }).click();
    const confirm = page.getByRole("dialog", { name: "Leave Project" });
    await confirm.getByText("The owner can invite you again.").waitFor();
    await screenshot(page, "site-project-leave", { fullPage: false });
    await confirm.getByRole("button", { name: "Leave", exact: true }).click();
    await toastText(page, "Left project");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/projects");
    await page.getByRole("heading", { name: "Projects", exact: true }).waitFor();
    expect(await page.locator(".project-card", { hasText: "Mossy Medieval 32x" }).count()).toBe(0);
    await page.goto(projectUrl);
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    // The owner sees who left.
    await owner.page.goto(projectUrl);
    await owner.page.getByText("Left the project").first().waitFor();
    expect(await owner.page.locator(".person", { hasText: "tester2" }).count()).toBe(0);
  });
});
