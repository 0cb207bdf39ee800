import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { scrambledPng } from "@greenhouse/wasm-pipeline/testing/scrambled-png";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";

// A PNG whose header is sound and whose pixel data is scrambled: only the wasm codec's decode fails, with
// a Rust panic ("`unwrap_throw` failed"). Those words reached the Quality tab, the Library's refusal and
// the job's failure reason; each must name the file and the problem in plain words instead.
const internals = /unwrap|RuntimeError|undefined|out of bounds|\[object|wasm/i;

function damagedFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "greenhouse-damaged-")), "stone.png");
  writeFileSync(file, scrambledPng());
  return file;
}

async function signedIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/api/auth/discord?login_hint=tester1`);
  await page.waitForURL(`${worker.baseUrl}/`);
  return page;
}

useLocalStack();

describe("a texture whose pixel data is damaged", () => {
  it("is called damaged in the Quality tab, in plain words", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.baseUrl}/greenhouse?view=quality`);
    await page.getByLabel("Texture to analyse").setInputFiles(damagedFile());
    const alert = page.locator(".q-error[role=alert]");
    await alert.waitFor();
    expect(await alert.locator("strong").textContent()).toBe("This image is damaged");
    expect(await alert.textContent()).toContain("stone.png: its pixel data cannot be read");
    expect(await alert.textContent()).not.toMatch(internals);
    await screenshot(page, "damaged-quality");
    await page.close();
  });

  it("is refused by the Library with the file and the problem named", async () => {
    const page = await signedIn();
    await page.goto(`${worker.baseUrl}/greenhouse?view=library`);
    await page.getByRole("heading", { name: "No uploaded content yet" }).waitFor();
    await page.getByLabel("Files to add to your library").setInputFiles(damagedFile());
    const toast = page.locator(".toast").filter({ hasText: "Upload failed" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("stone.png: its pixel data cannot be read");
    expect(await toast.textContent()).not.toMatch(internals);
    await screenshot(page, "damaged-library-refused", { fullPage: false });
    await page.context().close();
  });

  it("fails its job with that reason in the queue and in Growth Progress", async () => {
    const page = await signedIn();
    await page.goto(`${worker.baseUrl}/greenhouse`);
    await page.getByRole("heading", { name: "Greenhouse", level: 1 }).waitFor();
    // Sent as a script or the CLI sends it: the workspace and the floating upload button refuse the file
    // before uploading it (floating-upload-checks.test.ts), so nothing on a page checked it first.
    const bytes = Array.from(scrambledPng());
    const status = await page.evaluate(async (data) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(data)], "stone.png", { type: "image/png" }));
      form.append("settings", "{}");
      return (await fetch("/api/upload", { method: "POST", body: form })).status;
    }, bytes);
    expect(status).toBe(201);
    const row = page.getByRole("list", { name: "Job queue" }).getByRole("listitem").filter({ hasText: "stone.png" });
    await row.getByText("Failed", { exact: true }).waitFor({ timeout: 60_000 });
    expect(await row.locator(".gh-queue-error").textContent()).toBe("stone.png: its pixel data cannot be read");
    const task = page.getByTestId("growth-progress").getByTestId("current-task");
    await task.getByText("Failed: stone.png: its pixel data cannot be read").waitFor();
    expect(await page.getByTestId("growth-progress").textContent()).not.toMatch(internals);
    await screenshot(page, "damaged-job-failed", { fullPage: false });
    await page.context().close();
  }, 90_000);
});
