import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, signedInContext, toastText } from "./site-support.js";

// What a project page's Download Pack makes of its Export settings, and what the page says about it.

let owner: { context: BrowserContext; page: Page };
let projectId = 0;

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  const stone = corpusTexture("stone.png");
  projectId = await owner.page.evaluate(async (bytes) => {
    const created = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Plain Export" }),
    });
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], "stone.png", { type: "image/png" }));
    const uploaded = await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
    if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}`);
    return id;
  }, Array.from(stone.buffer));
});
afterAll(async () => {
  await owner?.context.close();
});

async function downloadPack(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Pack" }).click(),
  ]);
  return unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
}

describe("a project's Export settings", () => {
  it("turns Generate heightmaps off, with the reason, while normal maps are off", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const height = page.getByRole("checkbox", { name: /Generate heightmaps/ });
    await height.click();
    expect(await height.getAttribute("aria-checked")).toBe("true");
    await page.getByRole("checkbox", { name: /^Include normal maps/ }).click();
    // Height is the _n alpha: with no _n the box cannot be ticked, and says why in words.
    expect(await height.isDisabled()).toBe(true);
    expect(await height.getAttribute("aria-checked")).toBe("false");
    await page.getByText("Needs normal maps: height is stored in the _n alpha").waitFor();
    await screenshot(page, "site-project-settings-no-normals", { fullPage: false });
    // Normal maps back on: the choice made before comes back with them.
    await page.getByRole("checkbox", { name: /^Include normal maps/ }).click();
    expect(await height.isDisabled()).toBe(false);
    expect(await height.getAttribute("aria-checked")).toBe("true");
  });

  it("downloads a pack without maps as plain textures that do not claim LabPBR", async () => {
    const { page } = owner;
    await page.getByRole("checkbox", { name: /^Include normal maps/ }).click();
    await page.getByRole("checkbox", { name: /^Include specular maps/ }).click();
    await page.getByText("Download Pack gives your textures as a plain resource pack").waitFor();
    const entries = await downloadPack(page);
    expect(Object.keys(entries).sort()).toEqual(["assets/minecraft/textures/block/stone.png", "pack.mcmeta"]);
    const description = JSON.parse(strFromU8(entries["pack.mcmeta"] as Uint8Array)).pack.description;
    expect(description).toBe("Plain Export");
    const toast = await toastText(page, "Download started");
    expect(toast).toContain("with the textures only");
    expect(toast).not.toContain("converted resource pack");
    await screenshot(page, "site-project-settings-no-maps", { fullPage: false });
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, "site-project-settings-no-maps-tablet", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    // With maps the pack declares LabPBR 1.3 as before.
    await page.getByRole("checkbox", { name: /^Include specular maps/ }).click();
    const labPbr = await downloadPack(page);
    expect(strFromU8(labPbr["assets/minecraft/optifine/texture.properties"] as Uint8Array)).toContain(
      "format=lab-pbr/1.3",
    );
    expect(Object.keys(labPbr)).toContain("assets/minecraft/textures/block/stone_s.png");
    // Normal maps are still left out: the converted pack is copied without them.
    expect(Object.keys(labPbr)).not.toContain("assets/minecraft/textures/block/stone_n.png");
    expect(labPbr["assets/minecraft/textures/block/stone.png"]).toEqual(
      new Uint8Array(corpusTexture("stone.png").buffer),
    );
    expect(await toastText(page, "Download started")).toContain("converted resource pack");
  });

  it("says in one toast that the download started and which files it could not read", async () => {
    const { page } = owner;
    // A JPEG the project keeps but no decoder can read: its header declares 4096x4096, which the server
    // accepts on the header alone (too big to decode there), over bytes that are no JPEG data.
    const status = await page.evaluate(async (id) => {
      const sof = [0xff, 0xc0, 0, 17, 8, 0x10, 0, 0x10, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
      const app0 = [0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
      const bytes = new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array(2048).fill(0x55)]);
      const form = new FormData();
      form.append("file", new File([bytes], "broken.jpg", { type: "image/jpeg" }));
      const response = await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
      return response.ok ? response.status : `${response.status} ${await response.text()}`;
    }, projectId);
    expect(status).toBeLessThan(300);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const entries = await downloadPack(page);
    expect(Object.keys(entries)).toContain("assets/minecraft/textures/block/broken.jpg");
    // One toast at a time (spec): the second replaced "Download started" at once; now one says both.
    const toast = page.locator(".toast", { hasText: "Download started" });
    await toast.getByText(/being downloaded.*broken\.jpg could not be read as an image/).waitFor();
    expect(await page.locator(".toast").count()).toBe(1);
    await page.waitForTimeout(1000);
    expect(await toast.isVisible()).toBe(true);
    await screenshot(page, "site-project-download-unreadable", { fullPage: false });
    // Its card says it has no preview, where an empty square read as a black texture; stone.png's is drawn.
    await page.getByRole("tab", { name: "Textures" }).click();
    const broken = page.locator(".texture-tile", { hasText: "broken.jpg" });
    await broken.getByText("No preview", { exact: true }).waitFor();
    expect(await broken.locator("img").count()).toBe(0);
    const stone = page.locator(".texture-tile", { hasText: "stone.png" }).locator("img");
    await expect.poll(() => stone.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
    await screenshot(page, "site-project-textures-no-preview", { fullPage: false });
  });

  it("names a file deleted while the pack was being read, which the pack then lacks", async () => {
    const { page } = owner;
    const gravel = corpusTexture("gravel.png");
    const gravelId = await page.evaluate(
      async ({ id, bytes }) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(bytes)], "gravel.png", { type: "image/png" }));
        const uploaded = await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
        if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}`);
        const listed = (await (await fetch(`/api/projects/${id}/files`)).json()) as { id: string; name: string }[];
        return listed.find((file) => file.name === "gravel.png")?.id;
      },
      { id: projectId, bytes: Array.from(gravel.buffer) },
    );
    expect(gravelId).toBeTruthy();
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    // The page has listed the files; someone else deletes gravel.png before the archive is read.
    await page.route(`**/api/projects/${projectId}/files/archive`, async (route) => {
      const status = await page.evaluate(
        async ({ id, fileId }) => (await fetch(`/api/projects/${id}/files/${fileId}`, { method: "DELETE" })).status,
        { id: projectId, fileId: gravelId },
      );
      expect(status).toBeLessThan(300);
      await route.continue();
    });
    const entries = await downloadPack(page);
    await page.unroute(`**/api/projects/${projectId}/files/archive`);
    expect(Object.keys(entries)).toContain("assets/minecraft/textures/block/stone.png");
    expect(Object.keys(entries).filter((name) => name.includes("gravel"))).toEqual([]);
    const toast = page.locator(".toast", { hasText: "Download started; some files are missing" });
    await toast
      .getByText(/gravel\.png was deleted or moved while the pack was being read, so it is not in the pack/)
      .waitFor();
    expect(await toast.textContent()).toContain("broken.jpg could not be read as an image");
    // The page catches up with the deletion it was told of.
    await page.getByText("tester1: Removed gravel.png").waitFor();
    await screenshot(page, "site-project-download-missing", { fullPage: false });
  });
});
