import { findProjectById, findProjectForUser, type ProjectRole, type ProjectSummary } from "../db/projects.js";
import { ApiError, notFound } from "../lib/errors.js";

const rank: Record<ProjectRole, number> = { view: 1, edit: 2, owner: 3 };

const projectNotFound = () => notFound("project_not_found", "Project not found");

/**
 * The project as `userId` may see it, requiring at least `needed`. No access at all is a 404 so ids
 * do not leak; a member with too small a role gets 403, since they already know the project exists.
 */
export async function projectWithRole(
  db: D1Database,
  projectId: number,
  userId: number,
  needed: ProjectRole = "view",
): Promise<ProjectSummary> {
  const project = await findProjectForUser(db, projectId, userId);
  if (!project) throw projectNotFound();
  if (rank[project.role] < rank[needed]) {
    throw new ApiError(
      403,
      "forbidden",
      needed === "owner" ? "Only the project owner can do this" : "You need edit access to this project",
    );
  }
  return project;
}

/**
 * For a write into a project that failed: when the project is gone (deleted after access was checked,
 * while the upload or job was under way) the caller gets the project routes' 404, otherwise the
 * write's own error. D1 is asked whether the project exists; its error messages are not parsed.
 */
export async function rethrowUnlessProjectGone(db: D1Database, projectId: number, error: unknown): Promise<never> {
  const project = await findProjectById(db, projectId).catch(() => undefined);
  if (project === null) throw projectNotFound();
  throw error;
}

/** The project fields the API returns (spec §3 Project, plus the caller's role). */
export const projectJson = (project: ProjectSummary) => ({
  id: project.id,
  name: project.name,
  description: project.description,
  status: project.status,
  textureCount: project.textureCount,
  createdAt: project.createdAt,
  updatedAt: project.updatedAt,
  ownerId: project.ownerId,
  ...(project.owner ? { owner: project.owner } : {}),
  role: project.role,
});
