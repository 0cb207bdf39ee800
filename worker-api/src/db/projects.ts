import { and, eq, sql } from "drizzle-orm";
import { avatarAddress } from "../lib/discord-avatar.js";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { retireProjectFilesStatement } from "./retired-totals.js";
import { activity, invites, projectFiles, projectShares, projects, validationIssues } from "./schema.js";

export type ProjectRole = "owner" | "edit" | "view";

export interface ProjectRow {
  id: number;
  ownerId: number;
  name: string;
  description: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Who owns a project, as collaborators see them: name and avatar address, not the Discord id (a
 * member who joined by link would otherwise read it; see lib/discord-avatar).
 */
export interface ProjectOwner {
  id: number;
  username: string;
  avatarUrl: string | null;
}

export interface ProjectSummary extends ProjectRow {
  textureCount: number;
  role: ProjectRole;
  /** Absent only for a project just created, whose owner is the caller. */
  owner?: ProjectOwner;
}

interface SummarySql {
  id: number;
  owner_id: number;
  name: string;
  description: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  texture_count: number;
  role: ProjectRole;
  owner_username: string;
  owner_avatar: string | null;
}

const toSummary = (row: SummarySql): ProjectSummary => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  description: row.description,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  textureCount: row.texture_count,
  role: row.role,
  owner: {
    id: row.owner_id,
    username: row.owner_username,
    avatarUrl: avatarAddress(row.owner_id, row.owner_avatar),
  },
});

/**
 * The pipeline's `textureKind` rule in SQL, for a file `f`: the path up to its extension's dot, the
 * extension, and the base a `_n`/`_s` map belongs to (same folder, `.png`). `rtrim(x, replace(x, '.',
 * ''))` cuts `x` back to its last dot. The suffix is matched case-sensitively (glob), as the pipeline does.
 */
const stemDot = "rtrim(f.path, replace(f.path, '.', ''))";
const extension = `lower(substr(f.path, length(${stemDot}) + 1))`;
const isMapOfAnotherFile = `(${stemDot} glob '*_[ns].' and ${extension} not like '%/%'
  and ${extension} in ('png', 'jpg', 'jpeg', 'tga', 'tif', 'tiff', 'bmp', 'gif', 'webp')
  and exists (select 1 from project_files b where b.project_id = f.project_id
    and b.path = substr(${stemDot}, 1, length(${stemDot}) - 3) || '.png'))`;

/**
 * Textures, not files: a converted texture's `_n` and `_s` maps are part of it (spec: the card's
 * "texture count", the overview's "Total textures"). A map whose base is not in the project counts.
 * A `.mcmeta` (a texture's animation, the pack's pack.mcmeta) is never a texture.
 */
const textureCount = `(select count(*) from project_files f where f.project_id = p.id
  and f.path not like '%.mcmeta' and not ${isMapOfAnotherFile})`;

const summarySelect = `select p.id, p.owner_id, p.name, p.description, p.status, p.created_at, p.updated_at,
  ${textureCount} as texture_count,
  case when p.owner_id = ?1 then 'owner' else s.permission end as role,
  o.username as owner_username, o.avatar as owner_avatar
  from projects p join users o on o.id = p.owner_id
  left join project_shares s on s.project_id = p.id and s.user_id = ?1`;

/** Projects the user owns or has been given, newest activity first. */
export async function listProjectsForUser(db: D1Database, userId: number): Promise<ProjectSummary[]> {
  const { results } = await db
    .prepare(`${summarySelect} where p.owner_id = ?1 or s.user_id is not null order by p.updated_at desc, p.id desc`)
    .bind(userId)
    .all<SummarySql>();
  return results.map(toSummary);
}

/** The project with the user's role in it, or null when it does not exist or the user has no access. */
export async function findProjectForUser(
  db: D1Database,
  projectId: number,
  userId: number,
): Promise<ProjectSummary | null> {
  const row = await db
    .prepare(`${summarySelect} where p.id = ?2 and (p.owner_id = ?1 or s.user_id is not null)`)
    .bind(userId, projectId)
    .first<SummarySql>();
  return row ? toSummary(row) : null;
}

export async function findProjectById(db: D1Database, projectId: number): Promise<ProjectRow | null> {
  const [row] = await orm(db).select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
}

export async function insertProject(
  db: D1Database,
  ownerId: number,
  input: { name: string; description: string | null },
): Promise<ProjectRow> {
  const now = isoNow();
  const [row] = await orm(db)
    .insert(projects)
    .values({ ownerId, name: input.name, description: input.description, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("Creating the project returned no row");
  return row;
}

export async function updateProject(
  db: D1Database,
  projectId: number,
  changes: { name?: string; description?: string | null },
): Promise<void> {
  await orm(db)
    .update(projects)
    .set({ ...changes, updatedAt: isoNow() })
    .where(eq(projects.id, projectId));
}

/** Marks the project as changed now (files added or removed). */
export async function touchProject(db: D1Database, projectId: number): Promise<void> {
  await orm(db).update(projects).set({ updatedAt: isoNow() }).where(eq(projects.id, projectId));
}

/**
 * Deletes the project and every row under it in one batch. Children are deleted explicitly rather
 * than trusting ON DELETE CASCADE, so the result does not depend on the foreign-key pragma.
 */
export async function deleteProjectRows(db: D1Database, projectId: number): Promise<void> {
  const d = orm(db);
  await d.batch([
    retireProjectFilesStatement(d, sql`project_id = ${projectId}`),
    d.delete(validationIssues).where(eq(validationIssues.projectId, projectId)),
    d.delete(projectFiles).where(eq(projectFiles.projectId, projectId)),
    d.delete(invites).where(eq(invites.projectId, projectId)),
    d.delete(projectShares).where(eq(projectShares.projectId, projectId)),
    d.delete(activity).where(eq(activity.projectId, projectId)),
    d.delete(projects).where(and(eq(projects.id, projectId))),
  ]);
}

/** Which of `ids` are projects that exist (one query, the ids as one JSON parameter). */
export async function existingProjectIds(db: D1Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { results } = await db
    .prepare("select id from projects where id in (select value from json_each(?1))")
    .bind(JSON.stringify(ids))
    .all<{ id: number }>();
  return new Set(results.map((row) => row.id));
}
