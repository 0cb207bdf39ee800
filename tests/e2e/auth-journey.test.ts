import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";

const contexts: BrowserContext[] = [];

useLocalStack();

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A browser profile signed in as one of the stand-in's test identities. */
async function signedInPage(name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=${name}`, { waitUntil: "commit" });
  await page.waitForURL(`${worker.baseUrl}/`, { waitUntil: "commit" });
  return page;
}

describe("signed-in journey: create a project, invite a friend, the friend joins", () => {
  it("tester1 creates a project in the UI and tester2 joins it through the invite link", async () => {
    const owner = await signedInPage("tester1");
    await owner.goto(`${worker.baseUrl}/projects`);
    await owner.getByRole("button", { name: "New Project" }).first().click();
    await owner.getByLabel("Project Name").fill("  Mossy Pack  ");
    await owner.getByRole("button", { name: "Create Project" }).click();
    await owner.getByRole("heading", { name: "Mossy Pack" }).waitFor();
    await screenshot(owner, "projects-after-create");

    const projects = await owner.evaluate(async () => (await fetch("/api/projects")).json());
    expect(projects).toEqual([expect.objectContaining({ name: "Mossy Pack", textureCount: 0, role: "owner" })]);
    const invite = await owner.evaluate(async (id: number) => {
      const response = await fetch(`/api/projects/${id}/invite`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ expiresInHours: 24 }),
      });
      return response.json();
    }, projects[0].id);
    expect(invite.inviteUrl).toMatch(/^\/join\/[\w-]{32}$/);

    const friend = await signedInPage("tester2");
    await friend.goto(`${worker.baseUrl}${invite.inviteUrl}`);
    await friend.getByRole("heading", { name: "Welcome to Mossy Pack" }).waitFor();
    await screenshot(friend, "join-success");
    const theirs = await friend.evaluate(async () => (await fetch("/api/projects")).json());
    expect(theirs).toEqual([expect.objectContaining({ name: "Mossy Pack", role: "view" })]);

    const active = await owner.evaluate(
      async (id: number) => (await fetch(`/api/projects/${id}/invite`)).json(),
      projects[0].id,
    );
    expect(active.usedCount).toBe(1);
  }, 120_000);
});
