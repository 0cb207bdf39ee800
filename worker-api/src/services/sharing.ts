import { recordActivity } from "../db/activity.js";
import {
  currentPermissions,
  deleteShare,
  deleteShareRevokingInvites,
  type Permission,
  upsertShares,
} from "../db/shares.js";

/** Someone the owner shares with: their id and the name the activity line uses. */
export interface ShareTarget {
  id: number;
  username: string;
}

/**
 * Grants `permission` to each target and logs what changed: new people as "Shared with ...", people
 * who already had access under another role as "Changed X's access from view to edit", so the log
 * says who now holds which role. People whose role stays are not logged again. Each share comes back
 * with the permission it had before (null when new), so the client can say which of the three happened.
 */
export async function shareProject(
  db: D1Database,
  projectId: number,
  actorId: number,
  targets: ShareTarget[],
  permission: Permission,
  message?: string,
) {
  const ids = targets.map((target) => target.id);
  const before = await currentPermissions(db, projectId, ids);
  const shares = await upsertShares(db, projectId, ids, permission);
  const added = targets.filter((target) => !before.has(target.id));
  if (added.length > 0) {
    const note = message ? `: ${message}` : "";
    const names = added.map((target) => target.username).join(", ");
    await recordActivity(db, projectId, actorId, "shared", `Shared with ${names} (${permission})${note}`);
  }
  for (const target of targets) {
    const previous = before.get(target.id);
    if (previous === undefined || previous === permission) continue;
    await recordActivity(
      db,
      projectId,
      actorId,
      "shared",
      `Changed ${target.username}'s access from ${previous} to ${permission}`,
    );
  }
  return shares.map((share) => ({ ...share, previousPermission: before.get(share.sharedWithUserId) ?? null }));
}

/**
 * Removes a collaborator and revokes the project's invite links with it, so the link they joined
 * through cannot bring them straight back; the activity line names them and says a link went too.
 */
export async function removeCollaborator(
  db: D1Database,
  actorId: number,
  share: { id: number; projectId: number; username: string },
): Promise<{ revokedInvites: number }> {
  const revokedInvites = await deleteShareRevokingInvites(db, share);
  const links = revokedInvites === 0 ? "" : ` and revoked the invite ${revokedInvites === 1 ? "link" : "links"}`;
  await recordActivity(db, share.projectId, actorId, "share_removed", `Removed ${share.username}'s access${links}`);
  return { revokedInvites };
}

/**
 * A collaborator leaving on their own: only their share goes. The invite links stay, unlike a
 * removal, because leaving is the collaborator's choice and the owner's link still serves others.
 */
export async function leaveProject(db: D1Database, share: { id: number; projectId: number; sharedWithUserId: number }) {
  await deleteShare(db, share.id);
  await recordActivity(db, share.projectId, share.sharedWithUserId, "share_removed", "Left the project");
}
