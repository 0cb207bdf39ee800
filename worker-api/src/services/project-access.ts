import { findProjectForUser, type ProjectRole, type ProjectSummary } from "../db/projects.js";
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
  role: project.role,
});
