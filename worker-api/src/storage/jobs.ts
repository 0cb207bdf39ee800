import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { orm } from "../db/client.js";
import { retireJobStatement } from "../db/retired-totals.js";
import { jobs, users } from "../db/schema.js";
import { listedAsCancellable } from "../services/jobs-engine/progress.js";
import type { JobKind, JobStatus, JobSummary } from "../services/jobs-engine/types.js";

/** Who a job or upload belongs to: a signed-in user, or a guest's anonymous cookie (its hash). */
export type JobOwner = { userId: number; guestId: null } | { userId: null; guestId: string };

export interface NewJobRow {
  id: string;
  owner: JobOwner;
  projectId: number | null;
  fileName: string;
  kind: JobKind;
  createdAt: string;
  expiresAt: string;
}

/** The fields the JobRunner pushes to the index after every step. */
export interface JobIndexUpdate {
  status: JobStatus;
  progress: number;
  error: string | null;
  outputSize: number | null;
  /** The run's maps so far. */
  texturesGenerated: number;
  /** The run's textures so far; final once the status is completed (the global stats sum those). */
  imagesProcessed: number;
}

const ownerFilter = (owner: JobOwner) =>
  owner.userId !== null ? eq(jobs.userId, owner.userId) : eq(jobs.guestId, owner.guestId);

const summaryColumns = {
  id: jobs.id,
  filename: jobs.fileName,
  kind: jobs.kind,
  status: jobs.status,
  progress: jobs.progress,
  error: jobs.error,
  outputSize: jobs.outputSize,
  projectId: jobs.projectId,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  expiresAt: jobs.expiresAt,
};

/** A listed job with whether it can still be cancelled (`listedAsCancellable`: the row keeps no phase). */
const summaryOf = (row: Omit<JobSummary, "cancellable">): JobSummary => ({
  ...row,
  cancellable: listedAsCancellable(row.status, row.progress),
});

export async function insertJob(db: D1Database, row: NewJobRow): Promise<void> {
  await drizzle(db).insert(jobs).values({
    id: row.id,
    userId: row.owner.userId,
    guestId: row.owner.guestId,
    projectId: row.projectId,
    fileName: row.fileName,
    kind: row.kind,
    status: "pending",
    progress: 0,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
    expiresAt: row.expiresAt,
  });
}

/** The owner's jobs, newest first. */
export async function listJobs(db: D1Database, owner: JobOwner, limit = 100): Promise<JobSummary[]> {
  const rows = await drizzle(db)
    .select(summaryColumns)
    .from(jobs)
    .where(ownerFilter(owner))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
  return rows.map(summaryOf);
}

/** A conversion running into a project, with who started it (the dashboard's Processing tab). */
export interface ProjectJob {
  id: string;
  filename: string;
  status: JobStatus;
  progress: number;
  createdAt: string;
  startedBy: string | null;
}

/** Every member's pending and processing jobs into one project, newest first. */
export async function listActiveProjectJobs(db: D1Database, projectId: number, limit = 50): Promise<ProjectJob[]> {
  return drizzle(db)
    .select({
      id: jobs.id,
      filename: jobs.fileName,
      status: jobs.status,
      progress: jobs.progress,
      createdAt: jobs.createdAt,
      startedBy: users.username,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.projectId, projectId), inArray(jobs.status, ["pending", "processing"])))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/** One job if it belongs to `owner`; someone else's job is indistinguishable from a missing one. */
export async function findOwnedJob(db: D1Database, owner: JobOwner, id: string): Promise<JobSummary | undefined> {
  const rows = await drizzle(db)
    .select(summaryColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), ownerFilter(owner)))
    .limit(1);
  return rows[0] && summaryOf(rows[0]);
}

export async function updateJobIndex(db: D1Database, id: string, update: JobIndexUpdate): Promise<void> {
  await drizzle(db)
    .update(jobs)
    .set({ ...update, updatedAt: new Date().toISOString() })
    .where(eq(jobs.id, id));
}

/** Deletes a job's index row, keeping what it counted in the global stats' retired totals. */
export async function deleteJobRow(db: D1Database, id: string): Promise<void> {
  const d = orm(db);
  await d.batch([retireJobStatement(d, id), d.delete(jobs).where(eq(jobs.id, id))]);
}

/** A guest's jobs (by the guest cookie's hash) with their dates, for handing them to an account. */
export async function guestJobs(db: D1Database, guestId: string, limit = 200) {
  return drizzle(db)
    .select({ id: jobs.id, createdAt: jobs.createdAt, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(eq(jobs.guestId, guestId))
    .limit(limit);
}

/** Gives jobs to a user, each with its new expiry, in one batch. */
export async function assignJobsToUser(
  db: D1Database,
  userId: number,
  assignments: { id: string; expiresAt: string }[],
): Promise<void> {
  const orm = drizzle(db);
  const [first, ...rest] = assignments.map(({ id, expiresAt }) =>
    orm.update(jobs).set({ userId, guestId: null, expiresAt }).where(eq(jobs.id, id)),
  );
  if (first) await orm.batch([first, ...rest]);
}

/** Ids of jobs whose expiry has passed (the sweep's safety net behind each job's own alarm). */
export async function expiredJobIds(db: D1Database, now: string, limit = 50): Promise<string[]> {
  const rows = await drizzle(db).select({ id: jobs.id }).from(jobs).where(lt(jobs.expiresAt, now)).limit(limit);
  return rows.map((row) => row.id);
}
