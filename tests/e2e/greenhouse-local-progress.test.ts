import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browser, useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { downloadZip, expectToast } from "./greenhouse-support.js";

// A creator review: after converting frames on the device, Growth Progress still showed the last server
// job and the Queue had only server jobs' Downloads. A run on this device is now a job of its own there.
const baseUrl = inject("baseUrl");
const scratch = mkdtempSync(path.join(tmpdir(), "greenhouse-local-progress-"));
let page: Page;

useChromium();

beforeAll(async () => {
  await initNodeCodecs();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
});

async function texture(name: string, size: number, shade: number): Promise<string> {
  const image = createRawImage(size, size);
  for (let i = 0; i < size * size; i++) image.data.set([shade, (i * 7) % 256, 255 - shade, 255], i * 4);
  const file = path.join(scratch, name);
  writeFileSync(file, await encodePng(image));
  return file;
}

const picker = () => page.getByLabel("Texture or resource pack");
const growth = () => page.getByTestId("growth-progress");
const queue = () => page.getByRole("list", { name: "Job queue" });
const queueRow = (name: string) => queue().getByRole("listitem").filter({ hasText: name });
/** The queue row holding keyboard focus, by its text ("" when focus is elsewhere). */
const focusedRow = () => page.evaluate(() => document.activeElement?.closest(".gh-queue-row")?.textContent ?? "");

