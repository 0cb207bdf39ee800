import { X } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../../../components/Avatar";
import { Badge } from "../../../../components/Card";
import { Tooltip } from "../../../../components/Tooltip";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { avatarUrl, useCurrentUser } from "../../../../lib/auth";
import { shareName, useActiveInvite, useProjectShares, useRemoveShare } from "../../api/sharing";
import type { Project } from "../../api/types";
import { CollaboratorRole } from "./CollaboratorRole";
import { RemoveCollaboratorDialog } from "./RemoveCollaboratorDialog";

export function Collaborators({ project, isOwner }: { project: Project; isOwner: boolean }) {
  const { user } = useCurrentUser();
  const shares = useProjectShares(project.id);
  const remove = useRemoveShare(project.id);
  // The same query as the invite card beside it: whether removing someone also kills a working link.
  const invite = useActiveInvite(project.id, isOwner);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const owner = project.owner;
  const ownerName = isOwner ? "You (Owner)" : `${owner?.username ?? "Project owner"} (Owner)`;
  const ownerAvatar = isOwner && user ? avatarUrl(user) : (owner?.avatarUrl ?? null);

  return (
    <div className="collaborators">
      <h3 className="subheading">People with access</h3>
      <ul className="people-list">
        <li className="person">
          <Avatar name={isOwner ? (user?.username ?? "You") : (owner?.username ?? "Owner")} src={ownerAvatar} />
          <span className="person-name">{ownerName}</span>
          <Badge tone="accent">owner</Badge>
        </li>
        {(shares.data ?? []).map((share) => {
          const name = shareName(share);
          // A collaborator finds their own row the way the owner finds theirs ('You (Owner)').
          const isMe = user !== null && String(share.sharedWithUserId) === String(user.id);
          return (
            <li key={share.id} className="person">
              <Avatar name={name} src={share.user?.avatarUrl ?? null} />
              <span className="person-name">{isMe ? "You" : name}</span>
              {isOwner ? (
                <CollaboratorRole project={project} share={share} name={name} />
              ) : (
                <Badge>{share.permission === "edit" ? "can edit" : "can view"}</Badge>
              )}
              {isOwner && (
                <Tooltip content="Remove access">
                  <button
                    type="button"
                    className="icon-button danger"
                    aria-label={`Remove ${name}`}
                    disabled={remove.isPending}
                    onClick={() => setRemoving({ id: share.id, name })}
                  >
                    <X size={16} aria-hidden />
                  </button>
                </Tooltip>
              )}
            </li>
          );
        })}
      </ul>
      {shares.isSuccess && shares.data.length === 0 && <p className="muted small">No collaborators yet.</p>}
      <RemoveCollaboratorDialog
        name={removing?.name ?? null}
        projectName={project.name}
        inviteActive={invite.data !== null}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast({ title: "Share Removed", description: "User access has been revoked" });
            },
            onError: (error) =>
              toast({ title: "Share Failed", description: errorMessage(error), variant: "destructive" }),
          });
        }}
      />
    </div>
  );
}
