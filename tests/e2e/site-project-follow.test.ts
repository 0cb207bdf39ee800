import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, signedInContext, toastText } from "./site-support.js";

// A member's open project page follows what the owner does in another browser: a lost role hides the
// editing controls (and closes a Delete question already open), a deleted project says so, all without
// a reload and within the page's re-read interval (12 s, so 20 s leaves room for a slow machine).

const followWithin = 20_000;

let owner: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };
let memberId = 0;
let projectId = 0;
const stone = corpusTexture("stone.png");

useLocalStack();

/** The owner gives tester2 this role through the API, as the Sharing panel does. */
const setRole = (permission: "view" | "edit", id = projectId) =>
  owner.page.evaluate(
    async ({ projectId, memberId, permission }) => {
      const response = await fetch("/api/projects/share", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ projectId, userIds: [memberId], permission }),
      });
      if (!response.ok) throw new Error(`share answered ${response.status}`);
    },
    { projectId: id, memberId, permission },
  );

/** The owner adds a file to the project through the API, as Upload on the project page does. */
const ownerUploads = (id: number, name: string) =>
  owner.page.evaluate(
    async ({ id, name, bytes }) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], name));
      const response = await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
      if (!response.ok) throw new Error(`upload answered ${response.status}`);
    },
    { id, name, bytes: [...stone.buffer] },
  );

/** A second project of the owner's that tester2 may edit, for a test that deletes it. */
const sharedProject = async (name: string) => {
  const id = await owner.page.evaluate(async (name) => {
    const created = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return ((await created.json()) as { id: number }).id;
  }, name);
  await setRole("edit", id);
  return id;
};

const deleteProject = (id: number) =>
  owner.page.evaluate((id) => fetch(`/api/projects/${id}`, { method: "DELETE" }), id);

beforeAll(async () => {
  // tester2 signs in first so that tester1 shares a Discord server with them (and can share to them).
  member = await signedInContext(browser, worker.baseUrl, "tester2");
  memberId = await member.page.evaluate(async () => {
    const body = (await (await fetch("/api/auth/user")).json()) as { user?: { id: number }; id?: number };
    return Number(body.user?.id ?? body.id);
  });
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  projectId = await owner.page.evaluate(
    async (bytes) => {
      const created = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Followed Garden" }),
      });
      const { id } = (await created.json()) as { id: number };
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], "stone.png"));
      await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
      return id;
    },
    [...stone.buffer],
  );
  await setRole("edit");
}, 60_000);

afterAll(async () => {
  await owner?.context.close();
  await member?.context.close();
});

