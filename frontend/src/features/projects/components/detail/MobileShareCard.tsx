import { Share2, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/Button";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useCurrentUser } from "../../../../lib/auth";
import { useAccessByUser } from "../../api/access-by-user";
import { useFriends, useShareProject } from "../../api/sharing";
import type { Project } from "../../api/types";
import { shareOutcomeText } from "../../lib/share-outcome";
import { Collaborators } from "./Collaborators";
import { InviteLinkCard } from "./InviteLinkCard";
import { LeaveProject } from "./LeaveProject";

/**
 * The phone's share card: who has access (the desktop's list, with its remove confirmation), then one
 * friend and a permission, or an invite link.
 */
export function MobileShareCard({ project }: { project: Project }) {
  const { signedIn } = useCurrentUser();
  const friends = useFriends(signedIn);
  const share = useShareProject();
  // As on the desktop picker: sharing again with another permission changes someone's role, so say theirs.
  const access = useAccessByUser(project.id, signedIn);
  const [friendId, setFriendId] = useState("");
  const [permission, setPermission] = useState<"view" | "edit">("view");
  const list = friends.data?.friends ?? [];

  function submit() {
    const friend = list.find((item) => String(item.id) === friendId);
    if (!friend) {
      toast({
        title: "No User Selected",
        description: "Please select a Discord friend to share with.",
        variant: "destructive",
      });
      return;
    }
    share.mutate(
      { projectId: project.id, userIds: [friend.id], permission },
      {
        onSuccess: (people) => {
          toast({ title: "Project Shared", description: shareOutcomeText(project.name, people, permission) });
          setFriendId("");
        },
        onError: (error) => toast({ title: "Share Failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <section className="card compact-share" aria-labelledby="mobile-share-title">
      <h2 id="mobile-share-title" className="card-title">
        <Share2 size={18} aria-hidden /> Share
      </h2>
      <Collaborators project={project} isOwner />
      <h3 className="subheading">Add people</h3>
      {friends.isSuccess && list.length === 0 ? (
        // A Share button over an empty picker only answered "Please select a Discord friend".
        <p className="muted small">Nobody to pick yet. Invite people with a link below.</p>
      ) : (
        <>
          <div className="compact-share-row">
            <select
              className="input"
              aria-label="Discord friend"
              value={friendId}
              onChange={(event) => setFriendId(event.target.value)}
            >
              <option value="">Choose a friend</option>
              {list.map((friend) => (
                <option key={friend.id} value={String(friend.id)}>
                  {`${friend.username}${accessNote(access.get(String(friend.id)))}`}
                </option>
              ))}
            </select>
            <select
              className="input"
              aria-label="Permission"
              value={permission}
              onChange={(event) => setPermission(event.target.value as "view" | "edit")}
            >
              <option value="view">View</option>
              <option value="edit">Edit</option>
            </select>
          </div>
          <Button variant="primary" className="full-width" busy={share.isPending} onClick={submit}>
            Share
          </Button>
        </>
      )}
      <InviteLinkCard project={project} />
    </section>
  );
}

/**
 * What a collaborator sees instead, as on desktop: who has access without the owner's controls, and why
 * there is no way to invite (a phone used to show only Leave project).
 */
export function MobileAccessCard({ project }: { project: Project }) {
  return (
    <section className="card compact-share" aria-labelledby="mobile-access-title">
      <h2 id="mobile-access-title" className="card-title">
        <Users size={18} aria-hidden /> Sharing
      </h2>
      <Collaborators project={project} isOwner={false} />
      <p className="muted small">Only the owner can invite people to this project.</p>
      <LeaveProject project={project} />
    </section>
  );
}

function accessNote(permission: string | undefined): string {
  if (permission === undefined) return "";
  return permission === "edit" ? " (can edit)" : " (can view)";
}
