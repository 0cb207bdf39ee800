import { env } from "cloudflare:workers";
import { expect, it } from "vitest";

// .env holds wrangler's own switches; read as Worker variables (wrangler's default when there is no
// .dev.vars, which is git-ignored) they would reach the Worker. CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV
// is off in .env and in scripts/offline-env.mjs.
it("gets none of .env's wrangler switches as Worker variables", () => {
  const leaked = Object.keys(env).filter((key) => key.startsWith("WRANGLER_") || key.startsWith("CLOUDFLARE_"));
  expect(leaked).toEqual([]);
});
