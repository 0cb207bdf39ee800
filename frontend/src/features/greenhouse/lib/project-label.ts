/**
 * What the workspace calls its attached project: the project's name once it has loaded, otherwise
 * "Project #id" (still loading, no access, signed out or gone), so the badge never shows blank.
 */
export function projectLabel(projectId: number, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : `Project #${projectId}`;
}