describe("a member's open project page follows the owner (desktop)", () => {
  it("hides Upload and Delete, and closes an open Delete Texture, once the owner makes them a viewer", async () => {
    const { page } = member;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    await page.getByRole("button", { name: "Delete stone.png" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Texture" });
    await confirm.waitFor();

    await setRole("view");
    await confirm.waitFor({ state: "detached", timeout: followWithin });
    expect(await page.getByRole("button", { name: "Delete stone.png" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Upload", exact: true }).count()).toBe(0);
    // The collaborators' badges follow too, not only the controls.
    await page.locator(".detail-side").getByText("can view", { exact: true }).first().waitFor();
    await screenshot(page, "site-project-follow-demoted", { fullPage: false });
  });

  it("closes Delete Texture when the server refuses it, instead of offering it again", async () => {
    const { page } = member;
    await setRole("edit");
    await page.getByRole("button", { name: "Delete stone.png" }).click({ timeout: followWithin });
    // The page still believes it may edit (its next re-read is seconds away) when the owner demotes:
    // hold its re-reads at the old role so that the server's refusal is what the dialog meets.
    const projectUrl = new RegExp(`/api/projects/${projectId}$`);
    await page.route(projectUrl, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      const project = (body.project ?? body) as Record<string, unknown>;
      project.role = "edit";
      await route.fulfill({ response, json: body });
    });
    await setRole("view");
    const confirm = page.getByRole("dialog", { name: "Delete Texture" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect(await toastText(page, "Failed to delete texture")).toContain("edit access");
    await confirm.waitFor({ state: "detached" });
    await screenshot(page, "site-project-follow-refused-delete", { fullPage: false });
    // Waits for a re-read caught mid-fetch: unrouted then, it went on to the network and its fulfill threw
    // "Route is already handled!" as an unhandled rejection.
    await page.unrouteAll({ behavior: "wait" });
  });

  it("hides Upload Files on the workspace dashboard once the owner makes them a viewer", async () => {
    const { page } = member;
    await setRole("edit");
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
    const upload = page.getByRole("button", { name: "Upload Files" });
    await upload.waitFor();
    await setRole("view");
    await upload.waitFor({ state: "detached", timeout: followWithin });
    await screenshot(page, "site-project-follow-dashboard-demoted", { fullPage: false });
  });

  it("adds another member's upload to Recent activity without a reload", async () => {
    const { page } = member;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("heading", { name: "Recent activity" }).waitFor();
    await ownerUploads(projectId, "follow-cobble.png");
    // The project's next re-read sees a new updatedAt and texture count, and reads its activity again.
    await page.locator(".activity-text", { hasText: "follow-cobble.png" }).waitFor({ timeout: followWithin });
    await screenshot(page, "site-project-follow-activity", { fullPage: false });
  });

  it("says Project Not Found on the dashboard of a deleted project, not the member's other project", async () => {
    const { page } = member;
    const doomed = await sharedProject("Doomed Dashboard");
    const reads: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/api/projects/${doomed}`)) reads.push(path);
    });
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${doomed}`);
    await page.getByRole("heading", { level: 2, name: "Doomed Dashboard" }).waitFor();
    await page.getByTestId("attached-project").filter({ hasText: "Doomed Dashboard" }).waitFor();
    reads.length = 0;
    await deleteProject(doomed);
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor({ timeout: 15_000 });
    expect(await toastText(page, "Project no longer available")).toContain("Doomed Dashboard");
    await page
      .getByTestId("attached-project")
      .filter({ hasText: /^Project not found$/ })
      .waitFor();
    // A few seconds on: still the deleted project's id and no other project swapped in under it.
    await page.waitForTimeout(3_000);
    expect(new URL(page.url()).searchParams.get("project")).toBe(String(doomed));
    expect(await page.getByRole("heading", { name: "Project Not Found" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Upload Files" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: "Followed Garden" }).count()).toBe(0);
    // The jobs poll stops at its 404 and the project is read once or twice, not restarted every second.
    expect(reads.filter((path) => path.endsWith("/jobs")).length).toBeLessThanOrEqual(2);
    expect(reads.filter((path) => path === `/api/projects/${doomed}`).length).toBeLessThanOrEqual(3);
    await screenshot(page, "site-project-follow-dashboard-deleted", { fullPage: false });
  }, 60_000);

  it("turns the Convert view's badge to not found once the project is deleted, and converts without it", async () => {
    const { page } = member;
    const doomed = await sharedProject("Doomed Workspace");
    await page.goto(`${worker.baseUrl}/greenhouse?project=${doomed}`);
    const badge = page.getByTestId("attached-project").first();
    await page.getByTestId("attached-project").filter({ hasText: "Doomed Workspace" }).first().waitFor();
    await deleteProject(doomed);
    await page
      .getByTestId("attached-project")
      .filter({ hasText: /^Project not found$/ })
      .first()
      .waitFor({ timeout: followWithin });
    await page.getByText(`Project #${doomed} doesn't exist or isn't shared with you.`).waitFor();
    await page.getByLabel("Texture or resource pack").setInputFiles(stone);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    expect(await toastText(page, "Upload successful")).toContain("processing has started");
    expect(await badge.textContent()).toBe("Project not found");
    await screenshot(page, "site-project-follow-convert-deleted", { fullPage: false });
  }, 60_000);

  it("says the project was deleted once the owner deletes it", async () => {
    const { page } = member;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("heading", { level: 1, name: /Followed Garden/ }).waitFor();
    await owner.page.evaluate((id) => fetch(`/api/projects/${id}`, { method: "DELETE" }), projectId);
    await page
      .getByText("This project was deleted, or your access to it was removed.")
      .waitFor({ timeout: followWithin });
    await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
    await screenshot(page, "site-project-follow-deleted", { fullPage: false });
  });
});
