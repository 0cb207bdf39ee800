import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { createProjectThroughApi, signedInContext } from "./site-support.js";

// A project page's section is kept in its address, so a reload (or the page drawn again from scratch)
// opens the section the creator was in, instead of going back to Overview.

let owner: { context: BrowserContext; page: Page };
let projectId = 0;

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  projectId = await createProjectThroughApi(owner.page, "Tab Keeper");
});

afterAll(async () => {
  await owner?.context.close();
});

const selectedTab = async (page: Page) => (await page.getByRole("tab", { selected: true }).textContent()) ?? "";

describe("a project page's section in the address (desktop)", () => {
  it("keeps Textures through a reload, drops Overview from the address, and Back leaves the project", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects`);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("heading", { level: 1, name: /Tab Keeper/ }).waitFor();
    expect((await selectedTab(page)).trim()).toBe("Overview");

    await page.getByRole("tab", { name: "Textures" }).click();
    await page.getByRole("heading", { name: "No Textures Yet" }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("textures");
    await page.reload();
    await page.getByRole("heading", { name: "No Textures Yet" }).waitFor();
    expect((await selectedTab(page)).trim()).toBe("Textures");

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("checkbox", { name: /Include normal maps/ }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("settings");
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByText("Total textures").waitFor();
    expect(new URL(page.url()).search).toBe("");

    // Switching replaced the entry: Back goes to the page before the project, not through its tabs.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/projects");
  });

  it("opens Overview for an address with an unknown section", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}?tab=nonsense`);
    await page.getByText("Total textures").waitFor();
    expect((await selectedTab(page)).trim()).toBe("Overview");
  });
});
