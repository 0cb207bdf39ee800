import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../support/screenshots.js";
import { useSignedInAiStack } from "./ai-stack.js";
import { corpusEntry } from "./greenhouse-support.js";

// Crossing 768 px (a window dragged narrower, an iPad mini turned upright) swaps the desktop workspace for
// the phone's one-column section, so the AI panel and its tabs mount again. What a person had typed or
// opened there came back empty: the connection they had just tested read "Not tested yet.", Advanced
// settings closed, the Variations tab lost its guide prompt and count, the Upscale tab its result and the
// type it upscaled as, and the field being typed in lost focus to <body>. The state is kept above the
// layout switch now, as the address fields and the Generate form already were, and focus goes back to the
// same field with the same caret.

/** What the AI section shows that a person typed, opened or tested. */
async function typedState(page: Page) {
  const variations = page.getByRole("tabpanel", { name: "Variations" });
  return {
    ip: await page.getByLabel("Server IP").inputValue(),
    port: await page.getByLabel("Port").inputValue(),
    status: await page.getByTestId("ai-server-status").textContent(),
    advancedOpen: await page.locator(".ai-advanced").evaluate((details) => (details as HTMLDetailsElement).open),
    guide: await variations.getByLabel("Guide prompt (optional)").inputValue(),
    count: await variations.getByRole("slider", { name: "Variations" }).inputValue(),
  };
}

/** The Upscale tab as a person left it: its image, the type it upscales as, and the result on show. */
async function upscaleState(page: Page) {
  const upscaled = page.getByRole("img", { name: /^Upscaled / });
  const chosen = {
    source: await page.getByRole("img", { name: /^Source: / }).getAttribute("alt"),
    upscaleAs: await page.getByLabel("Upscale as").inputValue(),
  };
  if ((await upscaled.count()) === 0) return { ...chosen, result: null };
  return {
    ...chosen,
    result: await upscaled.getAttribute("alt"),
    url: await upscaled.getAttribute("src"),
    // The PNG behind it is still there (decode() rejects for a revoked object URL).
    width: await upscaled.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    }),
  };
}

/** Whether keyboard focus is in the field labelled `label`, where its caret is, and whether it is in view. */
async function focusIn(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((field: HTMLTextAreaElement | HTMLInputElement) => {
    const box = field.getBoundingClientRect();
    return {
      focused: document.activeElement === field,
      start: field.selectionStart,
      end: field.selectionEnd,
      // Scrolled out of its scroll box or the window, no element shows at its centre but something else.
      inView: document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === field,
    };
  });
}

