import { deleteProjectRows } from "../db/projects.js";
import { deletePrefix, projectPrefix } from "../storage/r2.js";

/** Removes a project's R2 objects first, then its rows (shares, invites, files, issues, activity). */
export async function deleteProject(env: Env, projectId: number): Promise<void> {
  await deletePrefix(env.BUCKET, projectPrefix(projectId));
  await deleteProjectRows(env.DB, projectId);
}
