import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.js";

/** One drizzle handle over the D1 binding; cheap, so storage functions create it per call. */
export const orm = (db: D1Database) => drizzle(db, { schema });
export type Orm = ReturnType<typeof orm>;
