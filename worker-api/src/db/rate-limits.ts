/**
 * Counts one hit in the fixed window that contains `now` and returns the count so far.
 * One upsert statement, so concurrent requests cannot lose increments.
 */
export async function hitRateLimit(db: D1Database, key: string, windowSeconds: number, now = Date.now()) {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const row = await db
    .prepare(
      `insert into rate_limits (key, window_start, count) values (?1, ?2, 1)
       on conflict(key) do update set
         count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
         window_start = excluded.window_start
       returning count, window_start`,
    )
    .bind(key, windowStart)
    .first<{ count: number; window_start: number }>();
  return { count: row?.count ?? 1, resetAt: (windowStart + windowSeconds) * 1000 };
}

/** Drops counters whose window ended more than a day ago. */
export async function deleteStaleRateLimits(db: D1Database, now = Date.now()) {
  await db
    .prepare("delete from rate_limits where window_start < ?")
    .bind(Math.floor(now / 1000) - 86_400)
    .run();
}
