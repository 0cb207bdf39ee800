import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { decodeWithPipeline } from "./greenhouse-support.js";
import { corpusJpeg, corpusTexture, desktop, signedInContext, toastText } from "./site-support.js";

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
});

describe("projects, sharing and invites for a signed-in user (desktop)", () => {
  it("shows the avatar menu with the username instead of the sign-in button", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Account menu for tester1" }).click();
    await page.getByRole("menu").getByText("tester1").waitFor();
    await page.getByRole("menuitem", { name: "Profile" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Log out" }).getAttribute("href")).toBe("/api/auth/logout");
    await page.keyboard.press("Escape");
  });

  it("starts empty, refuses a blank name and creates a project", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects`);
    await page.getByRole("heading", { name: "No projects yet" }).waitFor();
    await page.getByText("Create your first project to start converting textures").waitFor();
    await screenshot(page, "site-projects-empty");
    await page.getByRole("button", { name: "New Project" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await dialog.getByLabel("Project Name").fill("   ");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await dialog.getByText("Project name is required").waitFor();
    await dialog.getByLabel("Project Name").fill("Mossy Medieval");
    await dialog.getByLabel("Description").fill("Overgrown castle blocks, 32x");
    await screenshot(page, "site-projects-create-dialog");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await toastText(page, "Project created successfully");
    await page.getByRole("heading", { name: "Mossy Medieval" }).waitFor();
    await page.getByText("Overgrown castle blocks, 32x").waitFor();
  });

  it("renames a project through the Edit dialog", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Edit Mossy Medieval" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Project" });
    expect(await dialog.getByLabel("Project Name").inputValue()).toBe("Mossy Medieval");
    await dialog.getByLabel("Project Name").fill("Mossy Medieval 32x");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toastText(page, "Project updated successfully");
    await page.getByRole("heading", { name: "Mossy Medieval 32x" }).waitFor();
  });

  it("deletes a project after the confirmation", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "New Project" }).first().click();
    const create = page.getByRole("dialog", { name: "Create New Project" });
    await create.getByLabel("Project Name").fill("Scratch");
    await create.getByRole("button", { name: "Create Project" }).click();
    await page.getByRole("heading", { name: "Scratch", exact: true }).waitFor();
    await page.getByRole("button", { name: "Delete Scratch" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Project" });
    await confirm.getByText("Are you sure you want to delete the project? This action cannot be undone").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toastText(page, "Project deleted successfully");
    await page.getByRole("heading", { name: "Scratch", exact: true }).waitFor({ state: "detached" });
    await screenshot(page, "site-projects-desktop");
  });

  it("opens the project: overview, empty textures, upload, settings", async () => {
    const { page } = owner;
    await page.getByRole("link", { name: "Open Project" }).first().click();
    await page.getByRole("heading", { level: 1, name: /Mossy Medieval 32x/ }).waitFor();
    projectUrl = page.url();
    await page.getByText("Total textures").waitFor();
    await page.getByText(/Renamed from Mossy Medieval to Mossy Medieval 32x/).waitFor();
    await page.getByRole("tab", { name: "Textures" }).click();
    await page.getByRole("heading", { name: "No Textures Yet" }).waitFor();
    // The project's picker takes images only, so a pack is sent to Convert with this project picked.
    const packs = page.getByRole("link", { name: "convert it in Greenhouse with this project picked" });
    expect(await packs.getAttribute("href")).toBe(`/greenhouse?project=${projectUrl.split("/").pop()}`);
    // A file that is no image is named and not sent (its first bytes tell), and the others still go in.
    await page
      .getByLabel("Texture files for this project")
      .setInputFiles([
        corpusTexture("mossy_stone_bricks.png"),
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") },
        corpusJpeg("facade", "facade.jpg"),
      ]);
    await page
      .locator(".toast", { hasText: "Some files were not added" })
      .getByText(
        /^2 textures were added to Mossy Medieval 32x\. 1 not: notes\.png is not a PNG, JPG, TIFF or TGA image, whatever its name says\./,
      )
      .waitFor();
    await page.locator(".texture-tile", { hasText: "mossy_stone_bricks.png" }).waitFor();
    await page.locator(".texture-tile", { hasText: "facade.jpg" }).waitFor();
    // The same name again overwrites the texture at that path, and both the toast and the log say so.
    await page.getByLabel("Texture files for this project").setInputFiles([corpusTexture("mossy_stone_bricks.png")]);
    await page
      .locator(".toast", { hasText: "Upload successful" })
      .getByText("1 texture was replaced in Mossy Medieval 32x.", { exact: true })
      .waitFor();
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByText("tester1: Replaced mossy_stone_bricks.png").waitFor();
    await page.getByRole("tab", { name: "Settings" }).click();
    const normals = page.getByRole("checkbox", { name: /Include normal maps/ });
    expect(await normals.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("checkbox", { name: /Include specular maps/ }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(await page.getByRole("checkbox", { name: /Generate heightmaps/ }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await page.getByRole("tab", { name: "Textures" }).click();
    // An Error tile gives its reason in a line, and its badge and score share one (the score wrapped).
    const facade = page.locator(".texture-tile", { hasText: "facade.jpg" });
    const reason = (await facade.locator(".texture-error").textContent()) ?? "";
    expect(reason).not.toBe("");
    expect(await facade.getAttribute("title")).toBe(reason);
    const badgeBox = await facade.getByText("error", { exact: true }).boundingBox();
    const scoreBox = await facade.getByText("60%", { exact: true }).boundingBox();
    expect(
      Math.abs((badgeBox?.y ?? 0) + (badgeBox?.height ?? 0) / 2 - (scoreBox?.y ?? 0) - (scoreBox?.height ?? 0) / 2),
    ).toBeLessThan(4);
    await screenshot(page, "site-project-detail-desktop");
  });

  it("rings a project tab reached by keyboard, but not one clicked with the mouse", async () => {
    const { page } = owner;
    const outline = (name: string) =>
      page.getByRole("tab", { name }).evaluate((tab) => ({
        focused: tab === document.activeElement,
        style: getComputedStyle(tab).outlineStyle,
      }));
    // Radix focuses a clicked tab from script, which Chromium rings as :focus-visible.
    await page.getByRole("tab", { name: "Overview" }).click();
    expect(await outline("Overview")).toEqual({ focused: true, style: "none" });
    // Radix's roving focus moves focus to the next tab in a setTimeout after the key, so a loaded
    // machine can answer before it lands: poll.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => outline("Textures")).toEqual({ focused: true, style: "solid" });
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => outline("Overview")).toEqual({ focused: true, style: "solid" });
  });

  it("downloads the project as a LabPBR pack built on this device, honouring the export settings", async () => {
    const { page } = owner;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Pack" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("mossy-medieval-32x_labpbr.zip");
    const names = Object.keys(unzipSync(new Uint8Array(await readFile((await download.path()) ?? ""))));
    expect(names).toContain("assets/minecraft/textures/block/mossy_stone_bricks_n.png");
    expect(names).toContain("assets/minecraft/textures/block/mossy_stone_bricks_s.png");
    // The JPEG became the PNG the game reads, with its maps.
    for (const name of ["facade.png", "facade_n.png", "facade_s.png"])
      expect(names).toContain(`assets/minecraft/textures/block/${name}`);
    expect(names.some((name) => name.endsWith(".jpg"))).toBe(false);
    expect(names).toContain("assets/minecraft/optifine/texture.properties");
    await toastText(page, "Download started");

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("checkbox", { name: /Include specular maps/ }).click();
    const [second] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Pack" }).click(),
    ]);
    const without = Object.keys(unzipSync(new Uint8Array(await readFile((await second.path()) ?? ""))));
    expect(without).toContain("assets/minecraft/textures/block/mossy_stone_bricks_n.png");
    expect(without.some((name) => name.endsWith("_s.png"))).toBe(false);
    await page.getByRole("checkbox", { name: /Include specular maps/ }).click();

    // The user's default conversion preset makes the maps, as it does in the workspace: this one turns
    // smoothness off, so every _s red (smoothness) is 0 where the standard settings vary it.
    const smoothness = async (zip: Uint8Array) => {
      const bytes = unzipSync(zip)["assets/minecraft/textures/block/mossy_stone_bricks_s.png"];
      const image = await decodeWithPipeline(bytes ?? new Uint8Array());
      return new Set(Array.from({ length: image.width * image.height }, (_, i) => image.data[i * 4]));
    };
    const firstZip = new Uint8Array(await readFile((await download.path()) ?? ""));
    expect((await smoothness(firstZip)).size).toBeGreaterThan(1);
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/presets", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Rough export",
          category: "conversion",
          settings: { generateRoughness: false },
          isDefault: true,
        }),
      });
      return { status: response.status, id: ((await response.json()) as { id: number }).id };
    });
    expect(created.status).toBe(201);
    const [third] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Pack" }).click(),
    ]);
    expect(await toastText(page, "made with your default preset “Rough export”")).toContain("Download started");
    expect([...(await smoothness(new Uint8Array(await readFile((await third.path()) ?? ""))))]).toEqual([0]);
    // Other journeys sign in as this user and expect the standard settings.
    await page.evaluate((id) => fetch(`/api/presets/${id}`, { method: "DELETE" }), created.id);
  });

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
