import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, expectToast } from "./greenhouse-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

describe("converting into a project", () => {
  it("attaches a signed-in user's conversion to ?project=<id> and the files land in the project", async () => {
    await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
    const project = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Stone set", description: "From the workspace" }),
      });
      return (await response.json()) as { id: number };
    });
    expect(project.id).toBeGreaterThan(0);

    await page.goto(`${worker.baseUrl}/greenhouse?project=${project.id}`);
    // The header and the Upload card name the attached project rather than its number.
    const attached = page.getByTestId("attached-project").filter({ hasText: /^Stone set$/ });
    await attached.first().waitFor();
    await expect.poll(() => attached.count()).toBe(2);
    await page.getByText("Sign in to pin favorite sections").waitFor({ state: "detached" });
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "Upload successful", "Your file has been uploaded and processing has started.");
    await page
      .getByTestId("growth-progress")
      .getByText(/completed/i)
      .first()
      .waitFor({ timeout: 90_000 });

    const files = await page.evaluate(async (id) => {
      const response = await fetch(`/api/projects/${id}/files`);
      return (await response.json()) as unknown;
    }, project.id);
    expect(JSON.stringify(files)).toContain("stone_n.png");
    expect(JSON.stringify(files)).toContain("stone_s.png");
    await screenshot(page, "greenhouse-desktop-signed-in");

    // Favorites for the signed-in user, with the spec's toasts.
    await page.getByRole("button", { name: "Pin" }).click();
    await page.locator(".toast").filter({ hasText: "Please select a section to add" }).waitFor();
    await page.getByLabel("Section to pin").selectOption({ label: "AI Generate" });
    await page.getByRole("button", { name: "Pin" }).click();
    await page.locator(".toast").filter({ hasText: "Added to favorites" }).waitFor();
    const favorites = page.getByRole("list", { name: "Favorites" });
    await favorites.getByRole("button", { name: "AI Generate", exact: true }).click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: "AI Generate" }).waitFor();
    expect(await page.getByLabel("Section to pin").locator("option", { hasText: "AI Generate" }).count()).toBe(0);
    // A second pin, moved above the first: the list and the server keep the new order.
    await page.getByLabel("Section to pin").selectOption({ label: "Quality" });
    await page.getByRole("button", { name: "Pin", exact: true }).click();
    const pinned = () => favorites.locator(".gh-tool").allTextContents();
    await expect.poll(pinned).toEqual(["AI Generate", "Quality"]);
    expect(await favorites.getByRole("button", { name: "Move AI Generate up" }).isDisabled()).toBe(true);
    await favorites.getByRole("button", { name: "Move Quality up" }).click();
    await expect.poll(pinned).toEqual(["Quality", "AI Generate"]);
    await favorites.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-favorites-reordered", { fullPage: false });
    const stored = () =>
      page.evaluate(async () =>
        ((await (await fetch("/api/favorites")).json()) as { sectionId: string; order: number }[])
          .sort((a, b) => a.order - b.order)
          .map((favorite) => favorite.sectionId),
      );
    await expect.poll(stored).toEqual(["quality", "ai"]);
    await favorites.getByRole("button", { name: "Unpin Quality" }).click();
    await expect.poll(pinned).toEqual(["AI Generate"]);
    // Focus moves to the next pinned item's Unpin, then to the section picker, never to <body>.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await expect.poll(focusedLabel).toBe("Unpin AI Generate");
    await page.keyboard.press("Enter");
    await page.locator(".toast").filter({ hasText: "Removed from favorites" }).first().waitFor();
    await page.getByText("No pinned sections yet.").waitFor();
    await expect.poll(focusedLabel).toBe("Section to pin");

    // Presets: save the current settings, load them back, make default, delete.
    await page.getByRole("tab", { name: "Convert" }).click();
    const toastWith = (title: string) => page.locator(".toast").filter({ hasText: title }).waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // No name: said under the field, which takes focus, not in a toast far from it.
    const presetName = page.getByLabel("Preset name");
    await page.getByText("Please enter a preset name", { exact: true }).waitFor();
    expect(await presetName.getAttribute("aria-invalid")).toBe("true");
    expect(await presetName.evaluate((field) => field === document.activeElement)).toBe(true);
    const described = await presetName.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe("Please enter a preset name");
    await screenshot(page, "greenhouse-preset-name-required", { fullPage: false });
    const strength = page.getByLabel("Normal strength", { exact: true });
    await strength.fill("2");
    await page.getByLabel("Preset name").fill("Strong normals");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toastWith("Preset saved");
    await strength.fill("1");
    const presets = page.getByRole("list", { name: "Presets" });
    await presets.getByRole("button", { name: "Strong normals", exact: true }).click();
    await toastWith("Preset loaded");
    expect(await strength.inputValue()).toBe("2");
    await presets.getByRole("button", { name: "Make Strong normals the default" }).click();
    await toastWith("Default preset set");
    await presets.getByText("Default").waitFor();
    await presets.getByRole("button", { name: "Delete Strong normals" }).click();
    // Deleting asks first, as the library and projects do.
    await page
      .getByRole("dialog", { name: "Delete Preset" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await toastWith("Preset deleted");

    await page.goto(`${worker.baseUrl}/projects/${project.id}`);
    await page.getByText("Stone set").first().waitFor();
    // The converted maps are listed on the project's own Textures tab, on their texture's card: one
    // texture, as Overview counts it, with its _n and _s to download.
    await page.getByRole("tab", { name: "Textures" }).click();
    const grid = page.locator(".texture-grid");
    const card = grid.locator(".texture-tile", { hasText: "stone.png" });
    await card.getByRole("button", { name: "Download stone_n.png" }).waitFor();
    await card.getByRole("button", { name: "Download stone_s.png" }).waitFor();
    expect(await grid.locator(".texture-tile").count()).toBe(1);
    await page.getByText("1 texture · 3 files", { exact: true }).waitFor();
    await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    await screenshot(page, "greenhouse-project-files");
    // Seen once in a full run: no download within 30 s. Say what the page saw instead, should it recur.
    const contentReads: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/content")) contentReads.push(`${response.status()} ${response.url()}`);
    });
    const [map] = await Promise.all([
      page.waitForEvent("download").catch(async (error: Error) => {
        const toasts = await page.locator(".toast").allTextContents();
        throw new Error(
          `${error.message}; content reads: [${contentReads.join(", ")}]; toasts: [${toasts.join(" | ")}]`,
        );
      }),
      card.getByRole("button", { name: "Download stone_n.png" }).click(),
    ]);
    expect(map.suggestedFilename()).toBe("stone_n.png");

    // Deleting the texture takes its maps: left behind they would be textures of their own.
    await card.getByRole("button", { name: "Delete stone.png" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Texture" });
    await dialog.getByText("stone_n.png, stone_s.png").waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("No Textures Yet").waitFor();
    const left = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/projects/${id}/files`)).json()) as { type: string }[]).filter(
          (file) => file.type === "file",
        ),
      project.id,
    );
    expect(left).toEqual([]);
  }, 150_000);
});
