import { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { loadUser } from "../middleware/session.js";
import { jobOutputResponse } from "../services/job-output.js";
import { asJobStateError, downloadName, jobRunner } from "../services/jobs.js";
import { createBatchJob } from "../services/jobs-batch.js";
import type { JobRefusal, JobState } from "../services/jobs-engine/types.js";
import { jobOwner, requireJobOwner } from "../services/jobs-owner.js";
import { findOwnedJob, listJobs } from "../storage/jobs.js";

const notFound = () => new ApiError(404, "job_not_found", "Job not found");

/**
 * Forwards a state change to the job's runner, turning a refused one into a 409: the runner answers a
 * refusal (`{ refused }`) rather than throwing it, so no "Uncaught JobStateError" is logged for it.
 */
async function change<T extends object>(run: () => Promise<T | JobRefusal | undefined>): Promise<T | undefined> {
  let answer: T | JobRefusal | undefined;
  try {
    answer = await run();
  } catch (error) {
    throw asJobStateError(error) ?? error;
  }
  if (answer && "refused" in answer) throw new ApiError(409, "job_state", answer.refused);
  return answer;
}

/**
 * The requester's conversion jobs. Someone else's job answers 404 like a missing one, so ids leak
 * nothing.
 */
export const jobRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .get("/", async (c) => {
    const owner = await jobOwner(c, false);
    return c.json(owner ? await listJobs(c.env.DB, owner) : []);
  })
  .post("/", loadUser, rateLimit(limits.jobs), async (c) => c.json({ id: await createBatchJob(c) }, 201))
  .get("/:id", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    return c.json(job);
  })
  .get("/:id/status", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    const status = job ? await jobRunner(c.env, job.id).status() : null;
    if (!status) throw notFound();
    return c.json(status);
  })
  .get("/:id/files", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    return c.json(await jobRunner(c.env, job.id).files());
  })
  .get("/:id/download", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    if (job.status !== "completed") {
      throw new ApiError(409, "job_not_completed", `The job is ${job.status}; download it once it has completed`);
    }
    return jobOutputResponse(c.env.BUCKET, job.id, downloadName(job.filename), c.req.header("Range"));
  })
  .post("/:id/cancel", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    const state = await change<JobState>(() => jobRunner(c.env, job.id).cancel());
    return c.json({ id: job.id, status: state?.status, error: state?.error });
  })
  .post("/:id/retry", loadUser, rateLimit(limits.jobs), async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    const state = await change<JobState>(() => jobRunner(c.env, job.id).retry());
    return c.json({ id: job.id, status: state?.status, error: state?.error });
  })
  .delete("/:id", async (c) => {
    const job = await findOwnedJob(c.env.DB, await requireJobOwner(c), c.req.param("id"));
    if (!job) throw notFound();
    await change<object>(() => jobRunner(c.env, job.id).remove());
    return c.body(null, 204);
  });
