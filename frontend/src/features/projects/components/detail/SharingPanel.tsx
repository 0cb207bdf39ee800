import { Users } from "lucide-react";
import type { Project } from "../../api/types";
import { Collaborators } from "./Collaborators";
import { InviteLinkCard } from "./InviteLinkCard";
import { LeaveProject } from "./LeaveProject";
import { ShareWithFriends } from "./ShareWithFriends";

/** Who has access, and (for the owner) ways to give more people access. */
export function SharingPanel({ project, isOwner }: { project: Project; isOwner: boolean }) {
  return (
    <section id="sharing-panel" className="card sharing-panel" tabIndex={-1} aria-labelledby="sharing-title">
      <h2 id="sharing-title" className="card-title">
        <Users size={18} aria-hidden /> Sharing
      </h2>
      <Collaborators project={project} isOwner={isOwner} />
      {isOwner ? (
        <>
          <ShareWithFriends project={project} />
          <InviteLinkCard project={project} />
        </>
      ) : (
        <>
          <p className="muted small">Only the owner can invite people to this project.</p>
          <LeaveProject project={project} />
        </>
      )}
    </section>
  );
}
