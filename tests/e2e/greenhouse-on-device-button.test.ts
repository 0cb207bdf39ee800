import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { openGreenhouse, setTheme } from "./greenhouse-support.js";

// "Convert on this device" is an enabled secondary action: it must not look like the disabled state
// (muted text on nothing) until hovered, in either theme, and it shows where keyboard focus is.

let page: Page;

useChromium();

beforeAll(async () => {
  page = await openGreenhouse();
});

interface Look {
  color: string;
  opacity: string;
  border: string;
  /** Text against what is painted behind it (the button's fill, else the nearest filled ancestor). */
  contrast: number;
}

/** How a control looks at rest (no hover, no focus), read from the computed style. */
function lookOf(control: Locator): Promise<Look> {
  return control.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (value: string) => {
      const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind: Element | null = element;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const style = getComputedStyle(element);
    const fg = luminance(style.color);
    const bg = luminance(getComputedStyle(behind ?? document.body).backgroundColor);
    return {
      color: style.color,
      opacity: style.opacity,
      border: style.borderTopColor,
      contrast: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05),
    };
  });
}

describe("Convert on this device", () => {
  for (const theme of ["Dark", "Light"] as const) {
    it(`reads as an enabled secondary action with a focus ring (${theme.toLowerCase()} theme)`, async () => {
      await setTheme(page, theme);
      // Colours ease into the new theme: read them once the transitions have ended.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : []))),
      );
      const onDevice = page.getByRole("button", { name: "Convert on this device" });
      const validate = page.getByRole("button", { name: "Validate Only" });
      await page.mouse.move(0, 0);
      const look = await lookOf(onDevice);
      // Body text like Validate Only beside it, not the muted grey controls wear when disabled.
      expect(look.color).toBe((await lookOf(validate)).color);
      expect(look.opacity).toBe("1");
      // A visible edge at rest, so it reads as a button before the pointer finds it.
      expect(look.border).not.toMatch(/^rgba\(\d+, \d+, \d+, 0\)$/);
      expect(look.contrast).toBeGreaterThanOrEqual(4.5);

      // Reached by Tab, it shows the focus ring.
      await validate.focus();
      await page.keyboard.press("Tab");
      const ring = await onDevice.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(":focus-visible"),
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
          outlineColor: style.outlineColor,
        };
      });
      expect(ring.focusVisible).toBe(true);
      expect(ring.outline).toBe("solid 2px");
      expect(ring.outlineColor).not.toMatch(/^rgba\(\d+, \d+, \d+, 0\)$/);
      await page.getByRole("heading", { name: "Upload", exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `greenhouse-on-device-button-${theme.toLowerCase()}`, { fullPage: false });
    });
  }
});

describe("the two convert actions say how they differ", () => {
  it("describes where Generate Textures and Convert on this device run", async () => {
    const description = async (name: string) => {
      const id = await page.getByRole("button", { name }).getAttribute("aria-describedby");
      return page.locator(`[id="${id}"]`).textContent();
    };
    expect(await description("Generate Textures")).toBe(
      "Generate Textures: Uploads your files and converts them on the Greenhouse server; the job stays in your queue.",
    );
    expect(await description("Convert on this device")).toBe(
      "Convert on this device: Runs in your browser. Nothing leaves this device, and the result is kept only while this page is open.",
    );
    await page.getByTestId("convert-action-help").scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-convert-action-help", { fullPage: false });
  });
});
