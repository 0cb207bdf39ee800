import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, createProjectThroughApi, signedInContext, toastText } from "./site-support.js";

// A project's Upload with a text file among the picked PNGs uploaded nothing: the first refused file
// stopped the whole pick. The images go in, and the refused file is named with its reason.

let owner: { context: BrowserContext; page: Page };
let projectId = 0;

useLocalStack();

beforeAll(async () => {
  owner = await signedInContext(browser, worker.baseUrl, "tester1");
  projectId = await createProjectThroughApi(owner.page, "Mixed Pick");
});
afterAll(async () => {
  await owner?.context.close();
});

/** The names of the project's stored files, as the API lists them. */
const storedNames = (page: Page) =>
  page.evaluate(async (id) => {
    const body = (await (await fetch(`/api/projects/${id}/files`)).json()) as
      | { files: { name: string; type: string }[] }
      | { name: string; type: string }[];
    const files = Array.isArray(body) ? body : body.files;
    return files.filter((file) => file.type === "file").map((file) => file.name);
  }, projectId);

describe("a project's Upload with a non-image among the images", () => {
  it("uploads the images and names the file it refused", async () => {
    const { page } = owner;
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("button", { name: "Upload", exact: true }).waitFor();
    await page
      .getByLabel("Textures to upload")
      .setInputFiles([
        corpusTexture("stone.png"),
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("stone, dirt: to do\n") },
        corpusTexture("dirt.png"),
      ]);
    const text = await toastText(page, "Some files were not added");
    expect(text).toContain(
      "2 textures were added to Mixed Pick. 1 not: notes.txt: Please upload a PNG, JPG, TIFF, or TGA image.",
    );
    expect((await storedNames(page)).sort()).toEqual(["dirt.png", "stone.png"]);

    await page.getByRole("tab", { name: "Textures" }).click();
    await page.locator(".texture-grid .texture-tile", { hasText: "stone.png" }).waitFor();
    await page.locator(".texture-grid .texture-tile", { hasText: "dirt.png" }).waitFor();
    await screenshot(page, "site-project-upload-mixed", { fullPage: false });
  });

  it("still refuses a pick with no image in it, naming the first file", async () => {
    const { page } = owner;
    await page.getByLabel("Textures to upload").setInputFiles([
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("to do\n") },
      { name: "readme.md", mimeType: "text/markdown", buffer: Buffer.from("# hi\n") },
    ]);
    const text = await toastText(page, "Invalid file type");
    expect(text).toContain("notes.txt: Please upload a PNG, JPG, TIFF, or TGA image. (and 1 more)");
    expect((await storedNames(page)).sort()).toEqual(["dirt.png", "stone.png"]);
  });

  it("offers Convert into this project when a resource pack is among the refused files", async () => {
    const { page } = owner;
    const pack = { name: "Faithful.zip", mimeType: "application/zip", buffer: Buffer.from("PK\u0005\u0006") };
    // Beside an image that goes in: the toast counted the pack as refused but lost its way on.
    await page.getByLabel("Textures to upload").setInputFiles([corpusTexture("stone.png"), pack]);
    const toast = page.locator(".toast", { hasText: "Some files were not added" }).first();
    expect(await toastText(page, "Some files were not added")).toContain(
      "1 not: Please upload a PNG, JPG, TIFF, or TGA image. Faithful.zip is a resource pack",
    );
    const convert = toast.getByRole("link", { name: "Convert into this project" });
    expect(await convert.getAttribute("href")).toBe(`/greenhouse?project=${projectId}`);
    await screenshot(page, "site-project-upload-mixed-pack", { fullPage: false });
    // Nothing taken, the pack named second: the first file's reason, and still the pack's way on.
    await page
      .getByLabel("Textures to upload")
      .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("to do\n") }, pack]);
    const refused = page.locator(".toast", { hasText: "notes.txt: Please upload" }).first();
    await refused.waitFor();
    await refused.getByRole("link", { name: "Convert into this project" }).waitFor();
  });
});
