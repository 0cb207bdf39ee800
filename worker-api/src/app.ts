import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env.js";
import { ApiError } from "./lib/errors.js";
import { apiSecurityHeaders } from "./middleware/security-headers.js";
import { aiRoutes } from "./routes/ai.js";
import { aiToolsRoutes } from "./routes/ai-tools.js";
import { authRoutes, loginRoutes } from "./routes/auth.js";
import { discordRoutes } from "./routes/discord.js";
import { donationRoutes } from "./routes/donation.js";
import { favoriteRoutes } from "./routes/favorites.js";
import { healthRoutes } from "./routes/health.js";
import { jobRoutes } from "./routes/jobs.js";
import { presetRoutes } from "./routes/presets.js";
import { projectSharingRoutes } from "./routes/project-sharing.js";
import { projectRoutes } from "./routes/projects.js";
import { statsRoutes } from "./routes/stats.js";
import { uploadRoutes } from "./routes/upload.js";
import { uploadedContentRoutes } from "./routes/uploaded-content.js";
import { uploadsRoutes } from "./routes/uploads.js";
import { userRoutes } from "./routes/users.js";
import { validateRoutes } from "./routes/validate.js";

export const app = new Hono<AppEnv>()
  .basePath("/api")
  .use(apiSecurityHeaders)
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/login", loginRoutes)
  .route("/projects", projectSharingRoutes)
  .route("/projects", projectRoutes)
  .route("/discord", discordRoutes)
  .route("/donation", donationRoutes)
  .route("/favorites", favoriteRoutes)
  .route("/users", userRoutes)
  .route("/presets", presetRoutes)
  .route("/uploaded-content", uploadedContentRoutes)
  .route("/stats", statsRoutes)
  .route("/upload", uploadRoutes)
  .route("/uploads", uploadsRoutes)
  .route("/jobs", jobRoutes)
  .route("/validate", validateRoutes)
  .route("/ai", aiRoutes)
  .route("/ai", aiToolsRoutes);

app.notFound((c) =>
  c.json({ error: { code: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` } }, 404),
);

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json(
      { error: { code: error.code, message: error.message, details: error.details } },
      error.status,
      error.headers,
    );
  }
  // Hono's own request errors (e.g. malformed JSON in a validated body) are client errors, not 500s.
  if (error instanceof HTTPException && error.status < 500) {
    const message = error.status === 400 ? "The request body is not valid JSON" : error.message || "Bad request";
    return c.json({ error: { code: "invalid_input", message } }, error.status);
  }
  console.error("Unhandled API error", error);
  return c.json({ error: { code: "internal_error", message: "Something went wrong on the server" } }, 500);
});

export type AppType = typeof app;