describe("a conversion on this device in Growth Progress and the Queue", () => {
  it("follows the run on this device after a server job, and downloads its own zip from both", async () => {
    await page.goto(`${baseUrl}/greenhouse`);
    await page.getByText("Drop your textures here").waitFor();
    // First a server job, as in the review: its finished pack is what Growth Progress kept showing.
    await picker().setInputFiles(await texture("stone.png", 16, 120));
    await page.getByRole("button", { name: "Generate Textures" }).click();
    const stone = queueRow("stone.png");
    await stone.getByRole("button", { name: "Download" }).waitFor({ timeout: 60_000 });
    await growth().getByTestId("current-task").getByText("Completed").waitFor();

    const frames = await Promise.all([1, 2, 3, 4].map((n) => texture(`torch_${n}.png`, 64, 60 * n)));
    await picker().setInputFiles(frames);
    await page.getByTestId("chosen-files").getByText("4 frames").waitFor();
    await page.getByRole("button", { name: "Generate Textures" }).click();
    // Growth Progress switches to the run at once (it is the newest activity), marked as on this device.
    await growth()
      .getByText(/(Converting|Converted) on this device/)
      .waitFor();
    expect(await growth().getAttribute("data-growth-job")).toMatch(/^local-/);
    // Its queue row takes focus, as a new server job's does: its Cancel, then Download, a Tab away.
    await expect.poll(focusedRow, { timeout: 10_000 }).toMatch(/^torch\.png.*on this device/);
    await expectToast(page, "Conversion complete", "1 texture and 2 maps converted on this device.");

    // Its own figures from the pipeline's events: not the server job's.
    await growth().getByTestId("current-task").getByText("Completed").waitFor();
    expect(await growth().getByTestId("images-processed").textContent()).toBe("1/1");
    expect(await growth().locator(".gh-status").textContent()).toBe("completed");
    expect(await growth().getByRole("list", { name: "Processing log" }).getByRole("listitem").count()).toBeGreaterThan(
      0,
    );
    // Its times in the 12-hour form the Batch rows use too (greenhouse-batch.test.ts): one shared formatter.
    const logTime = growth().getByRole("list", { name: "Processing log" }).locator("time").first();
    expect(await logTime.textContent()).toMatch(/^\d{1,2}:\d\d:\d\d\s[AP]M$/);

    // The Queue lists it beside the server job, marked, with a Download of this run's zip.
    const torch = queueRow("torch.png");
    await torch.getByText("on this device").waitFor();
    expect(await torch.getAttribute("aria-current")).toBe("true");
    expect(await stone.getByText("on this device").count()).toBe(0);
    await screenshot(page, "greenhouse-local-progress-done");
    const strip = [
      "torch.png",
      "torch.png.mcmeta",
      "torch_n.png",
      "torch_n.png.mcmeta",
      "torch_s.png",
      "torch_s.png.mcmeta",
    ];
    const fromGrowth = await downloadZip(growth().getByRole("button", { name: "Download torch.png" }));
    expect(Object.keys(fromGrowth).sort()).toEqual(strip);
    const fromQueue = await downloadZip(torch.getByRole("button", { name: "Download" }));
    expect(fromQueue).toEqual(fromGrowth);

    // Choosing the server job again shows it; the run stays listed for the page's lifetime.
    await stone.locator("[data-job-id]").click();
    await growth()
      .getByText(/on this device$/)
      .waitFor({ state: "detached" });
    expect(await growth().getAttribute("data-growth-job")).not.toMatch(/^local-/);
    await picker().setInputFiles(await texture("grass.png", 16, 30));
    await page.getByTestId("chosen-file").getByText("grass.png").waitFor();
    await torch.getByText("on this device").waitFor();
  });

  it("shows a failed run as failed, and cancels a running one from the Queue", async () => {
    await picker().setInputFiles([await texture("ember_1.png", 16, 200), await texture("ember_2.png", 32, 200)]);
    await page.getByTestId("chosen-files").getByText("2 frames").waitFor();
    await page.getByRole("button", { name: "Convert on this device" }).click();
    const reason = "ember_2.png is 32x32, but ember_1.png is 16x16: every frame of a sequence must be the same size";
    await expectToast(page, "Conversion failed", reason);
    await growth().getByTestId("current-task").getByText(`Failed: ${reason}`).waitFor();
    const bar = growth().getByRole("progressbar", { name: "Conversion progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    expect(await bar.getAttribute("class")).toContain("gh-progress-failed");
    const ember = queueRow("ember.png");
    await ember.getByText("Failed", { exact: true }).waitFor();
    expect(await ember.locator(".gh-queue-error").textContent()).toBe(reason);
    await ember.getByRole("button", { name: "Remove ember.png" }).click();
    await ember.waitFor({ state: "detached" });

    // Frames big enough that the run is still going when Cancel is pressed, however loaded the machine:
    // four 512 px frames were done before the screenshot on a busy one. Cancel ends it, so size costs little.
    const big = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => texture(`lava_${n}.png`, 1024, 25 * n)));
    await picker().setInputFiles(big);
    await page.getByTestId("chosen-files").getByText("8 frames").waitFor();
    await page.getByRole("button", { name: "Convert on this device" }).click();
    const lava = queueRow("lava.png");
    // Started from Convert on this device too, the run's row takes focus; Tab reaches its Cancel.
    await expect.poll(focusedRow, { timeout: 10_000 }).toMatch(/^lava\.png.*on this device/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Cancel lava.png");
    // While it runs, Growth Progress shows the pipeline's own events and the row its bar.
    await growth().getByText("Converting on this device").waitFor();
    await growth()
      .getByTestId("current-task")
      .getByText(/^(Reading the pack|Generating maps for lava\.png)$/)
      .waitFor();
    expect(await growth().locator(".gh-status").textContent()).toBe("processing");
    await lava.getByRole("progressbar", { name: "lava.png progress" }).waitFor();
    await screenshot(page, "greenhouse-local-progress-running");
    await lava.getByRole("button", { name: "Cancel lava.png" }).click();
    await lava.getByText("Cancelled by you").waitFor();
    // A cancel is the user's choice: a neutral Cancelled, and focus on the row whose Cancel went away.
    await growth().getByTestId("current-task").getByText("Cancelled by you", { exact: true }).waitFor();
    await lava.getByText("Cancelled", { exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li")?.textContent ?? ""))
      .toContain("lava.png");
    expect(await lava.getByRole("button", { name: "Download" }).count()).toBe(0);
  });
});
