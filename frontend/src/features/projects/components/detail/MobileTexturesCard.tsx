import { FolderOpen } from "lucide-react";
import { Loading } from "../../../../components/Card";
import { errorMessage } from "../../../../lib/api-client";
import { useProjectFiles } from "../../api/project-content";
import type { Project } from "../../api/types";
import { groupTextures, textureCountText } from "../../lib/texture-groups";
import { ConvertIntoProject } from "./ConvertIntoProject";
import { TextureGrid } from "./TextureGrid";

/**
 * The phone's textures: the same cards as the desktop Textures tab, so one texture can be saved or
 * deleted, and for editors the way to add a converted pack's maps to them.
 */
export function MobileTexturesCard({ project, canDelete }: { project: Project; canDelete: boolean }) {
  const files = useProjectFiles(project.id);
  const stored = (files.data ?? []).filter((file) => file.type !== "folder");
  const textures = groupTextures(stored);
  return (
    <section className="card mobile-textures" aria-labelledby="mobile-textures-title">
      <h2 id="mobile-textures-title" className="card-title">
        <FolderOpen size={18} aria-hidden /> Textures
      </h2>
      {/* The count the desktop tab shows, which the phone had only in Overview's tiles further down. */}
      {textures.length > 0 && <p className="muted small mobile-textures-count">{textureCountText(textures, stored)}</p>}
      {files.isPending ? (
        <Loading label="Loading textures" />
      ) : files.isError ? (
        <p className="field-error">{errorMessage(files.error)}</p>
      ) : textures.length === 0 ? (
        <p className="muted">No Textures Yet</p>
      ) : (
        <TextureGrid project={project} textures={textures} canDelete={canDelete} />
      )}
      {canDelete && <ConvertIntoProject projectId={project.id} className="mobile-textures-convert full-width" />}
    </section>
  );
}
