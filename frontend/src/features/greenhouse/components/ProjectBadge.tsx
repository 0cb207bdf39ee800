import { useProjectLabel } from "../hooks/use-project-label";

/** The project the workspace is attached to (?project=), by name; the id stays in the hover title. */
export function ProjectBadge({ projectId }: { projectId: number }) {
  const label = useProjectLabel(projectId);
  return (
    <span className="badge badge-accent badge-name" title={`Project #${projectId}`} data-testid="attached-project">
      {label}
    </span>
  );
}
