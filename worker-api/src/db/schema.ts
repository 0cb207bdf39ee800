/**
 * The D1 schema, one file per area under `schema/`. This index re-exports every table so drizzle-kit
 * (`drizzle.config.ts` points here), the drizzle client's relational queries (`client.ts` passes the
 * whole module) and the storage functions keep one import path.
 */
export * from "./schema/accounts.js";
export * from "./schema/jobs.js";
export * from "./schema/library.js";
export * from "./schema/projects.js";
export * from "./schema/rate-limits.js";
