import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";
import { signedInContext } from "./site-support.js";

useLocalStack();

let owner: { context: BrowserContext; page: Page };
let friend: { context: BrowserContext; page: Page };
let projectId: number;

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  friend = await signedInContext(browser, worker.baseUrl, "tester2");
  projectId = await owner.page.evaluate(async () => {
    const response = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Owned stone" }),
    });
    return ((await response.json()) as { id: number }).id;
  });
}, 60_000);

afterAll(async () => {
  await owner?.context.close();
  await friend?.context.close();
});

/** Waits for the attached-project badge to say exactly this (the project loads after the page). */
const badge = (page: Page, text: string) =>
  page
    .getByTestId("attached-project")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor();

describe("the workspace says up front what it can do with ?project=", () => {
  it("shows a loading placeholder, not a made-up name, while the project is read", async () => {
    const { page } = owner;
    // The project's read is held, so the pill is seen before the name arrives, whatever the machine's pace.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = (url: URL) => url.pathname === `/api/projects/${projectId}`;
    await page.route(read, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
      await badge(page, "Loading project…");
      expect(await page.getByText(`Project #${projectId}`, { exact: true }).count()).toBe(0);
    } finally {
      release();
    }
    await badge(page, "Owned stone");
    await page.unroute(read);
  });

  it("names an unknown project as not found and offers to drop it", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/greenhouse?project=99999`);
    await badge(page, "Project not found");
    await page.getByText("Project #99999 doesn't exist or isn't shared with you.").waitFor();
    await screenshot(page, "greenhouse-project-not-found", { fullPage: false });
    await page.getByRole("button", { name: "Convert without a project" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("project")).toBe(false);
    await page.getByTestId("attached-project").first().waitFor({ state: "detached" });
    await page.getByText("LabPBR 1.3 workspace").waitFor();
  });

  it("says a mistyped project link names no project, rather than ignoring it", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/greenhouse?project=abc`);
    await page.getByText("Project “abc” doesn't exist or isn't shared with you.").waitFor();
    await page.getByRole("button", { name: "Convert without a project" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("project")).toBe(false);
    // The URL changes before the notice re-renders away: wait for it rather than count at once.
    await page.getByText("doesn't exist or isn't shared with you").waitFor({ state: "detached" });
  });

  it("treats a project the person has no access to as not found", async () => {
    const { page } = friend;
    await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await badge(page, "Project not found");
  });

  it("tells a view-only member they can't add files, and converts without the project", async () => {
    const invite = await owner.page.evaluate(async (id: number) => {
      const response = await fetch(`/api/projects/${id}/invite`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ expiresInHours: 24 }),
      });
      return (await response.json()) as { inviteUrl: string };
    }, projectId);
    const { page } = friend;
    await page.goto(`${worker.baseUrl}${invite.inviteUrl}`);
    await page.getByRole("heading", { name: "Welcome to Owned stone" }).waitFor();

    await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
    await badge(page, "View only: Owned stone");
    await page.getByText("View only: you can't add files to Owned stone.").waitFor();
    await screenshot(page, "greenhouse-project-view-only", { fullPage: false });

    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");
  }, 60_000);

  it("says the same in the phone wizard's first step", async () => {
    // The view-only member of the test above, on a phone.
    const phone = await signedInContext(browser, worker.baseUrl, "tester2", { width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto(`${worker.baseUrl}/greenhouse?project=${projectId}`);
      await page.getByText("View only: you can't add files to Owned stone.").waitFor();
      await screenshot(page, "greenhouse-project-view-only-phone", { fullPage: false });
      await page.goto(`${worker.baseUrl}/greenhouse?project=99999`);
      await page.getByText("Project #99999 doesn't exist or isn't shared with you.").waitFor();
      await page.getByRole("button", { name: "Convert without a project" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has("project")).toBe(false);
      // The notice goes with the render after the URL change, not necessarily by the time the URL reads.
      await page.getByText("Project #99999 doesn't exist").waitFor({ state: "detached" });

      // The phone project page's Sharing card offers the member their way out, as the desktop's does.
      await page.goto(`${worker.baseUrl}/projects/${projectId}`);
      await page.getByRole("button", { name: "Leave project" }).click();
      await page
        .getByRole("dialog", { name: "Leave Project" })
        .getByRole("button", { name: "Leave", exact: true })
        .click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/projects");
    } finally {
      await phone.context.close();
    }
  }, 60_000);
});
