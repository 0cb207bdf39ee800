import { Download } from "lucide-react";
import { Button } from "../../../../components/Button";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useDownloadProjectFile } from "../../api/project-files";
import type { Project, ProjectFile } from "../../api/types";
import { mapSuffix } from "../../lib/texture-groups";

/**
 * A texture card's LabPBR maps, one small download button each ("_n", "_s"): the maps are part of the
 * texture, so they sit on its card instead of being cards of their own.
 */
export function MapDownloads({ project, maps }: { project: Project; maps: ProjectFile[] }) {
  return (
    <div className="texture-maps">
      <span className="muted small">Maps</span>
      {maps.map((map) => (
        <MapDownload key={map.id} project={project} map={map} />
      ))}
    </div>
  );
}

function MapDownload({ project, map }: { project: Project; map: ProjectFile }) {
  const download = useDownloadProjectFile(project.id);
  const failed = map.status === "error";
  return (
    <Button
      variant="ghost"
      size="sm"
      className={failed ? "texture-map danger" : "texture-map"}
      aria-label={`Download ${map.name}${failed ? " (error)" : ""}`}
      title={map.errorMessage ?? `${map.name} · ${map.status}`}
      busy={download.isPending}
      onClick={() =>
        download.mutate(map, {
          onError: (error) =>
            toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
        })
      }
    >
      <Download size={13} aria-hidden /> {mapSuffix(map)}
    </Button>
  );
}
