import { eq, type SQL, sql } from "drizzle-orm";
import { FAILED_NOT_CANCELLED } from "../services/jobs-engine/cancelled.js";
import { JOB_FILE_KEY_LIKE } from "../storage/r2.js";
import type { Orm } from "./client.js";
import { retiredTotals } from "./schema.js";

/**
 * The landing page's counts only grow: before a job row is deleted (expiry, a failed start), this
 * statement adds what it counted to `retired_totals`. Batch it with the delete so both or neither land.
 */
export function retireJobStatement(d: Orm, jobId: string) {
  const counted = (condition: SQL) => sql`(select count(*) from jobs where id = ${jobId} and ${condition})`;
  return d
    .update(retiredTotals)
    .set({
      jobsCompleted: sql`${retiredTotals.jobsCompleted} + ${counted(sql`status = 'completed'`)}`,
      jobsFailed: sql`${retiredTotals.jobsFailed} + ${counted(sql.raw(FAILED_NOT_CANCELLED))}`,
      packsConverted: sql`${retiredTotals.packsConverted} + ${counted(sql`status = 'completed' and kind = 'resourcepack'`)}`,
      jobTextures: sql`${retiredTotals.jobTextures} + coalesce((select sum(images_processed) from jobs where id = ${jobId} and status = 'completed'), 0)`,
    })
    .where(eq(retiredTotals.id, 1));
}

/**
 * The same for project files about to be deleted (`which` selects them, e.g. by project or by id):
 * hand-added files count as processed textures; files a job wrote are counted by the job.
 */
export function retireProjectFilesStatement(d: Orm, which: SQL) {
  return d
    .update(retiredTotals)
    .set({
      projectTextures: sql`${retiredTotals.projectTextures} + (select count(*) from project_files where ${which} and r2_key not like ${JOB_FILE_KEY_LIKE})`,
    })
    .where(eq(retiredTotals.id, 1));
}
