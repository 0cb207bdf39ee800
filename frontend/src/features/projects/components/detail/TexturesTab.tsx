import { FileImage, Folder, ImageOff, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../../../components/Button";
import { Badge, EmptyState, Loading } from "../../../../components/Card";
import { errorMessage } from "../../../../lib/api-client";
import { formatBytes } from "../../../../lib/format";
import { useProjectFiles } from "../../api/project-content";
import type { Project, ProjectFile } from "../../api/types";
import { ProjectUploadInput } from "./ProjectUploadInput";
import { useProjectTransfer } from "./use-project-transfer";

export function TexturesTab({ project, canUpload }: { project: Project; canUpload: boolean }) {
  const files = useProjectFiles(project.id);
  const { upload, uploadFiles } = useProjectTransfer(project);
  const input = useRef<HTMLInputElement>(null);
  const textures = (files.data ?? []).filter((file) => file.type !== "folder");

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
          Upload a texture or a resource pack; Greenhouse converts it and keeps the LabPBR maps here.
        </EmptyState>
      ) : (
        <>
          <div className="row textures-head">
            <p className="muted">
              {textures.length} {textures.length === 1 ? "file" : "files"}
            </p>
            <span className="spacer" />
            {uploadButton}
          </div>
          <ul className="texture-grid">
            {textures.map((file) => (
              <TextureTile key={file.id} file={file} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TextureTile({ file }: { file: ProjectFile }) {
  const tone = file.status === "error" ? "danger" : file.status === "completed" ? "accent" : "neutral";
  return (
    <li className="texture-tile" title={file.errorMessage ?? file.path}>
      <div className="texture-preview">
        {file.type === "folder" ? (
          <Folder size={32} aria-hidden />
        ) : file.preview ? (
          <img src={file.preview} alt="" loading="lazy" />
        ) : (
          <FileImage size={32} aria-hidden />
        )}
      </div>
      <p className="texture-name truncate">{file.name}</p>
      <div className="row texture-meta">
        <span className="muted small">{formatBytes(file.size)}</span>
        <Badge tone={tone}>{file.status}</Badge>
        {typeof file.validationScore === "number" && <span className="small">{file.validationScore}%</span>}
      </div>
    </li>
  );
}
