import { Download } from "lucide-react";
import { Button } from "../../../../components/Button";
import { SteadyLabel } from "../../../../components/SteadyLabel";
import type { ExportSettings } from "../../api/project-content";
import type { useProjectTransfer } from "./use-project-transfer";

type Transfer = Pick<ReturnType<typeof useProjectTransfer>, "download" | "downloadLabel" | "downloadReserve">;

/**
 * A project's pack download (the page's Download Pack, the dashboard's Export). Its words change as it
 * works ("Reading 12/200", "Building pack…"); it keeps one width so Share beside it stays put.
 */
export function PackDownloadButton({
  transfer,
  exportSettings,
  idle,
}: {
  transfer: Transfer;
  exportSettings: ExportSettings;
  idle: string;
}) {
  const { download, downloadLabel, downloadReserve } = transfer;
  return (
    <Button
      variant="secondary"
      className="button-steady"
      busy={download.isPending}
      onClick={() => download.mutate(exportSettings)}
    >
      {!download.isPending && <Download size={16} aria-hidden />}
      <SteadyLabel label={downloadLabel(idle)} reserve={downloadReserve(idle)} />
    </Button>
  );
}
