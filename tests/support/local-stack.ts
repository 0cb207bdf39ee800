import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./chromium.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "./local-worker.js";

// The app one e2e file drives: its own local Worker (with the Discord stand-in, so sign-in works) and a
// Chromium. The bindings are live: a test file imports `worker` and `browser` and reads them once
// `useLocalStack()`'s beforeAll has run (each test file has its own module instances).

export let worker: LocalWorker & { discordUrl: string };
export let browser: Browser;

/** Starts the Worker and Chromium before this file's tests (ahead of the file's own beforeAll hooks) and stops both after. */
export function useLocalStack(): void {
  beforeAll(async () => {
    worker = await startLocalWorkerWithDiscord();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
  });
}
