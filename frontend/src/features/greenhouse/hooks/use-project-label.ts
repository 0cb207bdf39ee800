import { useCurrentUser } from "../../../lib/auth";
import { useProject } from "../../projects/api/get-project";
import { projectLabel } from "../lib/project-label";

/** The attached project's display label; guests cannot read projects, so they keep the id. */
export function useProjectLabel(projectId: number): string {
  const { signedIn } = useCurrentUser();
  const project = useProject(projectId, signedIn);
  return projectLabel(projectId, project.isSuccess ? project.data.name : null);
}
