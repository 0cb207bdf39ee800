import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "@greenhouse/wasm-pipeline/testing/corpus";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { cookieFrom } from "../support/sign-in.js";
import { phoneScreenshot } from "./phone-support.js";
import { corpusTexture, desktop, phone } from "./site-support.js";

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

/**
 * A guest's real conversion of a whole pack (2,480 textures, so it is still running), cancelled at once
 * through the API as the queue's Cancel does. Gives the guest cookie that owns it.
 */
async function cancelledPackJob(): Promise<{ guest: string; filename: string }> {
  const filename = "pixelperfection-ce.zip";
  const form = new FormData();
  form.append("file", new Blob([readFileSync(path.join(corpusDir, filename))]), filename);
  form.append("settings", "{}");
  const origin = { Origin: worker.baseUrl };
  const upload = await fetch(`${worker.baseUrl}/api/upload`, { method: "POST", body: form, headers: origin });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const guest = cookieFrom(upload, "gh_guest");
  if (!guest) throw new Error("no guest cookie");
  const { jobId } = (await upload.json()) as { jobId: string };
  const headers = { ...origin, Cookie: guest };
  const cancel = await fetch(`${worker.baseUrl}/api/jobs/${jobId}/cancel`, { method: "POST", headers });
  if (!cancel.ok) throw new Error(`cancel answered ${cancel.status}: ${await cancel.text()}`);
  for (let tries = 0; tries < 120; tries++) {
    const job = (await (await fetch(`${worker.baseUrl}/api/jobs/${jobId}`, { headers })).json()) as Listed & {
      error?: string;
    };
    if (job.status === "failed") {
      expect(job.error).toBe("Cancelled by you");
      return { guest, filename };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`job ${jobId} was not cancelled`);
}

/** A browser context carrying the guest cookie, so its pages list that guest's jobs. */
async function contextOf(guest: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const [name = "", value = ""] = guest.split("=");
  await context.addCookies([{ name, value, url: worker.baseUrl }]);
  return context;
}

describe("a conversion its owner cancelled", () => {
  it("reads a neutral Cancelled in the job card and on the phone's Recent Activity, not a red Failed", async () => {
    const { guest, filename } = await cancelledPackJob();

    const onDesktop = await contextOf(guest, desktop);
    const page = await onDesktop.newPage();
    await page.goto(`${worker.baseUrl}/docs`);
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    const card = page.getByRole("region", { name: "Conversion status" });
    // A desktop opens a job that has ended by itself: the card says what happened.
    const reason = card.getByText("Cancelled by you", { exact: true });
    await reason.waitFor();
    expect(await card.getByText(filename, { exact: true }).count()).toBe(1);
    expect(await card.getByText(/Failed/).count()).toBe(0);
    expect(await reason.getAttribute("class")).not.toContain("text-danger");
    await screenshot(page, "site-job-card-cancelled-desktop", { fullPage: false });
    await onDesktop.close();

    const onPhone = await contextOf(guest, phone);
    const home = await onPhone.newPage();
    for (const theme of ["dark", "light"]) {
      await home.goto(`${worker.baseUrl}/`);
      await home.evaluate((chosen) => localStorage.setItem("greenhouse-theme", chosen), theme);
      await home.reload();
      const recent = home.getByRole("region", { name: "Recent Activity" }).getByRole("listitem");
      await recent.filter({ hasText: filename }).waitFor();
      const badge = recent.filter({ hasText: filename }).locator(".badge");
      expect(await badge.textContent()).toBe("Cancelled");
      expect(await badge.getAttribute("class")).not.toContain("badge-danger");
      // The phone's pill says the same.
      const pill = home.getByRole("region", { name: "Conversion status" }).getByRole("button", {
        name: `${filename} Cancelled`,
      });
      await pill.waitFor();
      expect(await pill.locator(".job-pill-status").getAttribute("class")).toContain("job-pill-status-muted");
      await recent.filter({ hasText: filename }).scrollIntoViewIfNeeded();
      await phoneScreenshot(home, `site-home-phone-recent-cancelled-${theme}`);
    }
    await onPhone.close();
  }, 120_000);
});
