import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { JOB_FILE_KEY_LIKE } from "../storage/r2.js";
import { type Orm, orm } from "./client.js";
import { retireProjectFilesStatement } from "./retired-totals.js";
import { projectFiles, validationIssues } from "./schema.js";

export type ProjectFileRow = typeof projectFiles.$inferSelect;

export interface NewIssue {
  level: "error" | "warning" | "info";
  message: string;
  suggestion: string | null;
}

export async function listProjectFiles(db: D1Database, projectId: number): Promise<ProjectFileRow[]> {
  return orm(db)
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.path));
}

export async function findProjectFile(db: D1Database, projectId: number, fileId: number) {
  const [row] = await orm(db)
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.id, fileId)))
    .limit(1);
  return row ?? null;
}

export async function findProjectFileByPath(db: D1Database, projectId: number, path: string) {
  const [row] = await orm(db)
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, path)))
    .limit(1);
  return row ?? null;
}

export interface NewProjectFile {
  projectId: number;
  path: string;
  size: number;
  contentType: string;
  status: string;
  validationScore: number | null;
  errorMessage: string | null;
  r2Key: string;
}

/**
 * Adds (or replaces, by path) one file and its validation issues in one D1 batch, so a failure
 * leaves the old file and issues as they were. Also answers the R2 key the path held before (null
 * for a new path): read in the same batch, so two uploads racing for one path each see the key they
 * replaced and can delete it.
 */
export async function saveProjectFile(
  db: D1Database,
  file: NewProjectFile,
  issues: NewIssue[],
  superseded: number[] = [],
): Promise<{ row: ProjectFileRow; previousR2Key: string | null }> {
  const now = isoNow();
  const d = orm(db);
  const atPath = and(eq(projectFiles.projectId, file.projectId), eq(projectFiles.path, file.path));
  // The row's id is not known before the batch runs, so the issues find it by path.
  const fileId = sql<number>`(select ${projectFiles.id} from ${projectFiles} where ${atPath})`;
  const [previous, [row]] = await d.batch([
    d.select({ r2Key: projectFiles.r2Key }).from(projectFiles).where(atPath),
    d
      .insert(projectFiles)
      .values({ ...file, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [projectFiles.projectId, projectFiles.path],
        set: {
          size: file.size,
          contentType: file.contentType,
          status: file.status,
          validationScore: file.validationScore,
          errorMessage: file.errorMessage,
          r2Key: file.r2Key,
          updatedAt: now,
        },
      })
      .returning(),
    d.delete(validationIssues).where(eq(validationIssues.fileId, fileId)),
    ...(issues.length > 0
      ? [d.insert(validationIssues).values(issues.map((issue) => ({ ...issue, projectId: file.projectId, fileId })))]
      : []),
    ...deleteRowsStatements(d, file.projectId, superseded),
  ]);
  if (!row) throw new Error("Saving the project file returned no row");
  return { row, previousR2Key: previous[0]?.r2Key ?? null };
}

/** A file of a batch saved with `saveProjectFiles`: every file of the batch is in the same project. */
export interface ProjectFileWithIssues {
  file: Omit<NewProjectFile, "projectId">;
  issues: NewIssue[];
}

/**
 * Adds (or replaces, by path) many files of one project and their issues in one D1 batch, which is
 * one transaction: a failure leaves every old file and issue as it was. D1 binds at most 100
 * parameters per statement, so the files and issues travel as one JSON parameter each (json_each):
 * four statements however many files. Plain D1 statements, since drizzle cannot batch raw SQL with
 * parameters. Answers the R2 key each replaced path held before, read in the same batch as in
 * `saveProjectFile`. Paths must be distinct (the caller keeps the last).
 */
