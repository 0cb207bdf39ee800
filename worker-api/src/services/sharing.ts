import { recordActivity } from "../db/activity.js";
import { deleteShareRevokingInvites } from "../db/shares.js";

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
