import { matchPath } from "react-router-dom";
import { parseProjectId } from "../../features/projects/components/detail/parse-project-id";

/** The project whose page is showing, or null on any other page (the list, a bad id, elsewhere). */
export function projectIdOnPage(pathname: string): number | null {
  const match = matchPath("/projects/:id", pathname);
  return match ? parseProjectId(match.params.id) : null;
}

/**
 * What the round upload button does: on a project page a file belongs in that project, as the page's
 * own Upload puts it, so converting it outside (a job only the workspace's queue shows) surprised
 * people. A viewer cannot add to the project, so the button is not offered there rather than quietly
 * going elsewhere. It stays the plain conversion while the project loads for a guest, and where the
 * project could not be loaded (the page then says so itself).
 */
export type FloatingUploadTarget = "convert" | "project" | "none";

export function floatingUploadTarget(page: {
  onProjectPage: boolean;
  signedIn: boolean;
  project: "loading" | "failed" | { editable: boolean };
}): FloatingUploadTarget {
  if (!page.onProjectPage || !page.signedIn) return "convert";
  if (page.project === "failed") return "convert";
  // Nothing until the project says who may edit, so the button does not change its job under a click.
  if (page.project === "loading") return "none";
  return page.project.editable ? "project" : "none";
}