export async function saveProjectFiles(
  db: D1Database,
  projectId: number,
  files: ProjectFileWithIssues[],
  superseded: number[] = [],
): Promise<Map<string, string>> {
  if (files.length === 0) return new Map();
  const rows = JSON.stringify(files.map(({ file }) => file));
  const issues = JSON.stringify(
    files.flatMap(({ file, issues }) => issues.map((issue) => ({ ...issue, path: file.path }))),
  );
  const atPaths = "project_id = ?1 and path in (select value ->> 'path' from json_each(?2))";
  const now = isoNow();
  const [previous] = await db.batch<{ path: string; r2Key: string }>([
    db.prepare(`select path, r2_key as r2Key from project_files where ${atPaths}`).bind(projectId, rows),
    // "where true" keeps SQLite from reading "on conflict" as part of the select.
    db
      .prepare(
        `insert into project_files (project_id, path, size, content_type, status, validation_score, error_message,
           r2_key, created_at, updated_at)
         select ?1, f.value ->> 'path', f.value ->> 'size', f.value ->> 'contentType', f.value ->> 'status',
           f.value ->> 'validationScore', f.value ->> 'errorMessage', f.value ->> 'r2Key', ?3, ?3
         from json_each(?2) as f where true
         on conflict (project_id, path) do update set size = excluded.size, content_type = excluded.content_type,
           status = excluded.status, validation_score = excluded.validation_score,
           error_message = excluded.error_message, r2_key = excluded.r2_key, updated_at = excluded.updated_at`,
      )
      .bind(projectId, rows, now),
    db
      .prepare(`delete from validation_issues where file_id in (select id from project_files where ${atPaths})`)
      .bind(projectId, rows),
    // In the issues' order (they are listed by id); each finds its file's row by path.
    db
      .prepare(
        `insert into validation_issues (project_id, file_id, level, message, suggestion)
         select ?1, (select id from project_files where project_id = ?1 and path = i.value ->> 'path'),
           i.value ->> 'level', i.value ->> 'message', i.value ->> 'suggestion'
         from json_each(?2) as i order by i.key`,
      )
      .bind(projectId, issues),
    ...(superseded.length > 0
      ? [
          db
            .prepare(
              `update retired_totals set project_textures = project_textures + (select count(*) from project_files
                 where project_id = ?1 and id in (select value from json_each(?2)) and r2_key not like ?3) where id = 1`,
            )
            .bind(projectId, JSON.stringify(superseded), JOB_FILE_KEY_LIKE),
          db
            .prepare("delete from validation_issues where file_id in (select value from json_each(?1))")
            .bind(JSON.stringify(superseded)),
          db
            .prepare("delete from project_files where project_id = ?1 and id in (select value from json_each(?2))")
            .bind(projectId, JSON.stringify(superseded)),
        ]
      : []),
  ]);
  return new Map((previous?.results ?? []).map((row) => [row.path, row.r2Key]));
}

/**
 * The statements that delete files of a project by id with their issues, counting hand-added ones in
 * the landing page's totals first (`retireProjectFilesStatement`). None for no ids.
 */
function deleteRowsStatements(d: Orm, projectId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const idList = sql`(select value from json_each(${JSON.stringify(ids)}))`;
  return [
    retireProjectFilesStatement(d, sql`project_id = ${projectId} and id in ${idList}`),
    d.delete(validationIssues).where(inArray(validationIssues.fileId, idList)),
    d.delete(projectFiles).where(and(eq(projectFiles.projectId, projectId), inArray(projectFiles.id, idList))),
  ] as const;
}

/**
 * The files of a project that could share a pack path with `packPaths`: those at one of them, and every
 * loose file (no folder), whose pack path depends on its name in lower case. The caller compares pack
 * paths in TypeScript, as the export computes them.
 */
export async function projectFilesNearPackPaths(
  db: D1Database,
  projectId: number,
  packPaths: string[],
): Promise<Pick<ProjectFileRow, "id" | "path" | "r2Key">[]> {
  if (packPaths.length === 0) return [];
  return orm(db)
    .select({ id: projectFiles.id, path: projectFiles.path, r2Key: projectFiles.r2Key })
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.projectId, projectId),
        sql`(${projectFiles.path} in (select value from json_each(${JSON.stringify(packPaths)})) or instr(${projectFiles.path}, '/') = 0)`,
      ),
    );
}

/** Which of `r2Keys` saved files of the project point to (a redone job batch writes its keys again). */
export async function projectFileKeysInUse(db: D1Database, projectId: number, r2Keys: string[]): Promise<Set<string>> {
  if (r2Keys.length === 0) return new Set();
  const rows = await orm(db)
    .select({ r2Key: projectFiles.r2Key })
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.projectId, projectId),
        inArray(projectFiles.r2Key, sql`(select value from json_each(${JSON.stringify(r2Keys)}))`),
      ),
    );
  return new Set(rows.map((row) => row.r2Key));
}

/** Whether a saved file of the project points to `r2Key` (a redone job batch writes its keys again). */
export async function projectFileUsesKey(db: D1Database, projectId: number, r2Key: string): Promise<boolean> {
  const [row] = await orm(db)
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.r2Key, r2Key)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes a file's row and issues in one batch and answers the object key the row held when it went
 * (null if it was already gone): a replacement meanwhile may have pointed the row at a newer object.
 */
export async function deleteProjectFileRow(db: D1Database, fileId: number): Promise<string | null> {
  const d = orm(db);
  const [, , deleted] = await d.batch([
    retireProjectFilesStatement(d, sql`id = ${fileId}`),
    d.delete(validationIssues).where(eq(validationIssues.fileId, fileId)),
    d.delete(projectFiles).where(eq(projectFiles.id, fileId)).returning({ r2Key: projectFiles.r2Key }),
  ]);
  return deleted[0]?.r2Key ?? null;
}

/** Every validation issue in the project with the file it belongs to. */
export async function listProjectIssues(db: D1Database, projectId: number) {
  return orm(db)
    .select({
      id: validationIssues.id,
      level: validationIssues.level,
      message: validationIssues.message,
      suggestion: validationIssues.suggestion,
      file: projectFiles.path,
      fileId: projectFiles.id,
    })
    .from(validationIssues)
    .innerJoin(projectFiles, eq(projectFiles.id, validationIssues.fileId))
    .where(eq(validationIssues.projectId, projectId))
    .orderBy(asc(projectFiles.path), asc(validationIssues.id));
}
