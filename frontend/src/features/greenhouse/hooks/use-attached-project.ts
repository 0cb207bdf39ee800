import { useCurrentUser } from "../../../lib/auth";
import { useProject } from "../../projects/api/get-project";
import { type AttachedProject, attachedProject } from "../lib/attached-project";

/** What the signed-in person may do with the `?project=` project; guests cannot read projects. */
export function useAttachedProject(projectId: number | null): AttachedProject {
  const { signedIn } = useCurrentUser();
  const project = useProject(projectId ?? 0, signedIn && projectId !== null);
  return attachedProject({ data: project.data, error: project.error });
}
