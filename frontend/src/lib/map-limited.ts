/**
 * `work` over every item with at most `limit` calls running at once; the results keep the items' order.
 * A project's Download Pack asked for every file at the same moment (1,100 requests for a full pack),
 * which the browser queues anyway and a Worker answers with errors. The first failure rejects the
 * whole map and no further item is started; calls already running are left to finish.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number of at least 1, not ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  // Each lane takes the next item as soon as its last one is done, so a slow file holds up one lane only.
  async function lane(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
