import { Hono } from "hono";
import { z } from "zod";
import { listFriends } from "../db/friends.js";
import { findActiveInvite, revokeInvites } from "../db/invites.js";
import { findShare, listShares } from "../db/shares.js";
import type { AppEnv } from "../env.js";
import { avatarAddress } from "../lib/discord-avatar.js";
import { ApiError, notFound } from "../lib/errors.js";
import { refuseUnsafeText, rowId, validate } from "../lib/validate.js";
import { limits, rateLimit } from "../middleware/rate-limit.js";
import { sameOrigin } from "../middleware/same-origin.js";
import { currentUser, requireUser } from "../middleware/session.js";
import { createInvite, INVITE_HOURS, inviteJson, joinWithInvite } from "../services/invites.js";
import { projectWithRole } from "../services/project-access.js";
import { leaveProject, removeCollaborator, shareProject } from "../services/sharing.js";

const projectId = rowId({ code: "project_not_found", message: "Project not found" });
const idParam = z.object({ id: projectId });
const shareIdParam = z.object({ id: rowId({ code: "share_not_found", message: "Share not found" }) });
const expiresInHours = z.coerce
  .number({ error: "expiresInHours must be one of 1, 6, 24, 72, 168" })
  .refine((hours) => (INVITE_HOURS as readonly number[]).includes(hours), {
    message: "expiresInHours must be one of 1, 6, 24, 72, 168",
  });
const notAFriend = "One of the selected users is not among your friends; send them an invite link";
const shareSchema = z.object({
  projectId,
  userIds: z
    .array(rowId({ code: "user_not_found", message: notAFriend }), {
      error: "Please select at least one user to share with.",
    })
    .min(1, "Please select at least one user to share with.")
    .max(50, "Share with at most 50 users at a time"),
  permission: z.enum(["view", "edit"], { error: "Permission must be view or edit" }),
  // Quoted in the activity every member reads; the Share dialog's message is a text area.
  message: z
    .string()
    .trim()
    .max(500, "Message must be at most 500 characters")
    .superRefine(refuseUnsafeText("Message", "\n\t"))
    .optional(),
});

const shareJson = (share: Awaited<ReturnType<typeof listShares>>[number]) => ({
  id: share.id,
  projectId: share.projectId,
  sharedWithUserId: share.sharedWithUserId,
  permission: share.permission,
  joinedAt: share.joinedAt,
  user: {
    id: share.sharedWithUserId,
    username: share.username,
    discriminator: share.discriminator,
    avatarUrl: avatarAddress(share.sharedWithUserId, share.avatar),
  },
});

/** Sharing, invites and joining; mounted under /projects beside the project routes. */
export const projectSharingRoutes = new Hono<AppEnv>()
  .use(requireUser, sameOrigin)
  .post("/share", validate("json", shareSchema), async (c) => {
    const user = currentUser(c);
    const input = c.req.valid("json");
    const project = await projectWithRole(c.env.DB, input.projectId, user.id, "owner");
    const userIds = [...new Set(input.userIds)].filter((id) => id !== user.id);
    if (userIds.length === 0) throw new ApiError(400, "invalid_input", "You already own this project");
    // Only friends (server mates and people who chose or were chosen by the owner, the list the Share
    // dialog offers): anyone else is reached through an invite link. Otherwise sequential ids would
    // let anyone push projects onto any user, and joining someone's project by link would let the
    // joiner push onto every member.
    const friends = new Map((await listFriends(c.env.DB, user.id)).map((friend) => [friend.id, friend]));
    const found = userIds.flatMap((id) => friends.get(id) ?? []);
    if (found.length !== userIds.length) {
      throw notFound("user_not_found", notAFriend);
    }
    const shares = await shareProject(c.env.DB, project.id, user.id, found, input.permission, input.message);
    return c.json(
      { shares: shares.map((share) => ({ ...shareJson(share), previousPermission: share.previousPermission })) },
      201,
    );
  })
  .get("/:id{[0-9]+}/shares", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id);
    return c.json((await listShares(c.env.DB, project.id)).map(shareJson));
  })
  .delete("/shares/:id{[0-9]+}", validate("param", shareIdParam), async (c) => {
    const user = currentUser(c);
    const share = await findShare(c.env.DB, c.req.valid("param").id);
    if (!share) throw notFound("share_not_found", "Share not found");
    // A member who cannot see the project gets the same 404 as for an unknown share.
    const project = await projectWithRole(c.env.DB, share.projectId, user.id).catch(() => {
      throw notFound("share_not_found", "Share not found");
    });
    // A collaborator may delete their own share: that is leaving the project.
    if (share.sharedWithUserId === user.id) {
      await leaveProject(c.env.DB, share);
      return c.json({ ok: true, revokedInvites: 0 });
    }
    if (project.role !== "owner") throw new ApiError(403, "forbidden", "Only the project owner can do this");
    const { revokedInvites } = await removeCollaborator(c.env.DB, user.id, share);
    return c.json({ ok: true, revokedInvites });
  })
  .post(
    "/:id{[0-9]+}/invite",
    validate("param", idParam),
    rateLimit(limits.invites),
    validate("json", z.object({ expiresInHours: expiresInHours.default(24) })),
    async (c) => {
      const user = currentUser(c);
      const project = await projectWithRole(c.env.DB, c.req.valid("param").id, user.id, "owner");
      const invite = await createInvite(c.env.DB, project.id, user.id, c.req.valid("json").expiresInHours);
      return c.json(inviteJson(invite), 201);
    },
  )
  .post(
    "/invite",
    rateLimit(limits.invites),
    validate("json", z.object({ projectId, expiresInHours: expiresInHours.default(168) })),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const project = await projectWithRole(c.env.DB, input.projectId, user.id, "owner");
      const invite = await createInvite(c.env.DB, project.id, user.id, input.expiresInHours);
      return c.json(inviteJson(invite), 201);
    },
  )
  .get("/:id{[0-9]+}/invite", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id, "owner");
    const invite = await findActiveInvite(c.env.DB, project.id);
    // No link is an ordinary state of a project, not a missing resource: a 404 here put a red error in
    // the console of every project page without one. Non-owners still get projectWithRole's answer.
    if (!invite) return c.json({ invite: null });
    return c.json({ ...inviteJson(invite), usedCount: invite.usedCount });
  })
  .delete("/:id{[0-9]+}/invite", validate("param", idParam), async (c) => {
    const project = await projectWithRole(c.env.DB, c.req.valid("param").id, currentUser(c).id, "owner");
    await revokeInvites(c.env.DB, project.id);
    return c.json({ ok: true });
  })
  .post("/join/:code", rateLimit(limits.joins), async (c) => {
    const code = c.req.param("code");
    // A mistyped code is answered like an unknown one: the join page shows one message for both.
    if (!/^[\w-]{16,64}$/.test(code)) throw notFound("invite_not_found", "The invite link may be invalid or expired");
    const project = await joinWithInvite(c.env.DB, code, currentUser(c).id);
    return c.json(project);
  });
