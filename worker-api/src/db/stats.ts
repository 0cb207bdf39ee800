import { FAILED_NOT_CANCELLED } from "../services/jobs-engine/cancelled.js";
import { JOB_FILE_KEY_LIKE } from "../storage/r2.js";

export interface GlobalCounts {
  users: number;
  projects: number;
  /** Project files added by hand (each checked on upload); files a job wrote are in `jobTextures`. */
  projectTextures: number;
  libraryUploads: number;
  jobsCompleted: number;
  jobsFailed: number;
  packsConverted: number;
  /** Textures completed jobs converted or checked (each job's `images_processed`, not its maps). */
  jobTextures: number;
}

async function count(db: D1Database, query: string, ...params: unknown[]): Promise<number> {
  const row = await db
    .prepare(query)
    .bind(...params)
    .first<{ n: number | null }>();
  return row?.n ?? 0;
}

interface JobCounts {
  completed: number | null;
  failed: number | null;
  packs: number | null;
  textures: number | null;
}

interface RetiredCounts {
  jobs_completed: number;
  jobs_failed: number;
  packs_converted: number;
  job_textures: number;
  project_textures: number;
}

/**
 * Real counts across the whole app: the rows that exist now plus what deleted rows had counted
 * (`retired_totals`, added in the same batch as each delete), so expired jobs and deleted projects do
 * not make the totals shrink. Users and projects are counted as they are now. A job into a project
 * also writes its textures as project files; those are left out of `projectTextures` so that "Textures
 * Processed" counts each converted texture once. A job its owner cancelled is not counted as failed
 * (nothing went wrong), so it leaves "Success Rate" alone.
 */
export async function readGlobalCounts(db: D1Database): Promise<GlobalCounts> {
  const [users, projects, projectTextures, libraryUploads, jobs, retired] = await Promise.all([
    count(db, "select count(*) as n from users"),
    count(db, "select count(*) as n from projects"),
    count(db, "select count(*) as n from project_files where r2_key not like ?", JOB_FILE_KEY_LIKE),
    count(db, "select count(*) as n from uploaded_content"),
    db
      .prepare(
        `select sum(status = 'completed') as completed, sum(${FAILED_NOT_CANCELLED}) as failed,
           sum(status = 'completed' and kind = 'resourcepack') as packs,
           sum(case when status = 'completed' then images_processed else 0 end) as textures
         from jobs`,
      )
      .first<JobCounts>(),
    db.prepare("select * from retired_totals where id = 1").first<RetiredCounts>(),
  ]);
  return {
    users,
    projects,
    projectTextures: projectTextures + (retired?.project_textures ?? 0),
    libraryUploads,
    jobsCompleted: (jobs?.completed ?? 0) + (retired?.jobs_completed ?? 0),
    jobsFailed: (jobs?.failed ?? 0) + (retired?.jobs_failed ?? 0),
    packsConverted: (jobs?.packs ?? 0) + (retired?.packs_converted ?? 0),
    jobTextures: (jobs?.textures ?? 0) + (retired?.job_textures ?? 0),
  };
}
