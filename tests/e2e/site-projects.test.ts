import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { decodeWithPipeline } from "./greenhouse-support.js";
import { corpusJpeg, corpusTexture, signedInContext, toastText } from "./site-support.js";

let owner: { context: BrowserContext; page: Page };
let projectUrl = "";

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
});

describe("projects for a signed-in user (desktop)", () => {
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
});
