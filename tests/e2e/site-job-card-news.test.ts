import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, desktop } from "./site-support.js";

// The floating job card shows one job: the latest news. It ranked every completed job above every
// failed one, so a conversion that had just failed stayed hidden behind an older "Ready". These are
// real jobs of a guest (the card does not wait for sign-in), converted by the local Worker.

useLocalStack();

type Listed = { id: string; filename: string; status: string };

/** Uploads one file for conversion as the page's guest and waits until its job has ended. */
async function convert(page: Page, file: { name: string; buffer: Buffer }): Promise<Listed> {
  return page.evaluate(
    async ({ name, bytes }) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      form.append("settings", JSON.stringify({ baseColorContrast: 1 }));
      const response = await fetch("/api/upload", { method: "POST", body: form });
      if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      const { jobId } = (await response.json()) as { jobId: string };
      for (let tries = 0; tries < 240; tries++) {
        const job = (await (await fetch(`/api/jobs/${jobId}`)).json()) as Listed;
        if (job.status === "completed" || job.status === "failed") return job;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`job ${jobId} did not end`);
    },
    { name: file.name, bytes: [...file.buffer] },
  );
}

const stone = corpusTexture("stone.png");
// A PNG by its header, cut short: accepted, then the job cannot decode it and fails.
const corrupt = { name: "corrupt.png", buffer: stone.buffer.subarray(0, 100) };

async function guestPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/docs`);
  return { context, page };
}

describe("the floating job card's latest news", () => {
  it("shows a conversion that just failed, not the older one that is Ready", async () => {
    const { context, page } = await guestPage();
    expect((await convert(page, stone)).status).toBe("completed");
    expect((await convert(page, corrupt)).status).toBe("failed");

    await page.goto(`${worker.baseUrl}/docs`);
    const card = page.getByRole("region", { name: "Conversion status" });
    await card.getByText("corrupt.png", { exact: true }).waitFor();
    expect(await card.getByText(/^Failed: corrupt\.png/).count()).toBe(1);
    expect(await card.getByText("stone.png").count()).toBe(0);
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await screenshot(page, "site-job-card-just-failed-desktop", { fullPage: false });

    // And a conversion that finishes after the failure is the news in its turn.
    expect((await convert(page, { ...stone, name: "stone-again.png" })).status).toBe("completed");
    await page.reload();
    await card.getByText("stone-again.png", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Download" }).waitFor();
    expect(await card.getByText("corrupt.png").count()).toBe(0);
    await context.close();
  }, 120_000);
});
