import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../support/screenshots.js";
import { generatedTextures, useSignedInAiStack } from "./ai-stack.js";
import { expectToast } from "./greenhouse-support.js";
import { libraryItems } from "./library-items.js";

// A creator review found that saving the same AI result twice added a new Library item each time. This
// journey counts the items through the API after every save; the editor's saves are in
// library-save-once.test.ts.

describe("saving twice never makes a second Library item", () => {
  const ai = useSignedInAiStack();
  let page: Page;
  beforeAll(() => {
    page = ai.page;
  });

  it("remembers a saved AI result and upscale: the button says saved and the Library gains one item each", async () => {
    const before = (await libraryItems(page)).length;
    await page.goto(`${ai.worker.baseUrl}/greenhouse?view=ai`);
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(new URL(ai.sd.url).port);
    await page.getByRole("button", { name: "Stone Brick" }).click();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Textures generated!", "Created 4 variation(s)");
    const results = generatedTextures(page);
    const first = results.first();
    const label = (await first.locator(".ai-result-meta .small").textContent()) ?? "";

    // Saved from the keyboard: Enter, and focus stays on the (now saved) button instead of falling to the page.
    await first.getByRole("button", { name: `Save ${label} to Library` }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Texture saved successfully", "is now in your Library.");
    const saved = first.getByRole("button", { name: `${label} saved to Library` });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-disabled")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      `${label} saved to Library`,
    );
    // Pressing it again saves nothing more.
    await page.keyboard.press("Enter");
    expect(await first.getByRole("button", { name: `Save ${label} to Library` }).count()).toBe(0);
    expect(await libraryItems(page)).toHaveLength(before + 1);
    // The other results are still unsaved.
    await results
      .nth(1)
      .getByRole("button", { name: /^Save .* to Library$/ })
      .waitFor();
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, "library-save-once-ai-saved");

    // Upscaled results remember it too.
    await first.getByRole("button", { name: /^Upscale / }).click();
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    await page.getByRole("img", { name: /^Upscaled / }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Save to Library", exact: true }).focus();
    await page.keyboard.press("Enter");
    const upscaledSaved = page.getByRole("button", { name: /-1024\.png saved to Library$/ });
    await upscaledSaved.waitFor();
    expect(await upscaledSaved.getAttribute("aria-disabled")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      /-1024\.png saved to Library$/,
    );
    await upscaledSaved.click({ force: true });
    expect(await libraryItems(page)).toHaveLength(before + 2);
    await upscaledSaved.scrollIntoViewIfNeeded();
    await screenshot(page, "library-save-once-upscale-saved");
    // A new upscale is a new result, not yet saved.
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    await page.getByRole("button", { name: "Save to Library", exact: true }).waitFor({ timeout: 30_000 });

    // A new generation starts fresh; the saved result keeps its state.
    await page.getByRole("tab", { name: "Generate", exact: true }).click();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Textures generated!", "Created 4 variation(s)");
    await results.nth(7).waitFor();
    for (let i = 0; i < 4; i++) {
      await results
        .nth(i)
        .getByRole("button", { name: /^Save .* to Library$/ })
        .waitFor();
    }
    await results
      .nth(4)
      .getByRole("button", { name: `${label} saved to Library` })
      .waitFor();
    expect(await libraryItems(page)).toHaveLength(before + 2);
  });
});
