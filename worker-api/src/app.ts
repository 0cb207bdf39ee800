import { Hono } from "hono";
import type { AppEnv } from "./env.js";
import { ApiError } from "./lib/errors.js";
import { healthRoutes } from "./routes/health.js";

export const app = new Hono<AppEnv>().basePath("/api").route("/health", healthRoutes);

app.notFound((c) =>
  c.json({ error: { code: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` } }, 404),
);

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json({ error: { code: error.code, message: error.message, details: error.details } }, error.status);
  }
  console.error("Unhandled API error", error);
  return c.json({ error: { code: "internal_error", message: "Something went wrong on the server" } }, 500);
});

export type AppType = typeof app;
