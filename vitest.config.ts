import { defineConfig } from "vitest/config";

// One run, three runtimes: Node (pipeline, CLI), workerd (API and pipeline in the Worker), Chromium (e2e).
export default defineConfig({
  test: {
    projects: ["./vitest.node.config.ts", "./vitest.workers.config.ts", "./vitest.e2e.config.ts"],
  },
});
