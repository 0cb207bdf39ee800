import { app } from "./app.js";
import { sweepExpired } from "./services/jobs-sweep.js";

export { JobRunner } from "./durable/job-runner.js";

export default {
  fetch: app.fetch,
  /** Cron (wrangler.jsonc `triggers`): expires old jobs and aborts abandoned uploads. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweepExpired(env));
  },
} satisfies ExportedHandler<Env>;
