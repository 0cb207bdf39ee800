export interface GlobalCounts {
  users: number;
  projects: number;
  projectTextures: number;
  libraryUploads: number;
  jobsCompleted: number;
  jobsFailed: number;
  packsConverted: number;
  jobTextures: number;
}

async function count(db: D1Database, query: string): Promise<number> {
  const row = await db.prepare(query).first<{ n: number | null }>();
  return row?.n ?? 0;
}

async function columnsOf(db: D1Database, table: string): Promise<Set<string>> {
  const { results } = await db.prepare("select name from pragma_table_info(?)").bind(table).all<{ name: string }>();
  return new Set(results.map((row) => row.name));
}

/**
 * Real counts across the whole app. The `jobs` table belongs to the job engine, so it is read
 * defensively: finished jobs by `status`, packs by `kind = 'resourcepack'`, and generated textures
 * only if the engine records them in a `textures_generated` column (otherwise each completed single
 * texture job counts as one texture).
 */
export async function readGlobalCounts(db: D1Database): Promise<GlobalCounts> {
  const [users, projects, projectTextures, libraryUploads] = await Promise.all([
    count(db, "select count(*) as n from users"),
    count(db, "select count(*) as n from projects"),
    count(db, "select count(*) as n from project_files"),
    count(db, "select count(*) as n from uploaded_content"),
  ]);
  const jobColumns = await columnsOf(db, "jobs");
  let jobsCompleted = 0;
  let jobsFailed = 0;
  let packsConverted = 0;
  let jobTextures = 0;
  if (jobColumns.has("status")) {
    jobsCompleted = await count(db, "select count(*) as n from jobs where status = 'completed'");
    jobsFailed = await count(db, "select count(*) as n from jobs where status = 'failed'");
    if (jobColumns.has("kind")) {
      packsConverted = await count(
        db,
        "select count(*) as n from jobs where status = 'completed' and kind = 'resourcepack'",
      );
    }
    jobTextures = jobColumns.has("textures_generated")
      ? await count(db, "select sum(textures_generated) as n from jobs where status = 'completed'")
      : jobColumns.has("kind")
        ? await count(db, "select count(*) as n from jobs where status = 'completed' and kind = 'single'")
        : 0;
  }
  return { users, projects, projectTextures, libraryUploads, jobsCompleted, jobsFailed, packsConverted, jobTextures };
}
