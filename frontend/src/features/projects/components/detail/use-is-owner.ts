import { useCurrentUser } from "../../../../lib/auth";
import type { Project } from "../../api/types";

/** Owner when the API says so (`role`), or when the owner id matches the signed-in user. */
export function useIsOwner(project: Project): boolean {
  const { user } = useCurrentUser();
  if (project.role) return project.role === "owner";
  if (project.ownerId !== undefined && user?.id !== undefined) return String(project.ownerId) === String(user.id);
  return false;
}

/** Owners and editors may add textures; viewers only look and download. */
export function canEdit(project: Project, isOwner: boolean): boolean {
  return isOwner || project.role === "edit";
}
