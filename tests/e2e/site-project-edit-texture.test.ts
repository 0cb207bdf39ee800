import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { editorCanvas, pixel, type Rgba, rgbaText } from "./editor-canvas.js";
import { decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { corpusTexture, phone, signedInContext } from "./site-support.js";

// A resource-pack artist found that a project texture could not be opened in the pixel editor: touching
// one up meant download, Library, edit, save and upload again. A texture card's Edit opens it in the
// Editor, whose Save Texture writes the PNG back to the same project file.

let owner: { context: BrowserContext; page: Page };
let viewer: { context: BrowserContext; page: Page };
let projectId = 0;
const stone = corpusTexture("stone.png");
const dirt = corpusTexture("dirt.png");
const PATH = "assets/minecraft/textures/block/stone.png";
const RED: Rgba = [0xb0, 0x2e, 0x26, 255];

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  viewer = await signedInContext(browser, worker.baseUrl, "tester2");
  const seeded = await owner.page.evaluate(
    async ({ bytes, path }) => {
      const created = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Quarry Retouch" }),
      });
      const { id } = (await created.json()) as { id: number };
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], "stone.png"));
      form.append("path", path);
      await fetch(`/api/projects/${id}/files`, { method: "POST", body: form });
      const invite = await fetch(`/api/projects/${id}/invite`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ expiresInHours: 1 }),
      });
      return { id, code: ((await invite.json()) as { inviteCode: string }).inviteCode };
    },
    { bytes: [...stone.buffer], path: PATH },
  );
  projectId = seeded.id;
  await viewer.page.evaluate((code) => fetch(`/api/projects/join/${code}`, { method: "POST" }), seeded.code);
});

afterAll(async () => {
  await owner?.context.close();
  await viewer?.context.close();
});

/** The project's stone.png as stored: its id and bytes, read through the API as the app reads them. */
async function storedStone(page: Page): Promise<{ id: number; bytes: Uint8Array }> {
  const stored = await page.evaluate(
    async ({ id, path }) => {
      const tree = (await (await fetch(`/api/projects/${id}/files`)).json()) as { id: number; path: string }[];
      const file = tree.find((entry) => entry.path === path);
      if (!file) throw new Error(`no ${path} in the project`);
      // Read past any cache: this is what the server holds now.
      const content = await fetch(`/api/projects/${id}/files/${file.id}/content`, { cache: "no-store" });
      return { id: file.id, bytes: Array.from(new Uint8Array(await content.arrayBuffer())) };
    },
    { id: projectId, path: PATH },
  );
  return { id: stored.id, bytes: new Uint8Array(stored.bytes) };
}

