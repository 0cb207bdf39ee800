import { readFileSync } from "node:fs";
import { convertPack, memorySink } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline } from "./greenhouse-support.js";

let page: Page;

useLocalStack();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
});

describe("editing a previewed map", () => {
  it("opens the previewed _n in the Editor with the converter's exact values, named as the converter names it", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    const out = memorySink();
    await convertPack({ name: "stone.png", bytes: stone.bytes }, {}, { sink: out.sink });
    const expected = await decodeWithPipeline(unzipSync(out.bytes())["stone_n.png"] as Uint8Array);

    await page.goto(`${worker.baseUrl}/greenhouse`);
    await page.getByLabel("Texture or resource pack").setInputFiles(stone.file);
    await page.getByRole("tab", { name: "Normal _n" }).click();
    // A settings preview names each map as the converter will write it.
    await page.getByTestId("pixel-readout").getByText("stone_n.png · 16×16").waitFor();
    await page.getByRole("button", { name: "Edit stone_n.png in the Editor" }).click();

    // The map is decoded in the pipeline worker after the Editor mounts: its 16×16 canvas, not the
    // Editor's buttons, says it has opened (the blank 256×256 "texture" shows first).
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    expect(await page.getByRole("tab", { name: "Editor" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByLabel("Texture name").inputValue()).toBe("stone_n");
    await screenshot(page, "greenhouse-edit-map-opened", { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("stone_n.png");
    const exported = await decodeWithPipeline(new Uint8Array(readFileSync((await download.path()) as string)));
    expect([exported.width, exported.height]).toEqual([16, 16]);
    expect(Buffer.from(exported.data).equals(Buffer.from(expected.data))).toBe(true);
  });
});
