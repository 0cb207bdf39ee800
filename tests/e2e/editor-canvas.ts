import { readFileSync } from "node:fs";
import type { RawImage } from "@greenhouse/wasm-pipeline";
import type { Dialog, Page } from "playwright-core";
import { decodeWithPipeline } from "./greenhouse-support.js";

/** One pixel's red, green, blue and alpha bytes. */
export type Rgba = [number, number, number, number];

/** The RGBA of pixel (x, y) of a decoded image. */
export const pixel = (image: RawImage, x: number, y: number): Rgba => {
  const o = (y * image.width + x) * 4;
  return [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!, image.data[o + 3]!];
};

/** Sets pixel (x, y) of a decoded image. */
export const setPixel = (image: RawImage, x: number, y: number, value: Rgba) =>
  image.data.set(value, (y * image.width + x) * 4);

/** An opaque colour from its `#rrggbb` form. */
export const hex = (value: string): Rgba => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
  255,
];

/** A colour's `#rrggbb` form, as the editor's colour field shows it. */
export const toHex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** Swatches of the editor's palette. */
export const RED = hex("#b02e26");
export const BLUE = hex("#3c44aa");
export const LIME = hex("#80c71f");
export const WHITE = hex("#f9fffe");

/** Records the type of every dialog the page raises and answers "stay" (a beforeunload is dismissed). */
export function watchDialogs(on: Page) {
  const types: string[] = [];
  const listener = (dialog: Dialog) => {
    types.push(dialog.type());
    void dialog.dismiss();
  };
  on.on("dialog", listener);
  return { types, stop: () => on.off("dialog", listener) };
}

/** The editor's readout of a colour, as it prints it. */
export const rgbaText = ([r, g, b, a]: Rgba) => `RGBA ${r}, ${g}, ${b}, ${a}`;

/**
 * Pointer helpers for the texture editor's canvas on the page `currentPage` returns (a getter, since
 * the page is opened in beforeAll). `size` is the texture's width in texels.
 */
export function editorCanvas(currentPage: () => Page) {
  const canvas = () => currentPage().getByTestId("editor-canvas");

  /** Screen position of the centre of texel (x, y) on the editor canvas. */
  async function texel(x: number, y: number, size: number): Promise<{ x: number; y: number }> {
    const box = await canvas().boundingBox();
    if (!box) throw new Error("The editor canvas is not visible");
    const scale = box.width / size;
    return { x: box.x + (x + 0.5) * scale, y: box.y + (y + 0.5) * scale };
  }

  /** Presses at one texel, drags through the others and releases, like a person drawing. */
  async function drag(size: number, ...points: [number, number][]): Promise<void> {
    const page = currentPage();
    const [first, ...rest] = points;
    const start = await texel(first![0], first![1], size);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const [x, y] of rest) {
      const at = await texel(x, y, size);
      await page.mouse.move(at.x, at.y, { steps: 4 });
    }
    await page.mouse.up();
  }

  /** Hovers texel (x, y) and returns the editor's RGBA readout for it. */
  async function readoutAt(x: number, y: number, size: number): Promise<string> {
    const page = currentPage();
    const at = await texel(x, y, size);
    await page.mouse.move(at.x, at.y);
    await page.getByText(`x ${x}, y ${y}`).waitFor();
    return (await page.getByTestId("editor-readout-rgba").textContent()) ?? "";
  }

  /** Exports the texture and decodes the downloaded PNG. */
  async function exportTexture(): Promise<RawImage> {
    const page = currentPage();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export PNG" }).click(),
    ]);
    return decodeWithPipeline(new Uint8Array(readFileSync((await download.path())!)));
  }

  const toolbar = () => currentPage().getByRole("toolbar", { name: "Editor tools" });
  /** Whether the toolbar's button `name` is pressed (the tool or toggle is on). */
  const pressed = async (name: string) =>
    (await toolbar().getByRole("button", { name }).getAttribute("aria-pressed")) === "true";

  return { canvas, texel, drag, readoutAt, exportTexture, toolbar, pressed };
}
