import { Download } from "lucide-react";
import { Button } from "../../../../components/Button";
import { toast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useDownloadProjectFile } from "../../api/project-files";
import type { Project, ProjectFile } from "../../api/types";
import { isOutOfDateMap, mapSuffix } from "../../lib/texture-groups";

/**
 * A texture card's LabPBR maps, one small download button each ("_n", "_s"): the maps are part of the
 * texture, so they sit on its card instead of being cards of their own.
 */
export function MapDownloads({ project, base, maps }: { project: Project; base: ProjectFile; maps: ProjectFile[] }) {
  const outOfDate = maps.some((map) => isOutOfDateMap(map, base));
  return (
    <div className="texture-maps">
      <span className="muted small">Maps</span>
      {maps.map((map) => (
        <MapDownload key={map.id} project={project} map={map} outOfDate={isOutOfDateMap(map, base)} base={base} />
      ))}
      {outOfDate && (
        // Said in words, not only by colour: the marked maps are made again by Download Pack.
        <span className="texture-maps-note small">Older than {base.name}: Download Pack remakes them</span>
      )}
    </div>
  );
}

function MapDownload({
  project,
  map,
  base,
  outOfDate,
}: {
  project: Project;
  map: ProjectFile;
  base: ProjectFile;
  outOfDate: boolean;
}) {
  const download = useDownloadProjectFile(project.id);
  const failed = map.status === "error";
  const tone = failed ? " danger" : outOfDate ? " stale" : "";
  const state = failed ? " (error)" : outOfDate ? ` (made before ${base.name} last changed)` : "";
  return (
    <Button
      variant="ghost"
      size="sm"
      className={`texture-map${tone}`}
      aria-label={`Download ${map.name}${state}`}
      title={
        map.errorMessage ??
        (outOfDate
          ? `${map.name} was made before ${base.name} last changed; Download Pack makes it again`
          : `${map.name} · ${map.status}`)
      }
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