/** The AI section at 1024 px, the desktop workspace's side of the 768 px switch. */
async function openAiWide(page: Page, baseUrl: string): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${baseUrl}/greenhouse?view=ai`);
  await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
}

/** Resizes the window and waits for the layout of that width to be the one on screen. */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.locator(width < 768 ? ".gh-phone-section" : ".gh-workspace").waitFor();
  await page.getByRole("heading", { name: "AI server" }).waitFor();
}

describe("the AI section across the 768 px breakpoint", () => {
  const ai = useSignedInAiStack();

  it("keeps the typed server, its test, Advanced settings and the Variations fields", async () => {
    const page = ai.page;
    await openAiWide(page, ai.worker.baseUrl);
    const port = new URL(ai.sd.url).port;
    await page.getByLabel("Server IP").fill("127.0.0.1");
    await page.getByLabel("Port").fill(port);
    await page.getByRole("button", { name: "Test Connection" }).click();
    const connected = `Connected to http://127.0.0.1:${port}`;
    await page.getByTestId("ai-server-status").getByText(connected).waitFor();
    await page.locator(".ai-advanced summary").click();
    await page.getByRole("tab", { name: "Variations", exact: true }).click();
    const variations = page.getByRole("tabpanel", { name: "Variations" });
    await variations.getByLabel("Guide prompt (optional)").fill("more moss, wetter");
    const count = variations.getByRole("slider", { name: "Variations" });
    await count.focus();
    await page.keyboard.press("End");
    const typed = {
      ip: "127.0.0.1",
      port,
      status: connected,
      advancedOpen: true,
      guide: "more moss, wetter",
      count: "8",
    };
    expect(await typedState(page)).toEqual(typed);

    await resizeTo(page, 700);
    expect(await typedState(page), "at 700 px").toEqual(typed);
    await screenshot(page, "greenhouse-ai-breakpoint-narrow", { fullPage: false });
    await resizeTo(page, 1024);
    expect(await typedState(page), "back at 1024 px").toEqual(typed);
  }, 60_000);

  it("keeps the Upscale tab's image, type and result", async () => {
    const page = ai.page;
    await openAiWide(page, ai.worker.baseUrl);
    // Advanced processing puts the "Upscale as" choice on the tab: one more input a person makes there.
    await page.locator(".ai-advanced summary").click();
    await page.getByText("Advanced processing", { exact: true }).click();
    await page.getByRole("tab", { name: "Upscale", exact: true }).click();
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await page.getByLabel("Image to upscale").setInputFiles(stone.file);
    await page.getByRole("img", { name: "Source: stone.png" }).waitFor();
    await page.getByLabel("Upscale as").selectOption("normal");
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    await page.getByRole("img", { name: /^Upscaled / }).waitFor({ timeout: 30_000 });
    const upscaled = await upscaleState(page);
    expect(upscaled).toMatchObject({
      source: "Source: stone.png",
      upscaleAs: "normal",
      result: "Upscaled stone-1024.png",
      width: 1024,
    });

    await resizeTo(page, 700);
    expect(await upscaleState(page), "at 700 px").toEqual(upscaled);
    await screenshot(page, "greenhouse-ai-breakpoint-upscale-narrow", { fullPage: false });
    await resizeTo(page, 1024);
    expect(await upscaleState(page), "back at 1024 px").toEqual(upscaled);
    await screenshot(page, "greenhouse-ai-breakpoint-upscale-wide", { fullPage: false });
  }, 60_000);

  it("keeps focus, caret and selection in the field being typed in", async () => {
    const page = ai.page;
    await openAiWide(page, ai.worker.baseUrl);
    await page.getByRole("tab", { name: "Generate", exact: true }).click();
    const prompt = page.getByLabel("Prompt", { exact: true });
    await prompt.fill("mossy cobblestone with small cracks");
    // All of it on screen (fill stops once a sliver shows above the bottom panel), as for a person typing.
    await prompt.evaluate((field) => field.scrollIntoView({ block: "center" }));
    // The caret back inside "cobblestone", as when a person goes back to fix a word.
    await prompt.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(8, 14));
    const typing = { focused: true, start: 8, end: 14, inView: true };
    expect(await focusIn(page, "Prompt")).toEqual(typing);

    await resizeTo(page, 700);
    expect(await focusIn(page, "Prompt"), "at 700 px").toEqual(typing);
    await page.keyboard.type("X");
    expect(await prompt.inputValue(), "typing goes on in the prompt").toBe("mossy coXone with small cracks");
    await resizeTo(page, 1024);
    expect(await focusIn(page, "Prompt"), "back at 1024 px").toEqual({ focused: true, start: 9, end: 9, inView: true });
    await screenshot(page, "greenhouse-ai-breakpoint-focus-wide", { fullPage: false });

    // The AI server panel sits above the tools on a desktop and below the results on a phone.
    const port = page.getByLabel("Port");
    await port.fill("7860");
    await port.evaluate((field: HTMLInputElement) => field.setSelectionRange(2, 2));
    await resizeTo(page, 700);
    expect(await focusIn(page, "Port"), "the Port field at 700 px").toEqual({
      focused: true,
      start: 2,
      end: 2,
      inView: true,
    });
    await screenshot(page, "greenhouse-ai-breakpoint-focus-narrow", { fullPage: false });
  }, 60_000);
});
