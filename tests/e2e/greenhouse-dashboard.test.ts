import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";
import { seedProject, signedInPage } from "./project-seed.js";

/** Waits for a toast whose title is exactly `title` (the spec's wording, not a near miss). */
async function toastTitle(page: Page, title: string) {
  await page.locator(".toast-title").getByText(title, { exact: true }).waitFor();
}

useLocalStack();

describe("the project dashboard in the workspace", () => {
  it("shows a guest how to get projects", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
    await page.getByRole("heading", { name: "Sign in to see your projects" }).waitFor();
    await page.close();
  });

  it("starts empty, then creates a project from the dashboard", async () => {
    const page = await signedInPage("new");
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
    await page.getByRole("heading", { name: "No Projects Yet" }).waitFor();
    await screenshot(page, "greenhouse-dashboard-empty");
    await page.getByRole("button", { name: "Create Project" }).click();
    // The dashboard's button is disabled while the name is blank (spec), not an error under the field.
    const submit = page.getByRole("dialog").getByRole("button", { name: /Create/ });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Project Name").fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Project Name").fill("Fresh pack");
    await submit.click();
    await page.getByRole("heading", { name: "Fresh pack" }).waitFor();
    await toastTitle(page, "Project created successfully");
    await page.getByText("No description provided").waitFor();
    expect(new URL(page.url()).searchParams.get("project")).toMatch(/^\d+$/);
    // With nothing scored there is no average to show, rather than a 0 % that reads as a bad one.
    const tiles = page.getByRole("list", { name: "Project statistics" });
    await tiles.locator(".pd-stat", { hasText: "Total Files" }).getByText("0", { exact: true }).waitFor();
    expect(await tiles.locator(".pd-stat", { hasText: "Avg Score" }).locator(".pd-stat-value").textContent()).toBe("–");
    await page.context().close();
  }, 60_000);

  it("shows a project's real files, issues, analytics and history, and shares and renames it", async () => {
    const page = await signedInPage("new");
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const dirt = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/dirt.png");
    const zombie = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/entity/zombie/zombie.png");
    await initNodeCodecs();
    // A block texture whose side is not a power of two: the validator reports it as an issue.
    const odd = await encodePng(createRawImage(20, 20));
    const stoneId = await seedProject(page, { name: "Stone set", description: "Pixel Perfection stones" }, [
      { path: "assets/minecraft/textures/block/stone.png", bytes: stone.bytes },
      { path: "assets/minecraft/textures/block/dirt.png", bytes: dirt.bytes },
      { path: "assets/minecraft/textures/entity/zombie.png", bytes: zombie.bytes },
      { path: "assets/minecraft/textures/block/odd.png", bytes: odd },
    ]);
    await seedProject(page, { name: "Second project" }, []);

    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
    const picker = page.getByLabel("Project", { exact: true });
    await picker.waitFor();
    await picker.selectOption({ label: "Stone set" });
    await page.getByRole("heading", { name: "Stone set" }).waitFor();
    await page.getByText("Pixel Perfection stones").waitFor();
    // Export keeps the width of its longest progress words, with its icon beside its word in the
    // middle (the icon sat at the left edge, the word centred in the rest, far apart).
    const exportButton = page.getByRole("button", { name: "Export", exact: true });
    const [button, face, icon] = await Promise.all([
      exportButton.boundingBox(),
      exportButton.locator(".steady-label-face").boundingBox(),
      exportButton.locator("svg").boundingBox(),
    ]);
    expect(
      Math.abs((face?.x ?? 0) + (face?.width ?? 0) / 2 - ((button?.x ?? 0) + (button?.width ?? 0) / 2)),
    ).toBeLessThan(2);
    expect(face?.x).toBeCloseTo(icon?.x ?? 0, 0);
    expect(face?.width ?? 0).toBeLessThan((button?.width ?? 0) - 40);
    // At 1280 px the working buttons share one row and Share and Settings sit by the project's name
    // (all five in one row wrapped Share and Settings under the rest).
    const rows = await Promise.all(
      ["Create Project", "Upload Files", "Export", "Share", "Settings"].map(async (name) =>
        Math.round((await page.getByRole("button", { name, exact: true }).boundingBox())?.y ?? -1),
      ),
    );
    expect(new Set(rows.slice(0, 3)).size).toBe(1);
    expect(rows[3]).toBe(rows[4]);
    expect(rows[3]).toBeLessThan(rows[0] ?? 0);
    expect(new URL(page.url()).searchParams.get("project")).toBe(String(stoneId));
    // The header names the attached project (its id only stays in the hover title).
    const attached = page.getByTestId("attached-project");
    await attached.filter({ hasText: /^Stone set$/ }).waitFor();
    expect(await attached.getAttribute("title")).toBe(`Project #${stoneId}`);

    const stats = page.getByRole("list", { name: "Project statistics" });
    await stats.locator(".pd-stat", { hasText: "Total Files" }).getByText("4", { exact: true }).waitFor();

    // Files: walk the folders with the breadcrumb, search, open the detail panel, switch to the list.
    const files = page.getByRole("list", { name: "Files" });
    await files.getByRole("button", { name: /^assets/ }).click();
    await files.getByRole("button", { name: /^minecraft/ }).click();
    await files.getByRole("button", { name: /^textures/ }).click();
    await files.getByRole("button", { name: /^block/ }).click();
    await files.getByRole("button", { name: /stone\.png/ }).click();
    const detail = page.getByRole("complementary", { name: "File details" });
    await detail.getByText("assets/minecraft/textures/block/stone.png").waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    await screenshot(page, "greenhouse-dashboard-files");
    await page.getByRole("navigation", { name: "Folder" }).getByRole("button", { name: "root" }).click();
    await page.getByLabel("Search files by name").fill("ZOMBIE");
    // A search lists files from every folder: each names its folder under the file's name.
    const found = files.getByRole("button", { name: /zombie\.png/ });
    await found.waitFor();
    expect(await files.getByRole("listitem").count()).toBe(1);
    expect(await found.locator(".pd-entry-name").textContent()).toBe("zombie.png");
    expect(await found.locator(".pd-entry-folder").textContent()).toBe("assets/minecraft/textures/entity");
    await screenshot(page, "greenhouse-dashboard-files-search");
    await page.getByRole("button", { name: "List view" }).click();
    await page.locator(".pd-list").waitFor();

    // Issues and Analytics come from the validator's findings and scores.
    const issues = (await page.evaluate(async (id) => (await fetch(`/api/projects/${id}/issues`)).json(), stoneId)) as {
      message: string;
    }[];
    expect(issues.length).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Issues" }).click();
    const issueList = page.getByRole("list", { name: "Validation issues" });
    for (const issue of issues) await issueList.getByText(issue.message).first().waitFor();
    expect(await issueList.getByRole("listitem").count()).toBe(issues.length);
    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByRole("heading", { name: "Status distribution" }).waitFor();
    await page.getByRole("heading", { name: "Quality metrics" }).waitFor();
    // The figures are the stored files' scores: best, average and lowest, and the Avg Score tile agrees.
    const scores = (
      (await page.evaluate(async (id) => (await fetch(`/api/projects/${id}/files`)).json(), stoneId)) as {
        type: string;
        validationScore: number | null;
      }[]
    )
      .filter((entry) => entry.type === "file" && entry.validationScore !== null)
      .map((entry) => entry.validationScore as number);
    expect(scores).toHaveLength(4);
    // To a tenth, rounded down, on both (a rounded tile read 100 % where Analytics read 99.9 %).
    const average = Math.floor((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
    expect(Math.min(...scores)).toBeLessThan(100);
    const facts = page.locator(".pd-quality");
    const fact = async (term: string) => facts.locator(`dt:text-is("${term}") + dd`).textContent();
    expect(await fact("Best score")).toBe(`${Math.max(...scores)}%`);
    expect(await fact("Average")).toBe(`${average}%`);
    expect(await fact("Lowest")).toBe(`${Math.min(...scores)}%`);
    expect(await stats.locator(".pd-stat", { hasText: "Avg Score" }).locator(".pd-stat-value").textContent()).toBe(
      `${average}%`,
    );
    await screenshot(page, "greenhouse-dashboard-analytics");
    await page.getByRole("tab", { name: "Processing" }).click();
    await page.getByRole("heading", { name: "Nothing processing" }).waitFor();
    // A collaborator's running conversion into the project shows with who started it (the API's list of
    // every member's jobs is covered in worker-api's project-jobs test).
    const running = {
      id: "j1",
      filename: "deepslate.png",
      status: "processing",
      progress: 42,
      createdAt: "",
      startedBy: "tester2",
    };
    await page.route(`**/api/projects/${stoneId}/jobs`, (route) => route.fulfill({ json: { jobs: [running] } }));
    const activeJobs = page.getByRole("list", { name: "Active jobs" });
    await activeJobs.getByText("processing · tester2").waitFor();
    expect(
      await activeJobs.getByRole("progressbar", { name: "deepslate.png progress" }).getAttribute("aria-valuenow"),
    ).toBe("42");
    // The Processing tile counts it too (its files arrive only as each batch is done), and says so.
    const processingTile = stats.locator(".pd-stat", { hasText: "Processing" });
    await processingTile.getByText("1 conversion running").waitFor();
    expect(await processingTile.locator(".pd-stat-value").textContent()).toBe("1");
    await page.unroute(`**/api/projects/${stoneId}/jobs`);
    await page.getByRole("heading", { name: "Nothing processing" }).waitFor();
    await processingTile.getByText("1 conversion running").waitFor({ state: "detached" });
    expect(await processingTile.locator(".pd-stat-value").textContent()).toBe("0");

    // A conversion into the project from Convert: back on the dashboard its files are counted at once,
    // without a reload (the figures were cached as they were when the dashboard first opened).
    const glass = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/glass.png");
    const totalTile = stats.locator(".pd-stat", { hasText: "Total Files" }).locator(".pd-stat-value");
    expect(await totalTile.textContent()).toBe("4");
    await page.getByRole("tab", { name: "Convert" }).click();
    await page.getByLabel("Texture or resource pack").setInputFiles(glass.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await page
      .getByTestId("growth-progress")
      .locator(".gh-status", { hasText: "completed" })
      .waitFor({ timeout: 60_000 });
    await page.getByRole("tab", { name: "Projects" }).click();
    const served = (await page.evaluate(async (id) => (await fetch(`/api/projects/${id}/stats`)).json(), stoneId)) as {
      totalFiles: number;
    };
    expect(served.totalFiles).toBeGreaterThan(4);
    await expect.poll(() => totalTile.textContent(), { timeout: 10_000 }).toBe(String(served.totalFiles));
    await page.getByRole("tab", { name: "History" }).click();
    await page
      .getByText(/Converted glass\.png: 2 maps for 1 texture/)
      .first()
      .waitFor();
    await page.getByRole("tab", { name: "History" }).click();
    await page.getByText("Added assets/minecraft/textures/block/stone.png").first().waitFor();

    // Share: a one-hour link whose code is the project's active invite.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share Project" });
    const lifetimes = await dialog.getByLabel("Link lifetime").locator("option").allTextContents();
    expect(lifetimes).toEqual(["1 hour", "6 hours", "24 hours", "3 days", "1 week"]);
    expect(await dialog.getByLabel("Link lifetime").inputValue()).toBe("24");
    await dialog.getByLabel("Link lifetime").selectOption({ label: "1 hour" });
    await dialog.getByRole("button", { name: "Generate Link" }).click();
    await toastTitle(page, "Invite link generated!");
    const code = await dialog.getByLabel("Invite code", { exact: true }).inputValue();
    expect(await dialog.getByLabel("Invite link", { exact: true }).inputValue()).toContain(`/join/${code}`);
    const active = (await page.evaluate(async (id) => (await fetch(`/api/projects/${id}/invite`)).json(), stoneId)) as {
      inviteCode: string;
      expiresAt: string;
    };
    expect(active.inviteCode).toBe(code);
    const hours = (Date.parse(active.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThan(1.1);
    await dialog.getByRole("button", { name: "Generate New Link" }).waitFor();
    await dialog.getByRole("button", { name: "Copy invite code" }).click();
    await toastTitle(page, "Copied to clipboard!");
    await screenshot(page, "greenhouse-dashboard-share");
    // Generate New Link goes back to the options, which now say a link already works and a new one
    // replaces it (a project has one working link).
    await dialog.getByRole("button", { name: "Generate New Link" }).click();
    await dialog.getByLabel("Link lifetime").waitFor();
    expect(await dialog.getByLabel("Invite link", { exact: true }).count()).toBe(0);
    expect(await dialog.getByTestId("active-invite").textContent()).toMatch(
      /already works until .*not used yet\); a new one replaces it\.$/,
    );
    await dialog.getByRole("button", { name: "Generate Link" }).click();
    await dialog.getByLabel("Invite code", { exact: true }).waitFor();
    expect(await dialog.getByLabel("Invite code", { exact: true }).inputValue()).not.toBe(code);
    const replaced = await page.evaluate(
      async (old) => (await fetch(`/api/projects/join/${old}`, { method: "POST" })).status,
      code,
    );
    expect(replaced).toBe(410);
    // Closing clears the generated link: reopened, the dialog starts from the options again.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await dialog.getByLabel("Link lifetime").waitFor();
    expect(await dialog.getByLabel("Invite link", { exact: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });

    // Settings: rename the project.
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByLabel("Project Name").fill("Stone set v2");
    await page.getByRole("dialog").getByRole("button", { name: /Save/ }).click();
    await page.getByRole("heading", { name: "Stone set v2" }).waitFor();
    await toastTitle(page, "Project updated successfully");
    await attached.filter({ hasText: /^Stone set v2$/ }).waitFor();
    await page.context().close();
  }, 120_000);
});
