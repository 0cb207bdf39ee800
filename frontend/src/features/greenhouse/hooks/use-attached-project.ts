import { useCurrentUser } from "../../../lib/auth";
import { useFollowedProject } from "../../projects/api/get-project";
import { useWatchForGoneProject } from "../../projects/api/project-gone";
import { type AttachedProject, attachedProject } from "../lib/attached-project";

/**
 * What the signed-in person may do with the `?project=` project; guests cannot read projects. Followed
 * like a project page (re-read every few seconds, and at once when an upload into it answers "Project
 * not found"), so a project deleted or unshared meanwhile turns the badge to "not found" and the next
 * conversion runs without it, instead of every Generate Textures failing on it.
 */
export function useAttachedProject(projectId: number | null): AttachedProject {
  const { signedIn, isLoading: userLoading } = useCurrentUser();
  const enabled = signedIn && projectId !== null;
  const project = useFollowedProject(projectId ?? 0, enabled);
  useWatchForGoneProject(projectId ?? 0, enabled);
  // A disabled query is pending too: only a read under way (or the session's) is loading.
  const loading = projectId !== null && (userLoading || (enabled && project.isPending));
  return attachedProject({ data: project.data, error: project.error ?? undefined, loading });
}