describe("editing a project texture in the Editor", () => {
  it("opens the texture from its card, paints a pixel and saves it back over the project file", async () => {
    const { page } = owner;
    const { drag, readoutAt } = editorCanvas(() => page);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-tile", { hasText: "stone.png" });
    await card.getByRole("button", { name: "Edit stone.png" }).waitFor();
    await screenshot(page, "site-project-edit-texture-card", { fullPage: false });
    await card.getByRole("button", { name: "Edit stone.png" }).click();

    await page.waitForURL(/\/greenhouse\?view=editor/);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone");
    const save = page.getByRole("button", { name: "Save Texture" });
    expect(await save.getAttribute("title")).toBe(`Save over ${PATH} in Quarry Retouch`);
    const target = page.getByTestId("editor-project-target");
    expect(await target.textContent()).toBe("Saves to Quarry Retouch: stone.png");
    expect(await target.getAttribute("title")).toBe(PATH);

    const before = await storedStone(page);
    expect(before.bytes).toEqual(new Uint8Array(stone.buffer));
    expect(pixel(await decodeWithPipeline(before.bytes), 3, 3)).not.toEqual(RED);

    await page.getByLabel("Size", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await drag(16, [3, 3]);
    expect(await readoutAt(3, 3, 16)).toBe(rgbaText(RED));
    await save.click();
    await expectToast(page, "Texture updated", "Updated stone.png in Quarry Retouch.");
    await screenshot(page, "site-project-edit-texture-saved", { fullPage: false });

    // The same file (same id, same path) now holds the edit; the rest of the picture is as it was.
    const after = await storedStone(page);
    expect(after.id).toBe(before.id);
    expect(after.bytes).not.toEqual(before.bytes);
    const [old, edited] = [await decodeWithPipeline(before.bytes), await decodeWithPipeline(after.bytes)];
    expect(pixel(edited, 3, 3)).toEqual(RED);
    expect(pixel(edited, 4, 3)).toEqual(pixel(old, 4, 3));

    // Saving left nothing in the Library, and the project page shows one stone.png, replaced.
    const library = await page.evaluate(async () => (await (await fetch("/api/uploaded-content")).json()) as unknown[]);
    expect(library).toEqual([]);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByText(`tester1: Replaced ${PATH}`).waitFor();
    await page.getByRole("tab", { name: "Textures" }).click();
    await page.locator(".texture-tile").first().waitFor();
    expect(await page.locator(".texture-tile", { hasText: "stone.png" }).count()).toBe(1);
    // Edit again opens the saved picture, not a cached one.
    await page
      .locator(".texture-tile", { hasText: "stone.png" })
      .getByRole("button", { name: "Edit stone.png" })
      .click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await readoutAt(3, 3, 16)).toBe(rgbaText(RED));
  });

  it("marks a converted texture's maps out of date after an edit, and Download Pack makes them again", async () => {
    const { page } = owner;
    const { drag } = editorCanvas(() => page);
    // dirt.png converted into the project: its _n and _s are Greenhouse's, written by the job.
    const jobId = await page.evaluate(
      async ({ bytes, id }) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(bytes)], "dirt.png", { type: "image/png" }));
        form.append("projectId", String(id));
        const answer = (await (await fetch("/api/upload", { method: "POST", body: form })).json()) as { jobId: string };
        return answer.jobId;
      },
      { bytes: [...dirt.buffer], id: projectId },
    );
    await expect
      .poll(
        async () =>
          page.evaluate(
            async (job) => ((await (await fetch(`/api/jobs/${job}`)).json()) as { status: string }).status,
            jobId,
          ),
        { timeout: 30_000 },
      )
      .toBe("completed");
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-tile", { hasText: "dirt.png" });
    await card.getByRole("button", { name: "Download dirt_n.png", exact: true }).waitFor();
    expect(await card.locator(".texture-maps-note").count()).toBe(0);

    await card.getByRole("button", { name: "Edit dirt.png" }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByLabel("Size", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await drag(16, [2, 2], [12, 12]);
    await page.getByRole("button", { name: "Save Texture" }).click();
    await expectToast(page, "Texture updated", "Updated dirt.png in Quarry Retouch.");

    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    await card.getByRole("button", { name: "Download dirt_n.png (made before dirt.png last changed)" }).waitFor();
    await card.getByRole("button", { name: "Download dirt_s.png (made before dirt.png last changed)" }).waitFor();
    expect(await card.locator(".texture-maps-note").textContent()).toBe(
      "Older than dirt.png: Download Pack remakes them",
    );
    await screenshot(page, "site-project-maps-out-of-date", { fullPage: false });

    // The dashboard's Files browser marks the same two maps and says why in the file's details.
    await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
    const files = page.getByRole("list", { name: "Files" });
    const stale = files.locator(".pd-entry", { hasText: "out of date" });
    await stale.first().waitFor();
    expect((await stale.allTextContents()).map((text) => text.match(/dirt_[ns]\.png/)?.[0]).sort()).toEqual([
      "dirt_n.png",
      "dirt_s.png",
    ]);
    expect(await files.locator(".pd-entry", { hasText: "dirt.png" }).getByText("out of date").count()).toBe(0);
    await files.locator(".pd-entry", { hasText: "dirt_n.png" }).click();
    const note = page
      .getByRole("complementary", { name: "File details" })
      .getByText("Made before dirt.png last changed: Download Pack makes it again.");
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    // The maps' pictures are made opaque by the pipeline (their alpha is data): drawn before the shot.
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".texture-picture-pending").length === 0 &&
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
    await screenshot(page, "greenhouse-dashboard-files-out-of-date", { fullPage: false });
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    await card.getByRole("button", { name: "Download dirt_n.png (made before dirt.png last changed)" }).waitFor();

    const stored = await page.evaluate(async (id) => {
      const tree = (await (await fetch(`/api/projects/${id}/files`)).json()) as { id: number; path: string }[];
      const map = tree.find((entry) => entry.path === "dirt_n.png");
      const content = await fetch(`/api/projects/${id}/files/${map?.id}/content`);
      return Array.from(new Uint8Array(await content.arrayBuffer()));
    }, projectId);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Pack" }).click(),
    ]);
    await expectToast(page, "Download started", "2 maps made before their textures changed were made again");
    const entries = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
    const remade = entries["assets/minecraft/textures/block/dirt_n.png"];
    expect(remade).toBeDefined();
    // The pack's normal map is made from the edited picture, not the stored one made before the edit.
    expect(Buffer.from(remade ?? new Uint8Array()).equals(Buffer.from(stored))).toBe(false);
    const normal = await decodeWithPipeline(remade ?? new Uint8Array());
    expect([normal.width, normal.height]).toEqual([16, 16]);
  });

  it("offers a viewer Download but no Edit", async () => {
    const { page } = viewer;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).click();
    const card = page.locator(".texture-tile", { hasText: "stone.png" });
    await card.getByRole("button", { name: "Download stone.png" }).waitFor();
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
  });

  it("opens the texture from the phone's textures card, its Edit on the screen", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    const card = page.getByRole("region", { name: "Textures" }).locator(".texture-tile", { hasText: "stone.png" });
    const edit = card.getByRole("button", { name: "Edit stone.png" });
    await edit.scrollIntoViewIfNeeded();
    for (const name of ["Edit stone.png", "Download stone.png", "Delete stone.png"]) {
      const box = await card.getByRole("button", { name }).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      expect(box?.height).toBeGreaterThanOrEqual(32);
    }
    await phoneScreenshot(page, "site-project-edit-texture-phone-card");
    await edit.click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByTestId("editor-project-target").waitFor();
    // It opens at the editor's head, Save Texture in sight, not at the card's scroll position.
    const save = await page.getByRole("button", { name: "Save Texture" }).boundingBox();
    expect(save?.y).toBeGreaterThanOrEqual(0);
    expect((save?.y ?? 0) + (save?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    await phoneScreenshot(page, "site-project-edit-texture-phone-editor");
    await context.close();
  });
});
