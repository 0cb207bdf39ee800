import { recordActivity } from "../db/activity.js";
import { countInviteUse, findActiveInvite, findInviteByCode, type InviteRow, replaceInvite } from "../db/invites.js";
import { findProjectById } from "../db/projects.js";
import { addViewShareIfMissing, currentPermissions } from "../db/shares.js";
import { countNoun } from "../lib/count-noun.js";
import { randomToken } from "../lib/crypto.js";
import { ApiError, notFound } from "../lib/errors.js";
import { hoursFromNow, isoNow } from "../lib/time.js";

/** The link lifetimes the product offers (1 hour ... 1 week). */
export const INVITE_HOURS = [1, 6, 24, 72, 168] as const;

/** A lifetime as the Share dialog names it ("3 days", "1 week"), for the activity line. */
export function lifetimeName(hours: number): string {
  if (hours === 168) return "1 week";
  if (hours >= 48 && hours % 24 === 0) return countNoun(hours / 24, "day");
  return countNoun(hours, "hour");
}

/**
 * Creates the project's invite link, which replaces (revokes) any earlier one. 24 random bytes = 192
 * bits, comfortably above the 128 bits an unguessable code needs.
 */
export async function createInvite(db: D1Database, projectId: number, creatorId: number, hours: number) {
  // Read before the replacement only for the activity line: three "Created" lines in a row did not say
  // that each one ended the link before it.
  const replaced = (await findActiveInvite(db, projectId)) !== null;
  const invite = await replaceInvite(db, {
    code: randomToken(24),
    projectId,
    creatorId,
    expiresAt: hoursFromNow(hours),
  });
  await recordActivity(
    db,
    projectId,
    creatorId,
    "invite_created",
    `Created an invite link valid for ${lifetimeName(hours)}${replaced ? "; the earlier link no longer works" : ""}`,
  );
  return invite;
}

export const inviteJson = (invite: InviteRow) => ({
  inviteUrl: `/join/${invite.code}`,
  inviteCode: invite.code,
  expiresAt: invite.expiresAt,
});

/**
 * Gives the user view access through an invite code. Unknown codes are 404, expired or revoked ones 410.
 * The owner and existing members keep their access unchanged and do not count as a new use. `role` is
 * what the user holds afterwards, so the join page can tell "joined" from "you own it" and "you
 * already have access" rather than welcoming the owner to their own project.
 */
export async function joinWithInvite(db: D1Database, code: string, userId: number) {
  const invite = await findInviteByCode(db, code);
  if (!invite) throw notFound("invite_not_found", "The invite link may be invalid or expired");
  if (invite.revoked || invite.expiresAt <= isoNow()) {
    throw new ApiError(410, "invite_expired", "The invite link may be invalid or expired");
  }
  const project = await findProjectById(db, invite.projectId);
  if (!project) throw notFound("invite_not_found", "The invite link may be invalid or expired");
  let joined = false;
  let role: "owner" | "view" | "edit" = "owner";
  if (project.ownerId !== userId) {
    joined = await addViewShareIfMissing(db, project.id, userId);
    if (joined) {
      role = "view";
      await countInviteUse(db, invite.id);
      await recordActivity(db, project.id, userId, "joined", "Joined through an invite link");
    } else {
      role = (await currentPermissions(db, project.id, [userId])).get(userId) ?? "view";
    }
  }
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    joined,
    role,
  };
}
