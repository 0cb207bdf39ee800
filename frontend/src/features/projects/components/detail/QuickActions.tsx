import { Share2, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../../../components/Button";
import type { ExportSettings } from "../../api/project-content";
import type { Project } from "../../api/types";
import { ConvertIntoProject } from "./ConvertIntoProject";
import { PackDownloadButton } from "./PackDownloadButton";
import { ProjectUploadInput } from "./ProjectUploadInput";
import { useProjectTransfer } from "./use-project-transfer";

/**
 * Upload, Download Pack and Share: the three things people come to a project page for, and beside
 * Upload (images only) the way in for a resource pack, Convert into project. Share is the owner's only:
 * for anyone else it led to "Only the owner can invite people" (the workspace dashboard hides it the
 * same way).
 */
export function QuickActions({
  project,
  exportSettings,
  canUpload,
  canShare,
}: {
  project: Project;
  exportSettings: ExportSettings;
  canUpload: boolean;
  canShare: boolean;
}) {
  const transfer = useProjectTransfer(project);
  const { upload, uploadFiles } = transfer;
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="quick-actions-bar" aria-label="Quick actions">
      {canUpload && (
        <Button variant="primary" busy={upload.isPending} onClick={() => input.current?.click()}>
          <Upload size={16} aria-hidden /> {upload.isPending ? "Uploading…" : "Upload"}
        </Button>
      )}
      {canUpload && <ConvertIntoProject projectId={project.id} />}
      <PackDownloadButton transfer={transfer} exportSettings={exportSettings} idle="Download Pack" />
      {canShare && (
        <Button
          variant="secondary"
          onClick={() => {
            const panel = document.getElementById("sharing-panel");
            panel?.scrollIntoView({ behavior: "smooth", block: "start" });
            panel?.focus();
          }}
        >
          <Share2 size={16} aria-hidden /> Share
        </Button>
      )}
      <ProjectUploadInput inputRef={input} onFiles={uploadFiles} />
    </section>
  );
}
