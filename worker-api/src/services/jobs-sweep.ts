import { expiredJobIds } from "../storage/jobs.js";
import { jobRunner } from "./jobs.js";
import { sweepDeletedProjectObjects } from "./projects.js";
import { sweepAbandonedUploads } from "./uploads.js";

/**
 * The scheduled clean-up: abandoned chunked uploads are aborted, expired jobs are destroyed (R2 input
 * and output, index row, runner storage), and objects left under deleted projects are deleted. Each
 * job also schedules its own expiry alarm; this sweep is the safety net for any alarm that never ran.
 */
export async function sweepExpired(
  env: Env,
  now = new Date().toISOString(),
): Promise<{ uploads: number; jobs: number; deletedProjects: number }> {
  const uploads = await sweepAbandonedUploads(env, now);
  const ids = await expiredJobIds(env.DB, now);
  for (const id of ids) await jobRunner(env, id).destroy();
  const deletedProjects = await sweepDeletedProjectObjects(env);
  return { uploads, jobs: ids.length, deletedProjects };
}
