import { scrambledPng } from "@greenhouse/wasm-pipeline/testing/scrambled-png";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, useLocalStack, worker } from "../support/local-stack.js";
import { screenshot } from "../support/screenshots.js";
import { corpusTexture, createProjectThroughApi, signedInContext, toastText } from "./site-support.js";

// The round upload button in the corner sent a picked file as it was: a text file named .png came back
// as a 415 after its upload, and a PNG whose pixels cannot be read became a failed job. The workspace
// reads the bytes first and refuses both at once, naming the file; the button does the same now.

let page: Page;
let projectId = 0;
/** What the page sent to the upload routes, as "POST /api/..." lines. */
const sent: string[] = [];

const notAnImage = { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some words, no picture\n") };
const damaged = { name: "stone.png", mimeType: "image/png", buffer: Buffer.from(scrambledPng()) };

useLocalStack();

beforeAll(async () => {
  ({ page } = await signedInContext(browser, worker.baseUrl, "tester1"));
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && /^\/api\/(upload|projects\/\d+\/files)/.test(path)) sent.push(path);
  });
  projectId = await createProjectThroughApi(page, "Corner Shop");
});

afterAll(async () => {
  await page?.context().close();
});

/** Picks `file` with the round button named `label` and waits for the toast titled `title`. */
async function pickWithFab(label: string, file: typeof notAnImage, title: string): Promise<string> {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: label }).click(),
  ]);
  await chooser.setFiles(file);
  const text = await toastText(page, title);
  await page.getByRole("button", { name: "Close notification" }).click();
  await page.locator(".toast").waitFor({ state: "detached" });
  return text;
}

describe("the floating upload button checks a picked file's bytes first", () => {
  it("refuses a file that is no image whatever its name says, naming it, and uploads nothing", async () => {
    await page.goto(`${worker.baseUrl}/docs`);
    sent.length = 0;
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Upload a texture or pack to convert" }).click(),
    ]);
    await chooser.setFiles(notAnImage);
    expect(await toastText(page, "Invalid file type")).toContain(
      "notes.png is not a PNG, JPG, TIFF or TGA image, whatever its name says.",
    );
    await screenshot(page, "floating-upload-not-an-image", { fullPage: false });
    await page.getByRole("button", { name: "Close notification" }).click();
    await page.locator(".toast").waitFor({ state: "detached" });
    expect(sent).toEqual([]);
  });

  it("refuses a PNG whose pixels cannot be read, as Generate Textures does, instead of a failed job", async () => {
    await page.goto(`${worker.baseUrl}/docs`);
    sent.length = 0;
    const text = await pickWithFab("Upload a texture or pack to convert", damaged, "stone.png cannot be converted");
    expect(text).toContain("This PNG is damaged: its pixel data cannot be read. Re-export it from your image editor.");
    expect(sent).toEqual([]);
  });

  it("still uploads a sound texture", async () => {
    await page.goto(`${worker.baseUrl}/docs`);
    sent.length = 0;
    const stone = corpusTexture("stone.png");
    const text = await pickWithFab("Upload a texture or pack to convert", stone, "Upload successful");
    expect(text).toContain("processing has started");
    expect(sent).toEqual(["/api/upload"]);
  });

  it("on a project page, refuses a file that is no image before adding anything to the project", async () => {
    await page.goto(`${worker.baseUrl}/projects/${projectId}`);
    await page.getByRole("tab", { name: "Textures" }).waitFor();
    sent.length = 0;
    const text = await pickWithFab("Upload textures to Corner Shop", notAnImage, "Invalid file type");
    expect(text).toContain("notes.png is not a PNG, JPG, TIFF or TGA image, whatever its name says.");
    expect(sent).toEqual([]);
    // A sound texture still goes in through the same button.
    const added = await pickWithFab("Upload textures to Corner Shop", corpusTexture("dirt.png"), "Upload successful");
    expect(added).toContain("1 texture was added to Corner Shop.");
    expect(sent).toEqual([`/api/projects/${projectId}/files`]);
  });
});
