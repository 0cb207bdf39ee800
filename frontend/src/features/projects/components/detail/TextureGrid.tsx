import { FileImage } from "lucide-react";
import { Badge } from "../../../../components/Card";
import { formatBytes } from "../../../../lib/format";
import type { Project, ProjectFile } from "../../api/types";
import type { TextureGroup } from "../../lib/texture-groups";
import { MapDownloads } from "./MapDownloads";
import { TextureActions } from "./TextureActions";
import "./texture-grid.css";
import { TexturePicture } from "../../../../components/TexturePicture";

/**
 * The project's textures as cards, each with Download and (for editors) Edit and Delete, and its maps'
 * downloads.
 */
export function TextureGrid({
  project,
  textures,
  canDelete,
}: {
  project: Project;
  textures: TextureGroup[];
  canDelete: boolean;
}) {
  return (
    <ul className="texture-grid" aria-label="Textures">
      {textures.map(({ base, maps, animations }) => (
        <TextureTile
          key={base.id}
          project={project}
          file={base}
          maps={maps}
          animations={animations}
          canDelete={canDelete}
        />
      ))}
    </ul>
  );
}

/**
 * The card's picture by an address that changes with the file: a texture saved back from the Editor
 * keeps its id, and an image already in the page's memory is shown again without asking the server.
 */
function previewSrc(file: ProjectFile): string | null {
  if (!file.preview) return null;
  if (!file.lastModified) return file.preview;
  const joiner = file.preview.includes("?") ? "&" : "?";
  return `${file.preview}${joiner}v=${encodeURIComponent(file.lastModified)}`;
}

function statusTone(file: ProjectFile): "danger" | "accent" | "neutral" {
  return file.status === "error" ? "danger" : file.status === "completed" ? "accent" : "neutral";
}

function TextureTile({
  project,
  file,
  maps,
  animations,
  canDelete,
}: {
  project: Project;
  file: ProjectFile;
  maps: ProjectFile[];
  animations: ProjectFile[];
  canDelete: boolean;
}) {
  const preview = previewSrc(file);
  return (
    <li className="texture-tile" title={file.errorMessage ?? file.path}>
      <div className="texture-preview">
        {preview ? (
          <TexturePicture src={preview} name={file.name} iconSize={32} caption />
        ) : (
          <FileImage size={32} aria-hidden />
        )}
      </div>
      <p className="texture-name truncate">{file.name}</p>
      <p className="muted small texture-size">{formatBytes(file.size)}</p>
      {/* Status and score share a line of their own: beside the size they wrapped on narrow tiles. */}
      <div className="row texture-meta">
        <Badge tone={statusTone(file)}>{file.status}</Badge>
        {typeof file.validationScore === "number" && (
          <span className="small texture-score">{file.validationScore}%</span>
        )}
      </div>
      {file.status === "error" && file.errorMessage && (
        // The reason in short; the whole of it is in the tile's tooltip.
        <p className="texture-error small truncate">{file.errorMessage}</p>
      )}
      {maps.length > 0 && <MapDownloads project={project} base={file} maps={maps} />}
      <TextureActions
        project={project}
        file={file}
        maps={maps}
        animations={animations}
        canDelete={canDelete}
        layout="icons"
      />
    </li>
  );
}
