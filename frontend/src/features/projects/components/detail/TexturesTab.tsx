import { FileImage, ImageOff, Upload } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../../../components/Button";
import { EmptyState, Loading } from "../../../../components/Card";
import { errorMessage } from "../../../../lib/api-client";
import { useProjectFiles } from "../../api/project-content";
import type { Project } from "../../api/types";
import { groupTextures, textureCountText } from "../../lib/texture-groups";
import { ProjectUploadInput } from "./ProjectUploadInput";
import { TextureGrid } from "./TextureGrid";
import { useProjectTransfer } from "./use-project-transfer";

export function TexturesTab({ project, canUpload }: { project: Project; canUpload: boolean }) {
  const files = useProjectFiles(project.id);
  const { upload, uploadFiles } = useProjectTransfer(project);
  const input = useRef<HTMLInputElement>(null);
  const stored = (files.data ?? []).filter((file) => file.type !== "folder");
  const textures = groupTextures(stored);

  const uploadButton = canUpload ? (
    <Button variant="primary" busy={upload.isPending} onClick={() => input.current?.click()}>
      <Upload size={16} aria-hidden /> Upload Textures
    </Button>
  ) : null;

  return (
    <div>
      <ProjectUploadInput inputRef={input} onFiles={uploadFiles} label="Texture files for this project" />
      {files.isPending ? (
        <Loading label="Loading textures" />
      ) : files.isError ? (
        <EmptyState icon={<ImageOff size={26} />} title="Textures could not be loaded">
          {errorMessage(files.error)}
        </EmptyState>
      ) : textures.length === 0 ? (
        <EmptyState icon={<FileImage size={26} />} title="No Textures Yet" action={uploadButton}>
          <PacksGoThroughConvert project={project} canUpload={canUpload} />
        </EmptyState>
      ) : (
        <>
          <div className="row textures-head">
            <p className="muted">{textureCountText(textures, stored)}</p>
            <span className="spacer" />
            {uploadButton}
          </div>
          <TextureGrid project={project} textures={textures} canDelete={canUpload} />
        </>
      )}
    </div>
  );
}

/**
 * The project's Upload takes images only (spec: "Upload Textures"); a resource pack is unpacked and
 * converted by Greenhouse's Convert, which adds the maps to the project it was opened with. Saying
 * "or a resource pack" here sent people to a picker that refused the .zip.
 */
function PacksGoThroughConvert({ project, canUpload }: { project: Project; canUpload: boolean }) {
  if (!canUpload) return <>Textures added by the project's editors show here.</>;
  return (
    <>
      Upload PNG, JPG, TIFF or TGA textures; Download Pack turns them into LabPBR maps. For a resource pack,{" "}
      <Link to={`/greenhouse?project=${project.id}`}>convert it in Greenhouse with this project picked</Link>.
    </>
  );
}
