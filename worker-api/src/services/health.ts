import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";

export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string };

async function timed(check: () => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs one live query against D1. */
export const checkDatabase = (db: D1Database) =>
  timed(async () => {
    const row = await drizzle(db).get<{ one: number }>(sql`select 1 as one`);
    if (row?.one !== 1) throw new Error("D1 answered an unexpected row");
  });

/** Writes, reads back and deletes a probe object in R2. */
export const checkBucket = (bucket: R2Bucket) =>
  timed(async () => {
    const key = `health/probe-${crypto.randomUUID()}`;
    const body = `probe ${Date.now()}`;
    await bucket.put(key, body);
    try {
      const read = await bucket.get(key);
      if ((await read?.text()) !== body) throw new Error("R2 returned different bytes than were written");
    } finally {
      await bucket.delete(key);
    }
  });

/** Pings a JobRunner Durable Object over RPC. */
export const checkDurableObjects = (namespace: Env["JOB_RUNNER"]) =>
  timed(async () => {
    const stub = namespace.get(namespace.idFromName("health-probe"));
    const answer = await stub.ping();
    if (answer !== "pong") throw new Error(`JobRunner answered ${String(answer)}`);
  });
