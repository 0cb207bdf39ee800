import { describe, expect, it } from "vitest";
import { useChromium } from "../support/chromium-session.js";
import { screenshot } from "../support/screenshots.js";
import { corpusEntry, openGreenhouse } from "./greenhouse-support.js";

// A texture that is a PNG by its header but cut short: the server accepts the upload, cannot decode
// it, and the job says so instead of completing with a download of the broken file. The workspace's
// Generate Textures and the floating upload button refuse such a file before uploading it
// (greenhouse-damaged-texture.test.ts, floating-upload-checks.test.ts), so the job is started by posting
// the file to the API as another client (a script, the CLI) would, without a check on any page.
const texture = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/bee_nest_top.png");

useChromium();

describe("a texture that cannot be decoded", () => {
  it("fails its job with the decoder's reason, offers Retry and no Download", async () => {
    const page = await openGreenhouse();
    const status = await page.evaluate(
      async (bytes) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(bytes)], "corrupt.png", { type: "image/png" }));
        form.append("settings", "{}");
        return (await fetch("/api/upload", { method: "POST", body: form })).status;
      },
      Array.from(texture.bytes.subarray(0, 100)),
    );
    expect(status).toBe(201);
    const row = page.getByRole("list", { name: "Job queue" }).getByRole("listitem").filter({ hasText: "corrupt.png" });
    await row.getByText("Failed", { exact: true }).waitFor({ timeout: 60_000 });
    expect(await row.locator(".gh-queue-error").textContent()).toMatch(/corrupt\.png/);
    expect(await row.getByRole("button", { name: /Download/ }).count()).toBe(0);
    await row.getByRole("button", { name: /Retry/ }).waitFor();
    // Growth Progress agrees: failed, its bar in the danger colour rather than a green "nearly done".
    const progress = page.getByTestId("growth-progress");
    await progress
      .getByTestId("current-task")
      .getByText(/^Failed: corrupt\.png: /)
      .waitFor();
    const bar = progress.getByRole("progressbar", { name: "Conversion progress" });
    expect(await bar.getAttribute("class")).toContain("gh-progress-failed");
    // Over, not nearly done: the bar is full, the task line gives the reason, the count does not read
    // as a success, and the log says the reason once (the converter's line, not a copy from the runner).
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    // The figure comes from the job's progress poll, which can land a moment after the queue's status.
    await expect.poll(() => progress.getByTestId("images-processed").textContent()).toBe("Stopped at 1/1");
    const reason = (await row.locator(".gh-queue-error").textContent()) ?? "";
    const log = progress.getByRole("list", { name: "Processing log" });
    await log.locator(".gh-log-error").first().waitFor();
    expect(await log.locator(".gh-log-error span").allTextContents()).toEqual([reason]);
    expect(await progress.locator("p.gh-error").count()).toBe(0);
    await screenshot(page, "jobs-unreadable-failed", { fullPage: false });
    await page.close();
  }, 90_000);
});
