import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";

export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string };

/**
 * The health check is public, and a binding's error can name internal hosts, accounts or paths, so
 * the answer says only which check failed; the real error goes to the Worker's log.
 */
async function timed(name: string, check: () => Promise<void>): Promise<CheckResult> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    console.error(`Health check ${name} failed`, error);
    return { ok: false, ms: Date.now() - started, error: `${name} check failed` };
  }
}

/** Runs one live query against D1. */
export const checkDatabase = (db: D1Database) =>
  timed("D1", async () => {
    const row = await drizzle(db).get<{ one: number }>(sql`select 1 as one`);
    if (row?.one !== 1) throw new Error("D1 answered an unexpected row");
  });

/** Writes, reads back and deletes a probe object in R2. */
export const checkBucket = (bucket: R2Bucket) =>
  timed("R2", async () => {
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
  timed("Durable Objects", async () => {
    const stub = namespace.get(namespace.idFromName("health-probe"));
    const answer = await stub.ping();
    if (answer !== "pong") throw new Error(`JobRunner answered ${String(answer)}`);
  });
