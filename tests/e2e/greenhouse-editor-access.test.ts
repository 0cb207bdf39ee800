import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodePng, type RawImage } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, decodeWithPipeline, expectToast } from "./greenhouse-support.js";
import { phoneContextOptions } from "./phone-support.js";
import { desktop } from "./site-support.js";

// The pixel editor for a keyboard user (focus after Library → Edit), a thumb (44 px controls on a touch
// phone) and the eye (a grid and checkerboard that line up with the texels).

useLocalStack();

const STONE = "assets/minecraft/textures/block/stone.png";

const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

async function signIn(page: Page): Promise<void> {
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await page.waitForURL(`${worker.baseUrl}/`);
}

describe("the editor from the keyboard", () => {
  it("takes focus on Library → Edit, and leaves it on Edit when the texture is too large", async () => {
    await initNodeCodecs();
    const context = await browser.newContext({ viewport: desktop, serviceWorkers: "block" });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    const side = 2048;
    const big = path.join(tmpdir(), "big_2048.png");
    writeFileSync(big, await encodePng({ width: side, height: side, data: new Uint8ClampedArray(side * side * 4) }));
    await page
      .getByLabel("Files to add to your library")
      .setInputFiles([corpusEntry("pixelperfection-ce.zip", STONE).file, big]);
    await expectToast(page, "Added to your library", "2 files are ready");

    const edit = page.getByRole("button", { name: "Edit stone.png" });
    await edit.focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await expect.poll(() => activeLabel(page)).toBe("Texture canvas, 16×16");
    // Focus is on the canvas itself, so the arrow keys draw straight away.
    await page.keyboard.press("ArrowRight");
    await page.getByText("x 9, y 8").waitFor();

    await page.getByRole("tab", { name: "Library" }).click();
    const editBig = page.getByRole("button", { name: "Edit big_2048.png" });
    await editBig.focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Texture too large for the editor", "big_2048.png is 2048×2048");
    expect(await page.getByRole("tab", { name: "Library" }).getAttribute("aria-selected")).toBe("true");
    expect(await activeLabel(page)).toBe("Edit big_2048.png");
    await context.close();
  });
});

describe("the editor on a touch phone", () => {
  it("makes every control at least 44 px tall", async () => {
    const context = await browser.newContext({ ...phoneContextOptions, serviceWorkers: "block" });
    // The light theme, as a phone set to light shows it (the site's own default is dark).
    await context.addInitScript(() => localStorage.setItem("greenhouse-theme", "light"));
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    const small = await page.evaluate(() => {
      const found: string[] = [];
      const root = document.querySelector(".ed-root");
      if (!root) return ["no editor"];
      for (const el of root.querySelectorAll<HTMLElement>("button, input, select, label.button")) {
        // A checkbox is tapped through its label: the row is the target.
        const target = el instanceof HTMLInputElement && el.type === "checkbox" ? el.closest("label") : el;
        const box = target?.getBoundingClientRect();
        // Hidden inputs behind a styled label (Open texture) are measured through that label.
        if (!target || !box || box.width <= 2 || box.height <= 2) continue;
        if (box.height >= 44 && box.width >= 44) continue;
        const label = "labels" in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
        const name = el.getAttribute("aria-label") ?? label ?? target.textContent ?? el.tagName;
        found.push(`${name.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      return found;
    });
    expect(small).toEqual([]);
    await screenshot(page, "editor-phone-touch", { fullPage: false });
    await screenshot(page, "editor-phone-touch-full");
    await context.close();
  });
});

/** The texture surface as the screen shows it, decoded. */
async function shot(surface: Locator): Promise<RawImage> {
  return decodeWithPipeline(new Uint8Array(await surface.screenshot({ animations: "disabled" })));
}

const at = (image: RawImage, x: number, y: number) => {
  const o = (y * image.width + x) * 4;
  return [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
};
const difference = (a: RawImage, b: RawImage, x: number, y: number) => {
  const [p, q] = [at(a, x, y), at(b, x, y)];
  return Math.max(...p.map((value, i) => Math.abs(value - q[i]!)));
};

/**
 * Where the grid changed the picture: every texel boundary (its dark line or the light one beside it)
 * by a clear step on any texture, and nothing inside the texels.
 */
function expectGridOnTexelBoundaries(off: RawImage, on: RawImage, scale: number, texels: number): void {
  const row = Math.round(scale * 3.5);
  const weak: number[] = [];
  for (let k = 1; k < texels; k++) {
    const x = Math.round(k * scale);
    if (Math.max(difference(off, on, x, row), difference(off, on, x + 1, row)) < 60) weak.push(k);
    // Mid-texel: untouched.
    expect(difference(off, on, Math.round((k + 0.5) * scale), row)).toBeLessThanOrEqual(2);
  }
  expect(weak).toEqual([]);
}

describe("the editor's grid and checkerboard", () => {
  it("draws the grid on texel boundaries and one checker square per texel", async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${worker.baseUrl}/greenhouse?view=editor`);
    await page.getByLabel("Texture canvas, 256×256").waitFor();
    await page.getByLabel("New texture size").selectOption("16");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.mouse.move(0, 0);
    const surface = page.locator(".ed-surface");
    const grid = page.getByRole("button", { name: "Grid", exact: true });
    const scale = ((await surface.boundingBox())?.width ?? 0) / 16;
    expect(scale).toBeGreaterThanOrEqual(16);

    // Empty: the checkerboard alternates texel by texel, each texel one colour.
    await grid.click();
    expect(await grid.getAttribute("aria-pressed")).toBe("false");
    const emptyOff = await shot(surface);
    const inside = (x: number, y: number) => at(emptyOff, Math.round(x * scale), Math.round(y * scale));
    expect(inside(0.2, 0.2)).toEqual(inside(0.8, 0.8));
    expect(inside(0.2, 0.8)).toEqual(inside(0.8, 0.2));
    expect(inside(1.5, 0.5)).not.toEqual(inside(0.5, 0.5));
    expect(inside(1.5, 1.5)).toEqual(inside(0.5, 0.5));
    await grid.click();
    const emptyOn = await shot(surface);
    expectGridOnTexelBoundaries(emptyOff, emptyOn, scale, 16);
    await screenshot(page, "editor-grid-empty");

    // Stone: mid grey, where a single light or dark line would vanish.
    await page.getByLabel("Open texture").setInputFiles(corpusEntry("pixelperfection-ce.zip", STONE).file);
    await page.getByLabel("Texture canvas, 16×16").waitFor();
    await page.getByRole("textbox", { name: "Texture name" }).waitFor();
    await expect.poll(() => page.getByLabel("Texture name").inputValue()).toBe("stone");
    await page.mouse.move(0, 0);
    const stoneOn = await shot(surface);
    await grid.click();
    const stoneOff = await shot(surface);
    expectGridOnTexelBoundaries(stoneOff, stoneOn, scale, 16);
    await grid.click();
    await screenshot(page, "editor-grid-stone");
    await page.close();
  });
});
