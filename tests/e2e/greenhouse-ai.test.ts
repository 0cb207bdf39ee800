import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../support/screenshots.js";
import { generatedTextures, useSignedInAiStack } from "./ai-stack.js";
import { decodeWithPipeline, expectToast, setTheme, showHeading, warnsBeforeLeaving } from "./greenhouse-support.js";

/** Whether a heading lies wholly inside the part of its scrolling panel that shows (the centre panel scrolls). */
const inView = (target: Page, name: string) =>
  target.getByRole("heading", { name, exact: true }).evaluate((heading) => {
    let panel = heading.parentElement;
    while (panel && !(panel.scrollHeight > panel.clientHeight && getComputedStyle(panel).overflowY !== "visible")) {
      panel = panel.parentElement;
    }
    const box = heading.getBoundingClientRect();
    const shown = panel?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    return box.top >= shown.top && box.bottom <= shown.bottom;
  });

describe("AI Generate against the local Stable Diffusion stand-in", () => {
  const ai = useSignedInAiStack();
  let page: Page;
  beforeAll(() => {
    page = ai.page;
  });
  const sdPort = () => new URL(ai.sd.url).port;
  const results = () => generatedTextures(page);

  it("refuses an empty prompt with the spec's toast", async () => {
    await page.goto(`${ai.worker.baseUrl}/greenhouse?view=ai`);
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    expect(await page.getByLabel("Port").inputValue()).toBe("7860");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Please enter a prompt", "Describe the texture you want to generate.");
  });

  it("tests the connection, generates from a quick preset and shows the images", async () => {
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(sdPort());
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page.getByTestId("ai-server-status").getByText(`Connected to ${ai.sd.url}`).waitFor();
    // Side by side, the two server sliders sit on one line whatever the length of their hints.
    const size = (await page.getByLabel("Output size", { exact: true }).boundingBox())!;
    const blend = (await page.getByLabel("Blend opacity", { exact: true }).boundingBox())!;
    if (size.x !== blend.x) expect(Math.abs(size.y - blend.y)).toBeLessThan(1);
    await page.locator(".ai-server").screenshot({ path: "tests/e2e/screenshots/greenhouse-ai-server-sliders.png" });

    await page.getByRole("button", { name: "Stone Brick" }).click();
    expect(await page.getByLabel("Prompt", { exact: true }).inputValue()).toBe(
      "weathered stone bricks with mossy mortar",
    );
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Textures generated!", "Created 4 variation(s)");
    expect(await results().count()).toBe(4);
    const sizes = await results()
      .locator("img")
      .evaluateAll((images) => (images as HTMLImageElement[]).map((img) => [img.naturalWidth, img.naturalHeight]));
    expect(sizes).toEqual([
      [256, 256],
      [256, 256],
      [256, 256],
      [256, 256],
    ]);
    // Four textures that exist only in this page: closing or reloading it must ask first.
    expect(await warnsBeforeLeaving(page)).toBe(true);
    await page.getByText("4 textures · 4 unsaved").waitFor();
    await showHeading(page, "Results");
    await screenshot(page, "greenhouse-ai-generated");
    // Each card's Convert to LabPBR on one line: in three columns at 1440 px it took two, its sprout far
    // to their left (the icon goes where the label would wrap with it).
    const convertHeights = await page
      .locator(".ai-convert")
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.max(...convertHeights)).toBeLessThan(40);
    await setTheme(page, "Light");
    await screenshot(page, "greenhouse-ai-generated-light");
    await setTheme(page, "Dark");
    // On a 1280 px screen the centre panel is narrower: every card must still hold its picture and buttons.
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 800 });
    const overflow = await results().evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const list = card.parentElement?.getBoundingClientRect();
        return [card, ...card.querySelectorAll("img, button")]
          .map((element) => element.getBoundingClientRect())
          .filter((inner) => inner.right > box.right + 0.5 || (list !== undefined && box.right > list.right + 0.5))
          .map((inner) => Math.round(inner.right - box.right));
      }),
    );
    await showHeading(page, "Results");
    await screenshot(page, "greenhouse-ai-generated-1280");
    expect(overflow).toEqual([]);
    if (wide) await page.setViewportSize(wide);
  });

  it("saves a generated image to the Library", async () => {
    const first = results().first();
    const label = (await first.locator(".ai-result-meta .small").textContent()) ?? "";
    await first.getByRole("button", { name: `Save ${label} to Library` }).click();
    await expectToast(page, "Texture saved successfully", "is now in your Library.");
    await page.getByText("4 textures · 3 unsaved").waitFor();
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Library" }).click();
    const grid = page.getByRole("list", { name: "Uploaded content" });
    await grid
      .getByRole("listitem")
      .filter({ hasText: /weathered-stone-bricks-with-mossy-mortar-\d+\.png/ })
      .first()
      .waitFor();
    await sections.getByRole("tab", { name: "AI Generate" }).click();
    await results().first().waitFor();
  });

  it("makes img2img variations and upscales a result", async () => {
    // The result's buttons sit below the tools: pressing one brings the tools into view, ready to use.
    await results()
      .first()
      .evaluate((card) => card.scrollIntoView({ block: "start" }));
    expect(await inView(page, "AI Texture Generator")).toBe(false);
    await results()
      .first()
      .getByRole("button", { name: /^Variations of / })
      .click();
    await expect.poll(() => inView(page, "AI Texture Generator")).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder))
      .toBe("weathered stone bricks with mossy mortar");
    await screenshot(page, "greenhouse-ai-variations-revealed", { fullPage: false });
    // The source thumbnail is drawn pixel for pixel like the results (a 32×32 source looked smoothed).
    expect(
      await page
        .getByRole("img", { name: /^Source: / })
        .first()
        .evaluate((img) => getComputedStyle(img).imageRendering),
    ).toBe("pixelated");
    // Variations ask the way Generate did: its negative prompt and tiling hint go along.
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/ai/variations"));
    await page.getByRole("button", { name: "Create Variations" }).click();
    const body = (await sent).postDataJSON() as { prompt: string; negativePrompt: string };
    expect(body.negativePrompt).toContain("watermark");
    expect(body.prompt).toMatch(/^weathered stone bricks with mossy mortar, .*seamless tileable texture$/);
    await results().nth(7).waitFor();
    expect(
      await results()
        .first()
        .getByText(/^Variation 1 of weathered-stone-bricks/)
        .count(),
    ).toBe(1);
    // A variation's seed remakes nothing from the Generate form (it needs its source image), so none.
    const variation = results().filter({ hasText: /^Variation \d+ of / });
    expect(await variation.count()).toBeGreaterThan(0);
    expect(await variation.getByRole("button", { name: /^Use seed/ }).count()).toBe(0);

    await results()
      .first()
      .evaluate((card) => card.scrollIntoView({ block: "start" }));
    await results()
      .first()
      .getByRole("button", { name: /^Upscale / })
      .click();
    await expect.poll(() => inView(page, "AI Texture Generator")).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Upscale");
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    const upscaled = page.getByRole("img", { name: /^Upscaled / });
    await upscaled.waitFor({ timeout: 30_000 });
    expect(await upscaled.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1024);
    await page.getByRole("link", { name: "Download", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-ai-upscaled");

    // The upscaled image is kept the way a generated one is: in the Library.
    await page.getByRole("button", { name: "Save to Library" }).click();
    await expectToast(page, "Texture saved successfully", "-1024.png is now in your Library.");
  });

  it("upscales with the advanced settings' method for the texture type", async () => {
    await page.getByText("Advanced settings", { exact: true }).click();
    const albedoMethod = page.getByLabel("Albedo", { exact: true });
    expect(await albedoMethod.isDisabled()).toBe(true);
    expect(await albedoMethod.inputValue()).toBe("lanczos-pixel");
    expect(await page.getByLabel("Normal (_n)").inputValue()).toBe("linear");
    expect(await page.getByLabel("Specular (_s)").inputValue()).toBe("lanczos");
    await page.getByText("Advanced processing", { exact: true }).click();
    await albedoMethod.selectOption("nearest");
    expect(await page.getByLabel("Upscale as").inputValue()).toBe("baseColor");
    await screenshot(page, "greenhouse-ai-advanced");

    const upscaled = page.getByRole("img", { name: /^Upscaled / });
    const before = await upscaled.getAttribute("src");
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    await expect.poll(() => upscaled.getAttribute("src"), { timeout: 30_000 }).not.toBe(before);
    const bytes = await upscaled.evaluate(async (img) => {
      const blob = await (await fetch((img as HTMLImageElement).src)).blob();
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const image = await decodeWithPipeline(new Uint8Array(bytes));
    expect(image.width).toBe(1024);
    // Nearest from 256 px: every 4x4 block is one source pixel (Automatic would have filtered a painted image).
    const scale = image.width / 256;
    let mismatched = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const corner = ((y - (y % scale)) * image.width + (x - (x % scale))) * 4;
        const at = (y * image.width + x) * 4;
        if (image.data[at] !== image.data[corner] || image.data[at + 1] !== image.data[corner + 1]) mismatched++;
      }
    }
    expect(mismatched).toBe(0);
    await page.getByText("Advanced processing", { exact: true }).click();
  });

  it("keeps the results when the person leaves the section and comes back", async () => {
    const sections = page.getByRole("tablist", { name: "Greenhouse sections" });
    await sections.getByRole("tab", { name: "Templates" }).click();
    // Still only in this page while another section shows: still guarded.
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor({ state: "detached" });
    expect(await warnsBeforeLeaving(page)).toBe(true);
    await sections.getByRole("tab", { name: "AI Generate" }).click();
    await results().nth(7).waitFor();
  });

  it("hands a generated texture to Convert", async () => {
    await results()
      .first()
      .getByRole("button", { name: /^Convert .* to LabPBR$/ })
      .click();
    await page.getByText("Drop your textures here").or(page.getByTestId("chosen-file")).first().waitFor();
    expect(await page.getByRole("tab", { name: "Convert" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByTestId("chosen-file").textContent()).toMatch(
      /^weathered-stone-bricks-with-mossy-mortar-\d+\.png$/,
    );
  });
});
