import { FileImage } from "lucide-react";
import { Badge } from "../../../../components/Card";
import { formatBytes } from "../../../../lib/format";
import type { Project, ProjectFile } from "../../api/types";
import { TextureActions } from "./TextureActions";

/** The project's textures as cards, each with Download and (for editors) Delete. */
export function TextureGrid({
  project,
  textures,
  canDelete,
}: {
  project: Project;
  textures: ProjectFile[];
  canDelete: boolean;
}) {
  return (
    <ul className="texture-grid" aria-label="Textures">
      {textures.map((file) => (
        <TextureTile key={file.id} project={project} file={file} canDelete={canDelete} />
      ))}
    </ul>
  );
}

function TextureTile({ project, file, canDelete }: { project: Project; file: ProjectFile; canDelete: boolean }) {
  const tone = file.status === "error" ? "danger" : file.status === "completed" ? "accent" : "neutral";
  return (
    <li className="texture-tile" title={file.errorMessage ?? file.path}>
      <div className="texture-preview">
        {file.preview ? <img src={file.preview} alt="" loading="lazy" /> : <FileImage size={32} aria-hidden />}
      </div>
      <p className="texture-name truncate">{file.name}</p>
      <div className="row texture-meta">
        <span className="muted small">{formatBytes(file.size)}</span>
        <Badge tone={tone}>{file.status}</Badge>
        {typeof file.validationScore === "number" && <span className="small">{file.validationScore}%</span>}
      </div>
      <TextureActions project={project} file={file} canDelete={canDelete} layout="icons" />
    </li>
  );
}
