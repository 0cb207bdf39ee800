import { Download, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "../../../../components/Button";
import type { Project } from "../../api/types";
import { useExportSettings } from "./export-settings";
import { MobileAccessCard, MobileShareCard } from "./MobileShareCard";
import { MobileTexturesCard } from "./MobileTexturesCard";
import { OverviewTab } from "./OverviewTab";
import { ProjectHeader } from "./ProjectDetailPage";
import { ProjectUploadInput } from "./ProjectUploadInput";
import { canEdit, useIsOwner } from "./use-is-owner";
import { useProjectTransfer } from "./use-project-transfer";

/**
 * Phones get one column: Upload and Download, a compact share card, the textures (ending, for editors,
 * with Convert into project: a row of its own under Upload pushed the share card's Generate Invite Link
 * down under the floating job pill), the overview and activity.
 */
export function MobileProjectView({ project }: { project: Project }) {
  const owner = useIsOwner(project);
  const [exportSettings] = useExportSettings(project.id);
  const { upload, download, downloadShortLabel, uploadFiles } = useProjectTransfer(project);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="container mobile-project">
      <ProjectHeader project={project} />
      <div className="mobile-project-actions">
        {canEdit(project, owner) && (
          <Button variant="primary" busy={upload.isPending} onClick={() => input.current?.click()}>
            <Upload size={16} aria-hidden /> Upload
          </Button>
        )}
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate(exportSettings)}>
          {/* While it works the spinner takes the icon's place, as on the desktop's Download Pack. */}
          {!download.isPending && <Download size={16} aria-hidden />}
          <span className="mobile-project-action-label">{downloadShortLabel("Download")}</span>
        </Button>
      </div>
      <ProjectUploadInput inputRef={input} onFiles={uploadFiles} />
      {owner ? <MobileShareCard project={project} /> : <MobileAccessCard project={project} />}
      <MobileTexturesCard project={project} canDelete={canEdit(project, owner)} />
      <OverviewTab project={project} />
    </div>
  );
}
