import type { TestProject } from "vitest/node";
import { findChromium } from "../support/chromium.js";
import { type LocalWorker, startLocalWorker } from "../support/local-worker.js";

declare module "vitest" {
  interface ProvidedContext {
    baseUrl: string;
  }
}

let worker: LocalWorker | undefined;

export async function setup(project: TestProject) {
  findChromium();
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseUrl", external);
    return;
  }
  worker = await startLocalWorker();
  project.provide("baseUrl", worker.baseUrl);
}

export async function teardown() {
  await worker?.stop();
}
