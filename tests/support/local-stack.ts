import { afterAll, beforeAll } from "vitest";
import { useChromium } from "./chromium-session.js";
import { type LocalWorker, startLocalWorkerWithDiscord } from "./local-worker.js";

// The app one e2e file drives: its own local Worker (with the Discord stand-in, so sign-in works) and a
// Chromium. The bindings are live: a test file imports `worker` and `browser` and reads them once
// `useLocalStack()`'s beforeAll has run (each test file has its own module instances).

export let worker: LocalWorker & { discordUrl: string };
export { browser } from "./chromium-session.js";

/** Starts the Worker and Chromium before this file's tests (ahead of the file's own beforeAll hooks) and stops both after. */
export function useLocalStack(): void {
  beforeAll(async () => {
    worker = await startLocalWorkerWithDiscord();
  });
  afterAll(async () => {
    await worker?.stop();
  });
  // After hooks run in reverse order (vitest's "stack"), so Chromium closes before the Worker stops.
  useChromium();
}
