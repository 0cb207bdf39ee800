import { Hono } from "hono";
import { z } from "zod";
import { deleteFavorite, insertFavorite, listFavorites, reorderFavorites } from "../db/favorites.js";
import type { AppEnv } from "../env.js";
import { conflict, notFound } from "../lib/errors.js";
import { rowId, validate } from "../lib/validate.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";

export const FAVORITE_SECTIONS = ["convert", "dashboard", "editor", "ai", "templates", "batch", "quality"] as const;

const addSchema = z.object({
  sectionType: z.literal("greenhouse", { error: "sectionType must be 'greenhouse'" }).default("greenhouse"),
  sectionId: z.enum(FAVORITE_SECTIONS, { error: "Please select a section to add" }),
  order: z.number().int().min(0).max(1000).optional(),
});
const reorderSchema = z.object({
  updates: z
    .array(z.object({ id: z.number().int().positive(), order: z.number().int().min(0).max(1000) }))
    .max(50, "At most 50 updates at a time"),
});
const idParam = z.object({ id: rowId({ code: "favorite_not_found", message: "Favorite not found" }) });

export const favoriteRoutes = new Hono<AppEnv>()
  .use(requireUser, sameOrigin)
  .get("/", async (c) => c.json(await listFavorites(c.env.DB, currentUser(c).id)))
  .post("/", validate("json", addSchema), async (c) => {
    const favorite = await insertFavorite(c.env.DB, currentUser(c).id, c.req.valid("json"));
    if (!favorite) throw conflict("favorite_exists", "This section is already in your favorites");
    return c.json(favorite, 201);
  })
  .post("/reorder", validate("json", reorderSchema), async (c) => {
    const user = currentUser(c);
    const { updates } = c.req.valid("json");
    // One id that is not the caller's makes the whole request a 404, so a half-applied order never happens.
    const own = new Set((await listFavorites(c.env.DB, user.id)).map((favorite) => favorite.id));
    const stranger = updates.find((update) => !own.has(update.id));
    if (stranger) throw notFound("favorite_not_found", `Favorite ${stranger.id} not found`);
    await reorderFavorites(c.env.DB, user.id, updates);
    return c.json(await listFavorites(c.env.DB, user.id));
  })
  .delete("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const removed = await deleteFavorite(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    if (!removed) throw notFound("favorite_not_found", "Favorite not found");
    return c.json({ ok: true });
  });
