import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../support/screenshots.js";
import { generatedTextures, useSignedInAiStack } from "./ai-stack.js";
import { corpusEntry, decodeWithPipeline, expectToast, showHeading } from "./greenhouse-support.js";

describe("what the AI tools accept and refuse: server addresses, seeds and uploaded images", () => {
  const ai = useSignedInAiStack();
  let page: Page;
  beforeAll(async () => {
    page = ai.page;
    await page.goto(`${ai.worker.baseUrl}/greenhouse?view=ai`);
    await page.getByRole("heading", { name: "AI Texture Generator" }).waitFor();
    await page.getByLabel("Server IP").fill("127.0.0.1");
    // Generate asks for a prompt before it tries the server.
    await page.getByRole("button", { name: "Stone Brick" }).click();
  });
  const sdPort = () => new URL(ai.sd.url).port;
  const results = () => generatedTextures(page);

  it("reports an unreachable server in the panel and when generating", async () => {
    await page.getByRole("tab", { name: "Generate", exact: true }).click();
    await page.getByLabel("Port").fill("9");
    await page.getByRole("button", { name: "Test Connection" }).click();
    await page
      .getByTestId("ai-server-status")
      .getByText("AI server at http://127.0.0.1:9 failed: it is unreachable")
      .waitFor();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Generation failed", "AI server at http://127.0.0.1:9 failed: it is unreachable");
    await showHeading(page, "AI server");
    await screenshot(page, "greenhouse-ai-unreachable");

    // Another address: the failure was about port 9, so the status no longer claims it.
    await page.getByLabel("Port").fill(sdPort());
    const status = page.getByTestId("ai-server-status");
    await status.getByText("Not tested yet.").waitFor();
    expect(await status.textContent()).not.toContain("failed");
    await screenshot(page, "greenhouse-ai-address-changed");

    // An address that is no address: the status line says what is wrong in place of its hint, and the
    // Port and Test Connection row stays where it was.
    const ip = page.getByLabel("Server IP");
    const portTop = async () => (await page.getByLabel("Port").boundingBox())?.y;
    const before = await portTop();
    await ip.fill("not a host!");
    const wrong = "“not a host!” is not an IP address or host name (like 192.168.1.20 or sd-box.local)";
    await status.getByText(wrong).waitFor();
    expect(await status.textContent()).toBe(wrong);
    expect(await ip.getAttribute("aria-invalid")).toBe("true");
    expect(await portTop()).toBe(before);
    expect(await page.getByRole("button", { name: "Test Connection" }).isDisabled()).toBe(true);
    await showHeading(page, "AI server");
    await screenshot(page, "greenhouse-ai-address-invalid");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Generation failed", wrong);
    await ip.fill("127.0.0.1");
    await status.getByText("Not tested yet.").waitFor();
  });

  it("generates from a seed typed in, and refuses one the server would not take", async () => {
    await page.getByRole("tab", { name: "Generate", exact: true }).click();
    const seed = page.getByLabel("Seed", { exact: true });
    await seed.fill("-5");
    await page.getByText("Seed must be a whole number from 0 to 4294967295").first().waitFor();
    await seed.scrollIntoViewIfNeeded();
    await screenshot(page, "greenhouse-ai-seed-refused", { fullPage: false });
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Invalid seed", "Seed must be a whole number");

    await seed.fill("4242");
    const variations = page.getByRole("slider", { name: "Variations", exact: true });
    await variations.focus();
    await page.keyboard.press("Home");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/ai/generate-texture"));
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    expect(((await sent).postDataJSON() as { seed: number }).seed).toBe(4242);
    await expectToast(page, "Textures generated!", "Created 1 variation(s)");
    await results().filter({ hasText: "Seed 4242" }).first().waitFor();
    await seed.fill("");

    // A Generate result's Use seed fills the box back in from any tab, focused and in view.
    await page.getByRole("tab", { name: "Variations", exact: true }).click();
    await results()
      .filter({ hasText: "Seed 4242" })
      .first()
      .getByRole("button", { name: "Use seed 4242", exact: true })
      .click();
    expect(await page.getByRole("tab", { name: "Generate", exact: true }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => seed.inputValue()).toBe("4242");
    await expect.poll(() => seed.evaluate((input) => input === document.activeElement)).toBe(true);
    // In view: what shows at the box's middle is the box (not the panel's clipped edge or the results).
    await expect
      .poll(() =>
        seed.evaluate((input) => {
          const box = input.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
        }),
      )
      .toBe(true);
    await screenshot(page, "greenhouse-ai-use-seed", { fullPage: false });
  });

  it("upscales a PNG the person uploads, and refuses a file that is not one", async () => {
    await page.getByRole("tab", { name: "Upscale", exact: true }).click();
    const upload = page.getByLabel("Image to upscale");
    await upload.setInputFiles({ name: "notes.png.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expectToast(page, "Invalid file type", "Please choose a PNG image.");

    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await upload.setInputFiles(stone.file);
    await page.getByRole("img", { name: "Source: stone.png" }).waitFor();
    await page.getByRole("button", { name: "Upscale", exact: true }).click();
    const upscaled = page.getByRole("img", { name: /^Upscaled stone/ });
    await upscaled.waitFor({ timeout: 30_000 });
    const bytes = await upscaled.evaluate(async (img) => {
      const blob = await (await fetch((img as HTMLImageElement).src)).blob();
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const image = await decodeWithPipeline(new Uint8Array(bytes));
    const source = await decodeWithPipeline(stone.bytes);
    expect(image.width).toBe(1024);
    // The uploaded texture, enlarged: each source pixel's block is centred on that pixel's colour.
    const block = image.width / source.width;
    let far = 0;
    for (let y = 0; y < source.height; y++) {
      for (let x = 0; x < source.width; x++) {
        const at = ((y * block + block / 2) * image.width + x * block + block / 2) * 4;
        const from = (y * source.width + x) * 4;
        for (let c = 0; c < 3; c++) if (Math.abs((image.data[at + c] ?? 0) - (source.data[from + c] ?? 0)) > 8) far++;
      }
    }
    expect(far).toBe(0);

    // Files the server would refuse are refused here, each with its reason, and stone.png stays chosen.
    const notes = { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("my notes, not an image") };
    const refusals: [{ name: string; mimeType: string; buffer: Buffer }, string, string][] = [
      [notes, "Not a PNG image", "notes.png is not a PNG image, whatever its name says."],
      [
        { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
        "Empty file",
        "Please select a valid file.",
      ],
      [
        {
          name: "huge.png",
          mimeType: "image/png",
          buffer: await sharp({ create: { width: 4096, height: 4096, channels: 3, background: "#5a5a5a" } })
            .png()
            .toBuffer(),
        },
        "Image too large",
        "huge.png is 4096×4096; Variations and Upscale take at most 1024×1024.",
      ],
    ];
    for (const [file, title, description] of refusals) {
      await upload.setInputFiles(file);
      await expectToast(page, title, description);
      await page.getByRole("img", { name: "Source: stone.png" }).waitFor();
      expect(await upscaled.count()).toBe(1);
    }
    // The Variations tab's picker is the same and refuses the same way.
    await page.getByRole("tab", { name: "Variations", exact: true }).click();
    await page.getByLabel("Image to vary").setInputFiles(notes);
    await expectToast(page, "Not a PNG image", "notes.png is not a PNG image, whatever its name says.");
    await page.getByRole("img", { name: "Source: stone.png" }).waitFor();
  });
});
