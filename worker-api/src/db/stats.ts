export interface GlobalCounts {
  users: number;
  projects: number;
  projectTextures: number;
  libraryUploads: number;
  jobsCompleted: number;
  jobsFailed: number;
  jobTextures: number;
}

async function tableNames(db: D1Database): Promise<Set<string>> {
  const { results } = await db.prepare("select name from sqlite_master where type = 'table'").all<{ name: string }>();
  return new Set(results.map((row) => row.name));
}

async function count(db: D1Database, query: string): Promise<number> {
  const row = await db.prepare(query).first<{ n: number | null }>();
  return row?.n ?? 0;
}

/**
 * Real counts across the whole app. The conversion job tables belong to the job engine and arrive in a
 * later migration, so they are read only when present (a job is `status`; a job file is one texture).
 */
export async function readGlobalCounts(db: D1Database): Promise<GlobalCounts> {
  const tables = await tableNames(db);
  const [users, projects, projectTextures, libraryUploads] = await Promise.all([
    count(db, "select count(*) as n from users"),
    count(db, "select count(*) as n from projects"),
    count(db, "select count(*) as n from project_files"),
    count(db, "select count(*) as n from uploaded_content"),
  ]);
  let jobsCompleted = 0;
  let jobsFailed = 0;
  let jobTextures = 0;
  if (tables.has("jobs")) {
    jobsCompleted = await count(db, "select count(*) as n from jobs where status = 'completed'");
    jobsFailed = await count(db, "select count(*) as n from jobs where status = 'failed'");
  }
  if (tables.has("job_files")) jobTextures = await count(db, "select count(*) as n from job_files");
  return { users, projects, projectTextures, libraryUploads, jobsCompleted, jobsFailed, jobTextures };
}
