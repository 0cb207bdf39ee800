import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startLocalSd } from "../../scripts/local-sd/server.mjs";
import { launchChromium } from "../support/chromium.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "../support/local-worker.js";
import { signedInContext } from "./site-support.js";

/** What the AI journeys run against: their own Chromium, Worker and Stable Diffusion stand-in. */
export interface AiStack {
  browser: Browser;
  /** tester1's page, signed in through the local Discord stand-in, at 1440x900. */
  page: Page;
  sd: { url: string; close(): Promise<void> };
  worker: LocalWorker & { discordUrl: string };
}

/**
 * Starts an AiStack before the calling suite's tests and stops it after them. Naming one's own AI server
 * needs an account, so the page is signed in. The fields are filled in by the time the tests run.
 */
export function useSignedInAiStack(): AiStack {
  const stack = {} as AiStack;
  beforeAll(async () => {
    stack.browser = await launchChromium();
    stack.sd = await startLocalSd(0);
    stack.worker = await startLocalWorkerWithDiscord();
    const signedIn = await signedInContext(stack.browser, stack.worker.baseUrl, "tester1", {
      width: 1440,
      height: 900,
    });
    stack.page = signedIn.page;
  });
  afterAll(async () => {
    await stack.page?.context().close();
    await stack.browser?.close();
    await stack.worker?.stop();
    await stack.sd?.close();
  });
  return stack;
}

/** The AI section's list of generated textures on `page`. */
export const generatedTextures = (page: Page) =>
  page.getByRole("list", { name: "Generated textures" }).getByRole("listitem");
