import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { expectAccessible } from "./axe-support.js";
import { corpusEntry } from "./greenhouse-support.js";
import { expectModalFocus, hasFocus } from "./keyboard-support.js";
import { phoneContextOptions } from "./phone-support.js";

// The phone layouts (390x844): the shell's screens, its dialogs, the four-step wizard and the tool
// sections, in both themes, through axe-core's WCAG 2.1 A/AA rules. What a phone shows is the viewport,
// so the screenshots are too.

const STONE = "assets/minecraft/textures/block/stone.png";

let guest: Page;
let owner: Page;
let projectId = 0;

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    ...phoneContextOptions,
    reducedMotion: "reduce",
    acceptDownloads: true,
  });
  return context.newPage();
}

const check = (page: Page, name: string) => expectAccessible(page, `phone-${name}`, {}, { fullPage: false });

useLocalStack();

beforeAll(async () => {
  guest = await phonePage();
  owner = await phonePage();
  await owner.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await owner.waitForURL(`${worker.baseUrl}/`);
});

describe("the phone layouts pass axe-core's WCAG 2.1 A/AA rules in both themes (390x844)", () => {
  it("Home for a guest, the side sheet and /login", async () => {
    await guest.goto(`${worker.baseUrl}/`);
    await guest.getByRole("heading", { level: 1, name: "Shader-ready textures from your phone" }).waitFor();
    await check(guest, "home-guest");
    const sheet = guest.getByRole("dialog", { name: "Greenhouse" });
    await expectModalFocus(guest, guest.getByRole("button", { name: "Open navigation" }), sheet, () =>
      check(guest, "sheet"),
    );
    await guest.getByRole("button", { name: "Open navigation" }).click();
    await sheet.getByRole("link", { name: "Login" }).click();
    await guest.getByRole("link", { name: "Continue with Discord" }).waitFor();
    await check(guest, "login");
  });

  it("/docs and the 404 page", async () => {
    await guest.goto(`${worker.baseUrl}/docs`);
    await guest.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await check(guest, "docs");
    await guest.goto(`${worker.baseUrl}/nowhere`);
    await guest.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await check(guest, "not-found");
  });

  it("Home signed in, /projects empty, Create Project, with a project, and its page", async () => {
    await owner.getByText("Welcome, tester1").waitFor();
    await owner.getByRole("heading", { level: 1, name: "Shader-ready textures from your phone" }).waitFor();
    await check(owner, "home-signed-in");
    await owner.goto(`${worker.baseUrl}/projects`);
    await owner.getByRole("heading", { name: "No projects yet" }).waitFor();
    await check(owner, "projects-empty");
    await owner.getByRole("button", { name: "New Project" }).first().click();
    const dialog = owner.getByRole("dialog", { name: "Create New Project" });
    await dialog.getByLabel("Project Name").fill("Pocket Pack");
    await check(owner, "dialog-create-project");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await dialog.waitFor({ state: "detached" });
    await owner.getByRole("heading", { name: "Pocket Pack" }).waitFor();
    await check(owner, "projects-one");
    await owner.getByRole("link", { name: "Open Project" }).first().click();
    await owner.getByRole("heading", { level: 1, name: /Pocket Pack/ }).waitFor();
    projectId = Number(new URL(owner.url()).pathname.split("/").pop());
    await owner.getByText("Recent activity").waitFor();
    await check(owner, "project-owner");
    await expectModalFocus(
      owner,
      owner.getByRole("navigation", { name: "Bottom" }).getByRole("button", { name: "Account" }),
      owner.getByRole("dialog", { name: "Profile" }),
      () => check(owner, "dialog-profile"),
    );
  });

  it("the wizard's four steps, converting a texture into the project", async () => {
    await owner.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await owner.getByText("Step 1 of 4").waitFor();
    await check(owner, "wizard-1-upload");
    await owner.getByLabel("Texture or resource pack").setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await owner.getByTestId("chosen-file").getByText("stone.png").waitFor();
    await check(owner, "wizard-1-chosen");
    // Each step is reached from the keyboard, and takes focus at its title, which names the step.
    for (const [title, label, name] of [
      ["Settings", "Step 2 of 4", "wizard-2-settings"],
      ["Advanced", "Step 3 of 4", "wizard-3-advanced"],
      ["Preview", "Step 4 of 4", "wizard-4-review"],
    ] as const) {
      await owner.getByRole("button", { name: "Next" }).focus();
      await owner.keyboard.press("Enter");
      await expect.poll(() => hasFocus(owner, "heading", title)).toBe(true);
      const described = await owner
        .getByRole("heading", { name: title })
        .evaluate((heading) => document.getElementById(heading.getAttribute("aria-describedby") ?? "")?.textContent);
      expect(described).toBe(label);
      await check(owner, name);
    }
    // Generate Textures on step 4 gives way to the job: focus goes to the step's title, not <body>.
    await owner.getByRole("button", { name: "Generate Textures" }).focus();
    await owner.keyboard.press("Enter");
    await owner.getByRole("region", { name: "Current job" }).waitFor();
    await expect.poll(() => hasFocus(owner, "heading", "Preview")).toBe(true);
    await owner
      .getByTestId("growth-progress")
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 60_000 });
    await owner.getByRole("list", { name: "Texture files" }).getByRole("button").first().waitFor();
    await check(owner, "wizard-4-done");
  });

  for (const view of ["library", "editor", "ai", "templates", "batch", "quality"]) {
    it(`the ${view} section alone`, async () => {
      await owner.goto(`${worker.baseUrl}/greenhouse?view=${view}`);
      await owner.getByRole("heading", { level: 1 }).waitFor();
      await check(owner, `section-${view}`);
    });
  }
});
