import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { roomAtEndAbove } from "./job-card-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { corpusTexture, desktop, phone } from "./site-support.js";

// The PWA install card floated at the job card's own place: on a desktop it covered the card and its
// Download, on a phone the upload button and the job pill. It now stands above that row. The job is a
// guest's real conversion; the browser's install offer is played by a synthetic beforeinstallprompt
// (Chromium only sends the real one for an installable site after its engagement checks).

useLocalStack();

type Box = { top: number; bottom: number; left: number; right: number };

const stone = corpusTexture("stone.png");

/** A new guest context of this size whose one conversion (a real texture) has completed. */
async function guestWithFinishedJob(viewport: { width: number; height: number }, theme: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/docs`);
  await page.evaluate((chosen) => localStorage.setItem("greenhouse-theme", chosen), theme);
  await page.evaluate(
    async (bytes) => {
      const form = new FormData();
      form.append("file", new File([new Uint8Array(bytes)], "stone.png", { type: "image/png" }));
      form.append("settings", JSON.stringify({ baseColorContrast: 1 }));
      const response = await fetch("/api/upload", { method: "POST", body: form });
      if (!response.ok) throw new Error(`upload answered ${response.status}`);
      const { jobId } = (await response.json()) as { jobId: string };
      for (let tries = 0; tries < 240; tries++) {
        const job = (await (await fetch(`/api/jobs/${jobId}`)).json()) as { status: string };
        if (job.status === "completed") return;
        if (job.status === "failed") throw new Error("the conversion failed");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error("the conversion did not end");
    },
    [...stone.buffer],
  );
  return { context, page };
}

/** The browser offers installation; the card shows 5 s later (spec: PWA prompt). */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole("complementary", { name: "Install Greenhouse" }).waitFor({ timeout: 10_000 });
}

/** The boxes of the overlays on screen now, by selector (absent ones left out). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const found: Record<string, Box> = {};
    for (const selector of [".install-card", ".job-card", ".fab", ".bottom-nav"]) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box) found[selector] = { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
    }
    return found;
  });

const meet = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** What the install card covers among the other overlays, and whether it stands above all of them. */
async function installCardAgainstRow(page: Page): Promise<{ covered: string[]; above: boolean }> {
  const found = await boxes(page);
  const card = found[".install-card"];
  if (!card) throw new Error("no install card");
  const others = Object.entries(found).filter(([selector]) => selector !== ".install-card");
  return {
    covered: others.filter(([, box]) => meet(card, box)).map(([selector]) => selector),
    above: others.every(([, box]) => card.bottom <= box.top),
  };
}

/** Whether the middle of this control is what a click there would reach (nothing floats over it). */
const reachable = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });

const jobCardButton = (page: Page, name: string) =>
  page.getByRole("region", { name: "Conversion status" }).getByRole("button", { name });

/** How far the page's last content ends above the install card once scrolled to the end (negative: under it). */
const roomUnderInstallCard = async (page: Page) => (await roomAtEndAbove(page, [".install-card"]))[0];

describe("the PWA install card beside the job card and the upload button", () => {
  for (const theme of ["dark", "light"]) {
    it(`stands above the job card and its Download on a desktop (1280x800, ${theme})`, async () => {
      const { context, page } = await guestWithFinishedJob(desktop, theme);
      await page.goto(`${worker.baseUrl}/docs`);
      await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
      const card = page.getByRole("region", { name: "Conversion status" });
      await card.getByRole("button", { name: "Download" }).waitFor();
      // Keep the finished card open (a pointer elsewhere would fold it to its pill).
      await card.getByRole("button", { name: "Download" }).focus();
      await offerInstall(page);
      expect(await installCardAgainstRow(page)).toEqual({ covered: [], above: true });
      expect(await reachable(jobCardButton(page, "Download"))).toBe(true);
      await screenshot(page, `site-install-card-desktop-job-card-${theme}`, { fullPage: false });
      expect(await roomUnderInstallCard(page)).toBeGreaterThanOrEqual(0);
      await context.close();
    }, 60_000);

    it(`stands above the upload button and the job pill on a phone (390x844, ${theme}), and above the opened card`, async () => {
      const { context, page } = await guestWithFinishedJob(phone, theme);
      await page.goto(`${worker.baseUrl}/`);
      await page.getByRole("heading", { name: "Recent Activity" }).waitFor();
      const pill = page.getByRole("region", { name: "Conversion status" }).getByRole("button", {
        name: "stone.png Ready",
      });
      await pill.waitFor();
      await offerInstall(page);
      expect(await installCardAgainstRow(page)).toEqual({ covered: [], above: true });
      expect(await reachable(jobCardButton(page, "stone.png Ready"))).toBe(true);
      expect(await reachable(page.locator(".fab"))).toBe(true);
      await phoneScreenshot(page, `site-install-card-phone-pill-${theme}`);

      // The opened card is taller: the install card moves up with it.
      await pill.click();
      await page.getByRole("region", { name: "Conversion status" }).getByRole("button", { name: "Download" }).waitFor();
      await expect.poll(async () => (await installCardAgainstRow(page)).covered).toEqual([]);
      expect((await installCardAgainstRow(page)).above).toBe(true);
      expect(await reachable(jobCardButton(page, "Download"))).toBe(true);
      await phoneScreenshot(page, `site-install-card-phone-card-open-${theme}`);
      expect(await roomUnderInstallCard(page)).toBeGreaterThanOrEqual(0);
      await context.close();
    }, 60_000);
  }

  it("stands above the upload button on a phone with no job", async () => {
    const context: BrowserContext = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs`);
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await offerInstall(page);
    expect(await installCardAgainstRow(page)).toEqual({ covered: [], above: true });
    await phoneScreenshot(page, "site-install-card-phone-no-job");
    await context.close();
  });
});
