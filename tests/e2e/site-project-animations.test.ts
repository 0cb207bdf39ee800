import { readFile } from "node:fs/promises";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { decodeWithPipeline } from "./greenhouse-support.js";
import { signedInContext } from "./site-support.js";

// A reviewer converted an animated resource pack into a project and downloaded it: the pack had no
// .mcmeta at all (its lanterns were tall strips in game) and a pack.mcmeta naming the project.

const block = "assets/minecraft/textures/block/";
const animation = '{"animation":{"frametime":2}}';

useLocalStack();

/** A pack with one animated 16x32 texture (two frames), one still texture and its own pack.mcmeta. */
async function animatedPack(): Promise<Uint8Array> {
  await initNodeCodecs();
  const strip = createRawImage(16, 32);
  for (let p = 0; p < 16 * 32; p++) strip.data.set(p < 256 ? [40, 90, 120, 255] : [180, 230, 240, 255], p * 4);
  const still = createRawImage(16, 16);
  still.data.fill(128);
  return zipSync({
    "pack.mcmeta": strToU8('{"pack":{"pack_format":15,"description":"Tide Lanterns by Ada"}}'),
    [`${block}sea_lantern.png`]: await encodePng(strip),
    [`${block}sea_lantern.png.mcmeta`]: strToU8(animation),
    [`${block}stone.png`]: await encodePng(still),
  });
}

/** Converts `pack` into a new project through the API, as the workspace does, and waits for the job. */
async function convertIntoProject(page: Page, pack: Uint8Array): Promise<number> {
  return page.evaluate(async (bytes) => {
    const created = await fetch("/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Tide Lanterns" }),
    });
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], "lanterns.zip", { type: "application/zip" }));
    form.append("projectId", String(id));
    const { jobId } = (await (await fetch("/api/upload", { method: "POST", body: form })).json()) as { jobId: string };
    for (let tries = 0; tries < 120; tries++) {
      const { status } = (await (await fetch(`/api/jobs/${jobId}`)).json()) as { status: string };
      if (status === "completed") return id;
      if (status === "failed") throw new Error("The conversion failed");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("The conversion did not finish");
  }, Array.from(pack));
}

async function downloadPack(page: Page): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Pack" }).click(),
  ]);
  return unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
}

describe("Download Pack of an animated pack converted into a project", () => {
  it("keeps the animations of the texture and its maps, and the pack's own pack.mcmeta", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1");
    try {
      const projectId = await convertIntoProject(page, await animatedPack());
      await page.goto(`${worker.baseUrl}/projects/${projectId}`);
      await page.getByRole("tab", { name: "Textures" }).click();
      // Two textures with their maps; the .mcmeta files are no cards, but they are files of the project:
      // the count is the dashboard's Total Files (the stats' totalFiles), saying how many are .mcmeta.
      const stats = await page.evaluate(
        async (id) => (await (await fetch(`/api/projects/${id}/stats`)).json()) as { totalFiles: number },
        projectId,
      );
      await page.getByText(`2 textures · ${stats.totalFiles} files, 4 .mcmeta`, { exact: true }).waitFor();
      expect(await page.locator(".texture-tile").count()).toBe(2);

      const entries = await downloadPack(page);
      for (const name of ["sea_lantern.png.mcmeta", "sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
        expect(strFromU8(entries[block + name] ?? new Uint8Array()), name).toBe(animation);
      }
      const meta = JSON.parse(strFromU8(entries["pack.mcmeta"] ?? new Uint8Array()));
      expect(meta.pack.description).toBe("Tide Lanterns by Ada (LabPBR)");

      // With the maps gone, Download Pack makes them again frame by frame, animated as their texture.
      await page.evaluate(async (id) => {
        const tree = (await (await fetch(`/api/projects/${id}/files`)).json()) as { id: number; path: string }[];
        const maps = tree.filter((entry) => /sea_lantern_[ns]\.png(\.mcmeta)?$/.test(entry.path));
        for (const map of maps) await fetch(`/api/projects/${id}/files/${map.id}`, { method: "DELETE" });
      }, projectId);
      await page.reload();
      const remade = await downloadPack(page);
      for (const name of ["sea_lantern_n.png.mcmeta", "sea_lantern_s.png.mcmeta"]) {
        expect(strFromU8(remade[block + name] ?? new Uint8Array()), name).toBe(animation);
      }
      const normal = await decodeWithPipeline(remade[`${block}sea_lantern_n.png`] ?? new Uint8Array());
      expect([normal.width, normal.height]).toEqual([16, 32]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("animates the texture in the workspace's Preview when chosen on the dashboard, from the .mcmeta the conversion kept", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1");
    try {
      const projectId = await convertIntoProject(page, await animatedPack());
      await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard&project=${projectId}`);
      await page.getByRole("heading", { name: "Tide Lanterns" }).waitFor();
      await page.getByRole("searchbox", { name: "Search files by name" }).fill("sea_lantern_s");
      await page
        .getByRole("list", { name: "Files" })
        .getByRole("button", { name: /^sea_lantern_s\.png(?!\.mcmeta)/ })
        .click();
      await expect
        .poll(() => page.getByRole("tab", { name: "Specular _s" }).getAttribute("aria-selected"))
        .toBe("true");
      await page.getByTestId("animation-frame").getByText("of 2", { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
