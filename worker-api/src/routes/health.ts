import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { checkBucket, checkDatabase, checkDurableObjects } from "../services/health.js";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [d1, r2, durableObjects] = await Promise.all([
    checkDatabase(c.env.DB),
    checkBucket(c.env.BUCKET),
    checkDurableObjects(c.env.JOB_RUNNER),
  ]);
  const ok = d1.ok && r2.ok && durableObjects.ok;
  return c.json(
    { status: ok ? "ok" : "degraded", version: c.env.APP_VERSION, checks: { d1, r2, durableObjects } },
    ok ? 200 : 503,
  );
});
