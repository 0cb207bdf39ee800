import { and, asc, eq, sql } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
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
  ]);
  if (!row) throw new Error("Saving the project file returned no row");
  return { row, previousR2Key: previous[0]?.r2Key ?? null };
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

export async function deleteProjectFileRow(db: D1Database, fileId: number): Promise<void> {
  const d = orm(db);
  await d.batch([
    retireProjectFilesStatement(d, sql`id = ${fileId}`),
    d.delete(validationIssues).where(eq(validationIssues.fileId, fileId)),
    d.delete(projectFiles).where(eq(projectFiles.id, fileId)),
  ]);
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
