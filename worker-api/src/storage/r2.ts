/** Deletes every object under `prefix`, a page (up to 1000 keys) at a time. */
export async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const keys = page.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}

export const projectPrefix = (projectId: number) => `projects/${projectId}/`;
/**
 * Where a job writes the textures it adds to a project (`files/job-<hash>`; files added by hand are
 * `files/<uuid>`), and the SQL LIKE pattern that finds them, so the global stats count them once.
 */
export const projectJobFilePrefix = (projectId: number) => `${projectPrefix(projectId)}files/job-`;
export const JOB_FILE_KEY_LIKE = "projects/%/files/job-%";
/** After `projectJobFilePrefix`: a file the job copied from its input rather than made (still a job file for the stats). */
export const KEPT_KEY_MARK = "kept-";
export const libraryPrefix = (userId: number) => `library/${userId}/`;

/**
 * Deletes objects no row points to (a failed write's, or those of rows just deleted or repointed),
 * without throwing: the caller answers with what happened to the rows, which is what the person sees;
 * a failed clean-up only leaves unreachable bytes, and is logged.
 */
export async function discardObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (error) {
    console.error("Could not delete objects no row points to", keys, error);
  }
}
