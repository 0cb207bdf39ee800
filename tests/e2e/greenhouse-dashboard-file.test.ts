import { readFile } from "node:fs/promises";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { describe, expect, it } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry } from "./greenhouse-support.js";
import { seedProject, signedInPage } from "./project-seed.js";

useLocalStack();

describe("a file in the project dashboard's detail panel", () => {
  it("shows the chosen texture in the Preview panel with the maps the project keeps beside it", async () => {
    const page = await signedInPage("new");
    const block = (name: string) => corpusEntry("replete-labpbr.zip", `assets/minecraft/textures/block/${name}`).bytes;
    const id = await seedProject(page, { name: "Preview set" }, [
      { path: "blocks/stone.png", bytes: block("stone.png") },
      { path: "blocks/stone_n.png", bytes: block("stone_n.png") },
      { path: "blocks/stone_s.png", bytes: block("stone_s.png") },
      { path: "blocks/sea_lantern.png", bytes: block("sea_lantern.png") },
    ]);
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${id}`);
    await page.getByRole("heading", { name: "Preview set" }).waitFor();
    const files = page.getByRole("list", { name: "Files" });
    await files.getByRole("button", { name: /^blocks/ }).click();
    const readout = page.getByTestId("pixel-readout");

    // A map opens on its own tab, with the texture and the other map beside it.
    await files.getByRole("button", { name: /stone_n\.png/ }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Normal _n" }).getAttribute("aria-selected")).toBe("true");
    await readout.getByText("stone_n.png · ", { exact: false }).waitFor();
    await page.getByRole("tab", { name: "Specular _s" }).click();
    await readout.getByText("stone_s.png · ", { exact: false }).waitFor();
    await page.getByRole("tab", { name: "Base" }).click();
    await readout.getByText("stone.png · ", { exact: false }).waitFor();
    await screenshot(page, "greenhouse-dashboard-file-preview", { fullPage: false });

    // A texture without maps in the project shows alone.
    await files.getByRole("button", { name: /^sea_lantern\.png/ }).click();
    await readout.getByText("sea_lantern.png · ", { exact: false }).waitFor();
    expect(await page.getByRole("tab", { name: "Normal _n" }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it("downloads and deletes one file from the detail panel, from the keyboard; a viewer can only download", async () => {
    const page = await signedInPage("new");
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await initNodeCodecs();
    const odd = await encodePng(createRawImage(20, 20));
    const id = await seedProject(page, { name: "Trim set" }, [
      { path: "blocks/stone.png", bytes: stone.bytes },
      { path: "blocks/odd.png", bytes: odd },
    ]);
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${id}`);
    await page.getByRole("heading", { name: "Trim set" }).waitFor();
    const stats = page.getByRole("list", { name: "Project statistics" });
    await stats.locator(".pd-stat", { hasText: "Total Files" }).getByText("2", { exact: true }).waitFor();
    // odd.png's size is not a power of two, which Issues lists until the file goes.
    await page.getByRole("tab", { name: "Issues" }).click();
    await page.getByRole("list", { name: "Validation issues" }).getByText("blocks/odd.png").first().waitFor();
    await page.getByRole("tab", { name: "Files" }).click();
    const files = page.getByRole("list", { name: "Files" });
    await files.getByRole("button", { name: /^blocks/ }).click();
    await files.getByRole("button", { name: /odd\.png/ }).click();
    const detail = page.getByRole("complementary", { name: "File details" });
    await detail.getByRole("button", { name: "Delete" }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-dashboard-file-actions", { fullPage: false });

    // Download saves the stored bytes under the file's name.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      detail.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("odd.png");
    expect(new Uint8Array(await readFile((await download.path()) ?? ""))).toEqual(odd);

    // Delete, by keyboard: Tab from Download reaches it, Enter opens the confirmation naming the file.
    await detail.getByRole("button", { name: "Download" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Delete");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete Texture" });
    await confirm.getByText("blocks/odd.png", { exact: true }).waitFor();
    await screenshot(page, "greenhouse-dashboard-delete-file");
    await confirm.getByRole("button", { name: "Delete", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page
      .locator(".toast", { hasText: "Texture deleted" })
      .getByText("odd.png was removed from Trim set.")
      .waitFor();
    await files.getByRole("button", { name: /odd\.png/ }).waitFor({ state: "detached" });
    await detail.waitFor({ state: "detached" });
    // Stats, issues and history follow without a reload.
    await stats.locator(".pd-stat", { hasText: "Total Files" }).getByText("1", { exact: true }).waitFor();
    await page.getByRole("tab", { name: "Issues" }).click();
    await expect.poll(() => page.getByRole("tabpanel").getByText("blocks/odd.png").count(), { timeout: 5000 }).toBe(0);
    await page.getByRole("tab", { name: "History" }).click();
    await page.getByText("Removed blocks/odd.png").waitFor();
    const left = (await page.evaluate(
      async (projectId) => (await fetch(`/api/projects/${projectId}/files`)).json(),
      id,
    )) as {
      path: string;
    }[];
    expect(left.map((entry) => entry.path)).toEqual(["blocks", "blocks/stone.png"]);

    // A viewer (joined through a link) gets Download but no Delete.
    const invite = (await page.evaluate(
      async (projectId) =>
        (
          await fetch(`/api/projects/${projectId}/invite`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ expiresInHours: 1 }),
          })
        ).json(),
      id,
    )) as { inviteCode: string };
    const viewer = await signedInPage("new");
    expect(
      await viewer.evaluate(
        async (code) => (await fetch(`/api/projects/join/${code}`, { method: "POST" })).status,
        invite.inviteCode,
      ),
    ).toBe(200);
    await viewer.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${id}`);
    const theirFiles = viewer.getByRole("list", { name: "Files" });
    await theirFiles.getByRole("button", { name: /^blocks/ }).click();
    await theirFiles.getByRole("button", { name: /stone\.png/ }).click();
    const theirDetail = viewer.getByRole("complementary", { name: "File details" });
    await theirDetail.getByRole("button", { name: "Download" }).waitFor();
    expect(await theirDetail.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await viewer.context().close();
    await page.context().close();
  }, 120_000);
});
