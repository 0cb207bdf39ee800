import { describe, it } from "vitest";
import { useLocalStack, worker } from "../support/local-stack.js";
import { corpusEntry } from "./greenhouse-support.js";
import { seedProject, signedInPage } from "./project-seed.js";

useLocalStack();

describe("probe", () => {
  it("dashboard widths", async () => {
    const page = await signedInPage("new");
    const stone = corpusEntry("pixelperfection-ce.zip", "assets/minecraft/textures/block/stone.png");
    await seedProject(page, { name: "Stone set", description: "Pixel Perfection stones" }, [
      { path: "assets/minecraft/textures/block/stone.png", bytes: stone.bytes },
    ]);
    for (const width of [1280, 1440, 1100, 1024, 820]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${worker.baseUrl}/greenhouse?view=dashboard`);
      await page.getByRole("heading", { name: "Stone set" }).waitFor();
      await page.waitForTimeout(300);
      console.log(width, await page.evaluate(() => { const l = document.querySelector('.pd-tabs .tabs-list'); return l ? [l.scrollWidth, l.clientWidth] : null; }));
      await page.screenshot({ path: `tests/e2e/screenshots/zz-dash-${width}.png` });
    }
    await page.context().close();
  }, 60_000);
});
