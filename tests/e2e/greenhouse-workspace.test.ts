import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, expectToast, hoverTexel, sizedFile } from "./greenhouse-support.js";

const baseUrl = inject("baseUrl");
const NORMAL = "assets/minecraft/textures/block/polished_granite_n.png";
const SPECULAR = "assets/minecraft/textures/block/polished_granite_s.png";

let page: Page;

useChromium();

beforeAll(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

const picker = () => page.getByLabel("Texture or resource pack");

async function readout(label: string): Promise<string> {
  const row = page
    .getByTestId("pixel-readout")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) });
  return (await row.locator("dd").first().textContent()) ?? "";
}

describe("the /greenhouse workspace on a desktop", () => {
  it("shows the header, the eight sections and the three panels", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
    const tabs = page.getByRole("tablist", { name: "Greenhouse sections" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual([
      "Convert",
      "Projects",
      "Library",
      "Editor",
      "AI Generate",
      "Templates",
      "Batch",
      "Quality",
    ]);
    expect(await page.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("complementary", { name: "Tools" }).waitFor();
    await page.getByRole("complementary", { name: "Preview" }).waitFor();
    await page.getByRole("tab", { name: "Progress" }).waitFor();
    await page.getByText("Drop your textures here").waitFor();
  });

  it("selects a section from view= and keeps it in the address", async () => {
    await page.goto(`${baseUrl}/greenhouse?view=ai&project=7`);
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: "AI Generate" }).waitFor();
    // A guest cannot read project 7, so the badge falls back to its number.
    expect(await page.getByText("Project #7").first().isVisible()).toBe(true);
    await page.getByRole("tab", { name: "Convert" }).click();
    await page.getByText("Drop your textures here").waitFor();
    expect(new URL(page.url()).search).toBe("?project=7");
    // Each section is a step in the browser's history: Back returns to the one before, not off the page.
    await page.getByRole("tab", { name: "Library" }).click();
    await page.goBack();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: "Convert" }).waitFor();
    await page.goBack();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: "AI Generate" }).waitFor();
    expect(new URL(page.url()).search).toBe("?view=ai&project=7");
  });

  it("shows each client-side error toast of the spec", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByRole("button", { name: "Generate Textures" }).click();
    await expectToast(page, "No file selected", "Please upload a texture file or resource pack first.");
    await page.getByRole("button", { name: "Validate Only" }).click();
    await expectToast(page, "No file selected", "Please select a file to upload first.");
    await picker().setInputFiles(sizedFile("notes.txt", 12));
    await expectToast(page, "Invalid file type", "Please upload a PNG, JPG, TIFF, TGA, or ZIP file.");
    await picker().setInputFiles(sizedFile("huge.zip", 200 * 1024 * 1024 + 1));
    await expectToast(page, "File too large", "Maximum file size is 200MB.");
    await picker().setInputFiles(sizedFile("empty.png", 0));
    await expectToast(page, "Empty file", "Please select a valid file.");
    // A name that promises an image over bytes that are none is refused at once, not after the upload.
    await picker().setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("my notes\n") });
    await expectToast(
      page,
      "Invalid file type",
      "notes.png is not a PNG, JPG, TIFF or TGA image, whatever its name says.",
    );
    expect(await page.getByTestId("chosen-file").count()).toBe(0);
    // aria-disabled (not disabled) keeps the button focusable, so pressing it can explain why it does nothing.
    await page.getByRole("button", { name: "Apply Advanced Processing" }).click({ force: true });
    await expectToast(page, "No processing options selected", "Please enable at least one advanced processing option.");
    expect(await page.getByRole("button", { name: "Apply Advanced Processing" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("has the spec's slider ranges, steps and defaults", async () => {
    const range = async (label: string) => {
      const input = page.getByLabel(label, { exact: true });
      return [
        await input.getAttribute("min"),
        await input.getAttribute("max"),
        await input.getAttribute("step"),
        await input.inputValue(),
      ];
    };
    expect(await range("Contrast")).toEqual(["0", "2", "0.1", "1.2"]);
    expect(await range("Roughness intensity")).toEqual(["0", "1", "0.1", "0.8"]);
    expect(await range("Normal strength")).toEqual(["0", "3", "0.1", "1"]);
    expect(await range("Height depth")).toEqual(["0", "1", "0.01", "0.25"]);
    expect(await range("AO radius")).toEqual(["0", "1", "0.1", "0.5"]);
    // The default Contrast rewrites a single image's colours, and the panel says how to keep them.
    const hint = page.getByTestId("base-color-hint").first();
    expect(await hint.textContent()).toBe(
      "Contrast rewrites your texture's colours in the download; 1.0 keeps them as they are.",
    );
    await page.getByLabel("Contrast", { exact: true }).fill("1");
    await hint.getByText("Your texture's colours are kept as they are.").waitFor();
    await page.getByLabel("Contrast", { exact: true }).fill("1.2");
    await hint.getByText(/^Contrast rewrites/).waitFor();
  });

  it("previews every channel of a real _n and _s and reads the file's bytes under the cursor", async () => {
    const normal = corpusEntry("simplelabpbr.zip", NORMAL);
    const image: RawImage = await decodeWithPipeline(normal.bytes);
    await picker().setInputFiles(normal.file);
    await page.getByTestId("chosen-file").getByText("polished_granite_n.png").waitFor();
    const canvas = page.getByTestId("channel-canvas");
    await page.getByText(`polished_granite_n.png · ${image.width}×${image.height}`).waitFor();
    const views = page.getByLabel("Channel view");
    expect(await views.locator("option").allTextContents()).toEqual([
      "Normal map (RGB)",
      "Normal X (R)",
      "Normal Y (G)",
      "Ambient occlusion (B)",
      "Height (A)",
      "Normal Z (reconstructed)",
    ]);
    for (const [x, y] of [
      [3, 5],
      [10, 12],
    ] as const) {
      await hoverTexel(canvas, image, x, y);
      const i = (y * image.width + x) * 4;
      const [r, g, b, a] = [image.data[i], image.data[i + 1], image.data[i + 2], image.data[i + 3]];
      await page.getByTestId("pixel-readout").getByText(`${x}, ${y}`).waitFor();
      expect(await readout("Normal X (R)")).toMatch(new RegExp(`^${r} \\(`));
      expect(await readout("Normal Y (G)")).toMatch(new RegExp(`^${g} \\(`));
      expect(await readout("AO (B)")).toMatch(new RegExp(`^${b} \\(`));
      expect(await readout("Height (A)")).toMatch(new RegExp(`^${a} \\(`));
    }
    await views.selectOption({ label: "Height (A)" });
    await screenshot(page, "greenhouse-desktop-normal-height");

    const specular = corpusEntry("simplelabpbr.zip", SPECULAR);
    const spec = await decodeWithPipeline(specular.bytes);
    await picker().setInputFiles(specular.file);
    await page.getByText(`polished_granite_s.png · ${spec.width}×${spec.height}`).waitFor();
    expect(await views.locator("option").allTextContents()).toEqual([
      "Smoothness (R)",
      "F0 / metal (G)",
      "Porosity / SSS (B)",
      "Emission (A)",
    ]);
    await hoverTexel(canvas, spec, 7, 7);
    const i = (7 * spec.width + 7) * 4;
    expect(await readout("Smoothness (R)")).toMatch(new RegExp(`^${spec.data[i]} \\(`));
    expect(await readout("F0 / metal (G)")).toMatch(new RegExp(`^${spec.data[i + 1]} \\(`));
    expect(await readout("Porosity / SSS (B)")).toMatch(new RegExp(`^${spec.data[i + 2]} \\(`));
    expect(await readout("Emission (A)")).toMatch(new RegExp(`^${spec.data[i + 3]} \\(`));
    await views.selectOption({ label: "F0 / metal (G)" });
    await page.getByRole("button", { name: "Zoom in" }).click();
    expect(await page.getByLabel("Zoom level").textContent()).toBe("125%");
    await page.getByRole("button", { name: "Toggle grid" }).click();
    await page.getByRole("button", { name: "Reset view" }).click();
    expect(await page.getByLabel("Zoom level").textContent()).toBe("100%");
    await hoverTexel(canvas, spec, 7, 7);
    await screenshot(page, "greenhouse-desktop");
  });

  it("validates the chosen texture with Validate Only and lists the findings", async () => {
    await page.getByRole("button", { name: "Validate Texture Only" }).click();
    await page.locator(".toast").filter({ hasText: "Validation complete" }).waitFor();
    const toast = await page.locator(".toast").filter({ hasText: "Validation complete" }).textContent();
    expect(toast).toMatch(/Found \d+ issues\. Check the files panel for details\./);
    const results = page.getByRole("complementary", { name: "Preview" }).getByTestId("validation-results");
    await results.waitFor();
    expect(await results.getByText(/^(Valid|Invalid)$/).count()).toBe(1);
    // The panel accounts for every issue the toast counted: its sections plus the info notes it hides.
    const found = Number(/Found (\d+) issues/.exec(toast ?? "")?.[1]);
    const sections = (await results.locator("summary").allTextContents())
      .filter((text) => /^\s*(Errors|Warnings|Info)\b/.test(text))
      .map((text) => Number(/\((\d+)\)/.exec(text)?.[1]));
    const hidden = (await results.getByTestId("hidden-info").count())
      ? Number(/^(\d+)/.exec((await results.getByTestId("hidden-info").textContent()) ?? "")?.[1])
      : 0;
    expect(sections.reduce((sum, count) => sum + count, 0) + hidden).toBe(found);
  });

  it("generates _n and _s on this device for an albedo and shows every channel", async () => {
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await picker().setInputFiles(stone.file);
    await page.getByRole("tab", { name: "Normal _n" }).click();
    const views = page.getByLabel("Channel view");
    for (const label of await views.locator("option").allTextContents()) await views.selectOption({ label });
    await page.getByRole("tab", { name: "Specular _s" }).click();
    for (const label of await views.locator("option").allTextContents()) await views.selectOption({ label });
    await views.selectOption({ label: "Smoothness (R)" });
    await page.getByRole("tab", { name: "Base" }).click();
    expect(await views.locator("option").allTextContents()).toEqual(["Base colour"]);
    await page.getByRole("tab", { name: "Normal _n" }).click();
    await views.selectOption({ label: "Normal map (RGB)" });
    const canvas = page.getByTestId("channel-canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    await canvas.hover({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByTestId("pixel-readout").getByText("Normal X (R)").waitFor();
    await screenshot(page, "greenhouse-desktop-generated");

    // The 3D preview draws the generated material on a block; the picture must not be empty.
    await page.getByRole("button", { name: "3D preview" }).click();
    const block = page.getByTestId("material-3d");
    await block.waitFor();
    await block.hover();
    await page.mouse.down();
    await page.mouse.move(900, 450, { steps: 4 });
    await page.mouse.up();
    const shot = await decodeWithPipeline(new Uint8Array(await block.screenshot()));
    const colours = new Set<number>();
    for (let i = 0; i < shot.data.length; i += 4) {
      colours.add((shot.data[i]! << 16) | (shot.data[i + 1]! << 8) | shot.data[i + 2]!);
    }
    expect(colours.size).toBeGreaterThan(50);
    await screenshot(page, "greenhouse-desktop-3d");
    await page.getByRole("button", { name: "3D preview" }).click();
  });

  it("lights a metal block in the 3D preview (it reflects the sky, it is not black)", async () => {
    const gold = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/gold_block.png");
    await picker().setInputFiles(gold.file);
    await page.getByTestId("chosen-file").getByText("gold_block.png").waitFor();
    await page.getByRole("tab", { name: "Specular _s" }).click();
    await page.getByLabel("Channel view").selectOption({ label: "F0 / metal (G)" });
    const canvas = page.getByTestId("channel-canvas");
    await canvas.hover();
    await page
      .getByTestId("pixel-readout")
      .getByText(/\b231\b/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "3D preview" }).click();
    const block = page.getByTestId("material-3d");
    await block.waitFor();
    await page.waitForTimeout(500);
    const shot = await decodeWithPipeline(new Uint8Array(await block.screenshot()));
    // The middle of the picture is the cube's front face.
    let sum = 0;
    let count = 0;
    for (let y = Math.floor(shot.height * 0.4); y < shot.height * 0.6; y++) {
      for (let x = Math.floor(shot.width * 0.4); x < shot.width * 0.6; x++) {
        const i = (y * shot.width + x) * 4;
        sum += 0.2126 * shot.data[i]! + 0.7152 * shot.data[i + 1]! + 0.0722 * shot.data[i + 2]!;
        count++;
      }
    }
    await screenshot(page, "greenhouse-desktop-3d-metal");
    expect(sum / count).toBeGreaterThan(50);
    await page.getByRole("button", { name: "3D preview" }).click();
  });

  it("forces Resource Pack for a .zip", async () => {
    await page.getByRole("radio", { name: "Single Image" }).check();
    // An empty archive: its end record alone (the picker looks for a zip's signature).
    const emptyZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    await picker().setInputFiles({ name: "mypack.zip", mimeType: "application/zip", buffer: emptyZip });
    await page.getByTestId("chosen-file").getByText("mypack.zip").waitFor();
    expect(await page.getByRole("radio", { name: "Resource Pack" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Single Image" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Validate ZIP Only" }).waitFor();
  });
});
