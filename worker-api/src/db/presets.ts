import { and, asc, eq } from "drizzle-orm";
import { isoNow } from "../lib/time.js";
import { orm } from "./client.js";
import { presets } from "./schema.js";

export type PresetRow = typeof presets.$inferSelect;

export async function listPresets(db: D1Database, userId: number) {
  return orm(db)
    .select()
    .from(presets)
    .where(eq(presets.userId, userId))
    .orderBy(asc(presets.category), asc(presets.name), asc(presets.id));
}

/** Creates a preset; when it is the default, the category's previous default is cleared in the same batch. */
export async function insertPreset(
  db: D1Database,
  userId: number,
  input: {
    name: string;
    description: string | null;
    category: string;
    settings: Record<string, unknown>;
    isDefault: boolean;
  },
): Promise<PresetRow> {
  const d = orm(db);
  const now = isoNow();
  const insert = d
    .insert(presets)
    .values({ ...input, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!input.isDefault) {
    const [row] = await insert;
    if (!row) throw new Error("Creating the preset returned no row");
    return row;
  }
  const clear = d
    .update(presets)
    .set({ isDefault: false })
    .where(and(eq(presets.userId, userId), eq(presets.category, input.category)));
  const [, inserted] = await d.batch([clear, insert]);
  const row = inserted[0];
  if (!row) throw new Error("Creating the preset returned no row");
  return row;
}

export async function findPreset(db: D1Database, userId: number, id: number) {
  const [row] = await orm(db)
    .select()
    .from(presets)
    .where(and(eq(presets.userId, userId), eq(presets.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deletePreset(db: D1Database, userId: number, id: number) {
  await orm(db)
    .delete(presets)
    .where(and(eq(presets.userId, userId), eq(presets.id, id)));
}

/** Makes the preset the only default of its category (one batch, so there is never zero or two). */
export async function setDefaultPreset(db: D1Database, preset: PresetRow) {
  const d = orm(db);
  await d.batch([
    d
      .update(presets)
      .set({ isDefault: false })
      .where(and(eq(presets.userId, preset.userId), eq(presets.category, preset.category))),
    d.update(presets).set({ isDefault: true, updatedAt: isoNow() }).where(eq(presets.id, preset.id)),
  ]);
}
