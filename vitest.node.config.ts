import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "node",
    environment: "node",
    include: [
      "wasm-pipeline/src/**/*.test.ts",
      "wasm-pipeline/bin/**/*.test.ts",
      "frontend/src/**/*.test.{ts,tsx}",
      "tests/node/**/*.test.ts",
    ],
    exclude: ["**/*.workerd.test.ts", "**/node_modules/**"],
    testTimeout: 60_000,
  },
});
