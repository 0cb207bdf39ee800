import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { roleChangeInput, type ShareInput, useShareProject } from "../../api/sharing";
import type { Project, ProjectShare } from "../../api/types";
import { shareOutcomeText } from "../../lib/share-outcome";

/**
 * The owner's role control on a collaborator's row. Changing a role used to mean ticking the person again
 * in the share form; this sends that same request, and its toast says what changed ("Access changed":
 * "Project Shared" read as if someone new had been let in).
 */
export function CollaboratorRole({ project, share, name }: { project: Project; share: ProjectShare; name: string }) {
  const change = useShareProject();
  // The chosen role stays shown while the request and the list's refetch run, instead of flicking back.
  const shown = change.isPending ? (change.variables?.permission ?? share.permission) : share.permission;

  function choose(permission: ShareInput["permission"]) {
    const input = roleChangeInput(share, permission);
    if (!input) return;
    change.mutate(input, {
      onSuccess: (people) =>
        toast({ title: "Access changed", description: shareOutcomeText(project.name, people, permission) }),
      onError: (error) => toast({ title: "Share Failed", description: errorMessage(error), variant: "destructive" }),
    });
  }

  return (
    <select
      className="input role-select"
      aria-label={`${name}'s access`}
      value={shown}
      disabled={change.isPending}
      onChange={(event) => choose(event.target.value as ShareInput["permission"])}
    >
      <option value="view">Can view</option>
      <option value="edit">Can edit</option>
    </select>
  );
}
