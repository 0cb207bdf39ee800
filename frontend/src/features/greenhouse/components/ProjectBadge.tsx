import { useAttachedProject } from "../hooks/use-attached-project";
import { projectLabel } from "../lib/project-label";

/**
 * The project the workspace is attached to (?project=), by name; the id stays in the hover title. Green
 * only when conversions will really be added to it: a missing or view-only project says so up front.
 */
export function ProjectBadge({ projectId }: { projectId: number }) {
  const attached = useAttachedProject(projectId);
  const title = `Project #${projectId}`;
  // While the name is read the pill said "Project #1", a name the project does not have, for a moment.
  if (attached.kind === "loading") {
    return (
      <span className="badge badge-name badge-loading" title={title} aria-busy="true" data-testid="attached-project">
        Loading project…
      </span>
    );
  }
  if (attached.kind === "missing") {
    return (
      <span className="badge badge-danger badge-name" title={title} data-testid="attached-project">
        Project not found
      </span>
    );
  }
  if (attached.kind === "view-only") {
    return (
      <span className="badge badge-warning badge-name" title={title} data-testid="attached-project">
        View only: {attached.name}
      </span>
    );
  }
  return (
    <span className="badge badge-accent badge-name" title={title} data-testid="attached-project">
      {projectLabel(projectId, attached.kind === "editable" ? attached.name : null)}
    </span>
  );
}
