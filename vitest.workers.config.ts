import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./worker-api/src/index.ts",
      wrangler: { configPath: "./wrangler.jsonc" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
        },
      },
    }),
  ],
  test: {
    name: "workers",
    include: ["worker-api/src/**/*.test.ts", "wasm-pipeline/src/**/*.workerd.test.ts", "tests/workers/**/*.test.ts"],
    setupFiles: ["./tests/workers/apply-migrations.ts"],
    testTimeout: 60_000,
  },
}));
