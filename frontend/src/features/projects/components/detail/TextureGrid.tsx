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
      <p className="muted small texture-size">{formatBytes(file.size)}</p>
      {/* Status and score share a line of their own: beside the size they wrapped on narrow tiles. */}
      <div className="row texture-meta">
        <Badge tone={tone}>{file.status}</Badge>
        {typeof file.validationScore === "number" && (
          <span className="small texture-score">{file.validationScore}%</span>
        )}
      </div>
      {file.status === "error" && file.errorMessage && (
        // The reason in short; the whole of it is in the tile's tooltip.
        <p className="texture-error small truncate">{file.errorMessage}</p>
      )}
      <TextureActions project={project} file={file} canDelete={canDelete} layout="icons" />
    </li>
  );
}
