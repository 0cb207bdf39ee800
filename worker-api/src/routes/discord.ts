import { Hono } from "hono";
import { listFriends } from "../db/friends.js";
import type { AppEnv } from "../env.js";
import { avatarAddress } from "../lib/discord-avatar.js";
import { currentUser, requireUser } from "../middleware/session.js";

const FRIENDS_NOTE =
  "Discord does not share friend lists with apps. These are Greenhouse users who are in a Discord server with you, people on your own projects, and people on projects shared with you by name (not through an invite link).";

export const discordRoutes = new Hono<AppEnv>().use(requireUser).get("/friends", async (c) => {
  const rows = await listFriends(c.env.DB, currentUser(c).id);
  return c.json({
    friends: rows.map((row) => ({
      id: row.id,
      username: row.username,
      discriminator: row.discriminator,
      // The Worker's address, not Discord's: the list is about other people (see avatarAddress).
      avatarUrl: avatarAddress(row.id, row.avatar),
      // Presence needs a Discord bot in each server; OAuth apps never learn it.
      status: "other" as const,
      sharedServer: row.shared_server === 1,
      sharedProject: row.shared_project === 1,
    })),
    source: "shared_servers_and_projects",
    note: FRIENDS_NOTE,
  });
});
