import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { rowId, validate } from "../lib/validate.js";
import { currentUser, requireUser } from "../middleware/session.js";
import { fetchVisibleAvatar } from "../services/avatars.js";

const idParam = z.object({ id: rowId({ code: "user_not_found", message: "User not found" }) });

/** GET /api/users/:id/avatar: another person's avatar, served so that their Discord id stays ours. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id{[0-9]+}/avatar", validate("param", idParam), async (c) => {
    const { bytes, type } = await fetchVisibleAvatar(c.env.DB, currentUser(c).id, c.req.valid("param").id);
    // The address carries `v` from the picture's hash, so a new picture is a new address.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": type,
      "Cache-Control": "private, max-age=86400",
    });
  });
