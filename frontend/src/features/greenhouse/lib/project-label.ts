/**
 * What the workspace calls its attached project: the project's name once it has loaded, otherwise
 * "Project #id" (no access, signed out, or an answer it cannot read), so the badge never shows blank.
 * While the name is being read the badge shows a loading placeholder instead (`ProjectBadge`).
 */
export function projectLabel(projectId: number, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : `Project #${projectId}`;
}
