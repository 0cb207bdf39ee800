import { Calendar, Image, Pencil, Trash2 } from "lucide-react";
import { ButtonLink } from "../../../components/Button";
import { Badge } from "../../../components/Card";
import { Tooltip } from "../../../components/Tooltip";
import { formatDate } from "../../../lib/format";
import type { Project } from "../api/types";

export function ProjectCard({ project, onEdit, onDelete }: { project: Project; onEdit(): void; onDelete(): void }) {
  const canManage = project.role === undefined || project.role === "owner";
  return (
    <article className="project-card" aria-labelledby={`project-${project.id}`}>
      <header className="project-card-head">
        <h2 id={`project-${project.id}`} className="project-card-title">
          {project.name}
        </h2>
        <div className="row project-card-tools">
          {canManage ? (
            <>
              <Tooltip content="Edit project">
                <button type="button" className="icon-button" aria-label={`Edit ${project.name}`} onClick={onEdit}>
                  <Pencil size={16} aria-hidden />
                </button>
              </Tooltip>
              <Tooltip content="Delete project">
                <button
                  type="button"
                  className="icon-button danger"
                  aria-label={`Delete ${project.name}`}
                  onClick={onDelete}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              </Tooltip>
            </>
          ) : (
            <Badge>{project.role === "edit" ? "Can edit" : "View only"}</Badge>
          )}
        </div>
      </header>
      <p className={project.description ? "project-card-description" : "project-card-description muted"}>
        {project.description || "No description"}
      </p>
      <dl className="project-meta">
        <div>
          <dt className="visually-hidden">Created</dt>
          <dd>
            <Calendar size={14} aria-hidden /> {formatDate(project.createdAt)}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">Textures</dt>
          <dd>
            <Image size={14} aria-hidden /> {project.textureCount} {project.textureCount === 1 ? "texture" : "textures"}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">Status</dt>
          <dd>
            <Badge tone="accent">{project.status}</Badge>
          </dd>
        </div>
      </dl>
      <ButtonLink to={`/projects/${project.id}`} variant="secondary" className="full-width">
        Open Project
      </ButtonLink>
    </article>
  );
}
