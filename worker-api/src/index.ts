import { app } from "./app.js";

export { JobRunner } from "./durable/job-runner.js";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
