import { describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { coveredAtFirstView, finishedJob, roomAtEnd, withJobs } from "./job-card-support.js";
import { phoneScreenshot } from "./phone-support.js";
import { phone, signedInContext } from "./site-support.js";

useLocalStack();

describe("the floating job card on a phone (390x844)", () => {
  it("leaves room to scroll Home's quick actions, the docs' end and a project's activity clear of it", async () => {
    // tester2 signed in once is tester1's Discord friend, so the project's Share card also offers Add people
    // and its Generate Invite Link sits low on the first screen, where the open card used to cover it.
    await (await signedInContext(browser, worker.baseUrl, "tester2", phone)).context.close();
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    let jobs = [finishedJob(1)];
    await withJobs(context, () => jobs);
    const id = await page.evaluate(async () => {
      const response = await fetch("/api/projects", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Overlay Orchard", description: "Scrolled to the end" }),
      });
      return ((await response.json()) as { id: number }).id;
    });

    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Quality" }).waitFor();
    // On first view the upload button sat on the Docs card's label; now no label reaches under its column.
    const labelsClear = await page.evaluate(() => {
      const fabLeft = document.querySelector(".fab")?.getBoundingClientRect().left ?? 0;
      return [...document.querySelectorAll(".quick-action")].map((action) => {
        const range = document.createRange();
        range.selectNodeContents(action);
        return { label: action.textContent?.trim(), clear: range.getBoundingClientRect().right < fabLeft };
      });
    });
    expect(labelsClear.filter((action) => !action.clear)).toEqual([]);
    // A finished job waits as its pill, level with the upload button: opened by itself, the card stood
    // over the second row of quick actions until it folded.
    expect(await coveredAtFirstView(page, ["Convert", "Projects", "Docs", "Templates"])).toEqual([]);
    expect(await page.getByRole("button", { name: "pack-1.zip Ready" }).count()).toBe(1);
    await phoneScreenshot(page, "site-home-phone-job-pill-first-view");
    let room = await roomAtEnd(page);
    expect(room.card).toBeGreaterThanOrEqual(0);
    expect(room.upload).toBeGreaterThanOrEqual(0);
    await phoneScreenshot(page, "site-home-phone-job-card-end");

    await page.goto(`${worker.baseUrl}/docs`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    room = await roomAtEnd(page);
    expect(room.card).toBeGreaterThanOrEqual(0);
    expect(room.upload).toBeGreaterThanOrEqual(0);
    await phoneScreenshot(page, "site-docs-phone-job-card-end");

    // A job that has just finished, never seen on another page, as after converting a texture.
    jobs = [{ ...finishedJob(2), filename: "stone.png" }];
    await page.goto(`${worker.baseUrl}/projects/${id}`, { waitUntil: "domcontentloaded" });
    await page.getByText("tester1: Created project Overlay Orchard").waitFor();
    await page.getByRole("combobox", { name: /friend/i }).waitFor();
    expect(await coveredAtFirstView(page, ["Upload", "Download", "Share", "Generate Invite Link"])).toEqual([]);
    expect(await page.getByRole("button", { name: "stone.png Ready" }).count()).toBe(1);
    await phoneScreenshot(page, "site-project-phone-job-pill-first-view");
    room = await roomAtEnd(page);
    expect(room.card).toBeGreaterThanOrEqual(0);
    expect(room.upload).toBeGreaterThanOrEqual(0);
    await phoneScreenshot(page, "site-project-phone-job-card-end");
    await context.close();
  });

  it("hides every finished job with one close until a new job starts", async () => {
    const context = await browser.newContext({ viewport: phone });
    let jobs = [1, 2, 3, 4].map(finishedJob);
    await withJobs(context, () => jobs);
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/docs`, { waitUntil: "domcontentloaded" });
    const card = page.getByRole("region", { name: "Conversion status" });
    await card.getByRole("button", { name: "pack-1.zip Ready" }).click(); // a phone shows the pill first
    await card.getByRole("button", { name: "Hide conversion status" }).click();
    await card.waitFor({ state: "detached", timeout: 5000 });
    // Still closed after a reload, and after the next visit.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/jobs");
    await page.reload({ waitUntil: "domcontentloaded" });
    await listed;
    await page.getByRole("heading", { name: "LabPBR 1.3 in Greenhouse" }).waitFor();
    await page.waitForTimeout(300); // one render after the list arrives
    expect(await card.count()).toBe(0);

    jobs = [{ ...finishedJob(5), status: "processing", progress: 40 }, ...jobs];
    await page.reload({ waitUntil: "domcontentloaded" });
    await card.getByText("pack-5.zip").waitFor();
    await card.getByRole("progressbar", { name: "Converting pack-5.zip" }).waitFor();
    // When it finishes it asks for attention again (its Download), even though it was running before.
    await card.getByRole("button", { name: /pack-5\.zip/ }).click(); // the running job's pill opens the card
    await card.getByRole("button", { name: "Hide conversion status" }).click();
    await card.waitFor({ state: "detached", timeout: 5000 });
    jobs = [finishedJob(5), ...jobs.slice(1)];
    await page.reload({ waitUntil: "domcontentloaded" });
    await card.getByRole("button", { name: "pack-5.zip Ready" }).click();
    await card.getByRole("button", { name: "Download" }).waitFor();
    await context.close();
  });

  it("keeps a running job to a pill beside the upload button, covering under 12% of the screen", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    let progress = 40;
    await withJobs(context, () => [{ ...finishedJob(6), status: "processing", progress }]);
    await page.goto(`${worker.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const card = page.getByRole("region", { name: "Conversion status" });
    const pill = card.getByRole("button", { name: "pack-6.zip 40%" });
    await pill.waitFor();
    expect(await card.getByRole("progressbar", { name: "Converting pack-6.zip" }).getAttribute("aria-valuenow")).toBe(
      "40",
    );
    // The three bottom overlays' union, in px of the 390x844 viewport (was 67,556, 20.5%, with the full card).
    const cover = await page.evaluate(() => {
      const width = window.innerWidth;
      const height = window.innerHeight;
      const covered = new Uint8Array(width * height);
      const boxes = [".job-card", ".fab", ".bottom-nav"].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        if (!box) throw new Error(`${selector} is not on screen`);
        for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(height, Math.ceil(box.bottom)); y++)
          covered.fill(
            1,
            y * width + Math.max(0, Math.floor(box.left)),
            y * width + Math.min(width, Math.ceil(box.right)),
          );
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height };
      });
      return { share: covered.reduce((sum, cell) => sum + cell, 0) / (width * height), boxes };
    });
    const [jobCard, upload, nav] = cover.boxes;
    if (!jobCard || !upload || !nav) throw new Error("an overlay is missing");
    expect(cover.share).toBeLessThan(0.12);
    expect(jobCard.height).toBe(44);
    expect(jobCard.right).toBeLessThanOrEqual(upload.left); // side by side, never over each other
    expect(Math.max(jobCard.bottom, upload.bottom)).toBeLessThanOrEqual(nav.top);
    await phoneScreenshot(page, "site-home-phone-job-pill");

    // A tap opens the full card; its percent follows the job; collapsing gives the pill back.
    await pill.click();
    await card.getByText("Growing… 40%").waitFor();
    await phoneScreenshot(page, "site-home-phone-job-card-open");
    progress = 70;
    await card.getByText("Growing… 70%", { exact: true }).waitFor({ timeout: 10_000 });
    await card.getByRole("button", { name: "Collapse conversion status" }).click();
    await card.getByRole("button", { name: "pack-6.zip 70%" }).waitFor();
    await context.close();
  });

  it("shows a finished job as its pill, clear of the last project's Open Project", async () => {
    const { context, page } = await signedInContext(browser, worker.baseUrl, "tester1", phone);
    await withJobs(context, () => [finishedJob(7)]);
    for (const name of ["Folded Fern", "Folded Moss"]) {
      await page.evaluate(async (projectName) => {
        await fetch("/api/projects", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: projectName }),
        });
      }, name);
    }
    await page.goto(`${worker.baseUrl}/projects`, { waitUntil: "domcontentloaded" });
    const card = page.getByRole("region", { name: "Conversion status" });
    // Finished: the pill says Ready and waits for a tap; its Download is not pushed over the page.
    await card.getByRole("button", { name: "pack-7.zip Ready" }).waitFor();
    expect(await card.getByRole("button", { name: "Download" }).count()).toBe(0);
    const open = page.getByRole("link", { name: "Open Project" }).last();
    await open.waitFor();
    const hit = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const links = [...document.querySelectorAll("a")].filter((link) => link.textContent?.trim() === "Open Project");
      const link = links.at(-1);
      const box = link?.getBoundingClientRect();
      const overlay = document.querySelector(".job-card")?.getBoundingClientRect();
      if (!link || !box || !overlay) throw new Error("no Open Project link or job card");
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { reachable: link.contains(onTop), overlap: box.bottom > overlay.top && box.top < overlay.bottom };
    });
    expect(hit).toEqual({ reachable: true, overlap: false });
    await phoneScreenshot(page, "site-projects-phone-job-pill-end");
    // Still a pill after a reload; tapping it opens the card for its Download, and a tap elsewhere keeps
    // it open (asked for), with the page's end still scrolling clear of the taller card.
    await page.reload({ waitUntil: "domcontentloaded" });
    await card.getByRole("button", { name: "pack-7.zip Ready" }).click();
    await card.getByRole("button", { name: "Download" }).waitFor();
    await page.locator("main h1").click();
    await page.waitForTimeout(300);
    expect(await card.getByRole("button", { name: "Download" }).count()).toBe(1);
    const room = await roomAtEnd(page);
    expect(room.card).toBeGreaterThanOrEqual(0);
    expect(room.upload).toBeGreaterThanOrEqual(0);
    await phoneScreenshot(page, "site-projects-phone-job-card-open-end");
    // The folded pill can be hidden too, without opening the card first, and stays hidden after a reload.
    await card.getByRole("button", { name: "Collapse conversion status" }).click();
    await card.getByRole("button", { name: "pack-7.zip Ready" }).waitFor();
    await phoneScreenshot(page, "site-projects-phone-job-pill-hide");
    await card.getByRole("button", { name: "Hide conversion status" }).click();
    await card.waitFor({ state: "detached" });
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Open Project" }).last().waitFor();
    await page.waitForTimeout(500);
    expect(await card.count()).toBe(0);
    await context.close();
  }, 60_000);
});
