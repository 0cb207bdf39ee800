import { useRef } from "react";
import type { Project } from "../../features/projects/api/types";
import { ProjectUploadInput } from "../../features/projects/components/detail/ProjectUploadInput";
import { useProjectTransfer } from "../../features/projects/components/detail/use-project-transfer";
import { FabButton } from "./FabButton";

/**
 * The round upload button on a project page the user may edit: it adds the picked textures to that
 * project through the same path and toast as the page's own Upload, so they show in its Textures tab.
 */
export function ProjectFloatingUpload({ project, narrow }: { project: Project; narrow: boolean }) {
  const { upload, uploadFiles } = useProjectTransfer(project);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <FabButton
        narrow={narrow}
        label={`Upload textures to ${project.name}`}
        busy={upload.isPending}
        disabled={false}
        onClick={() => {
          if (!upload.isPending) input.current?.click();
        }}
      />
      <ProjectUploadInput inputRef={input} onFiles={uploadFiles} label={`Textures to add to ${project.name}`} />
    </>
  );
}
