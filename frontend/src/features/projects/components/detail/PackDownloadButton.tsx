import { Download } from "lucide-react";
import { Button } from "../../../../components/Button";
import { SteadyLabel } from "../../../../components/SteadyLabel";
import type { ExportSettings } from "../../api/project-content";
import { downloadShortReserve } from "../../lib/download-progress";
import type { useProjectTransfer } from "./use-project-transfer";

type Transfer = Pick<
  ReturnType<typeof useProjectTransfer>,
  "download" | "downloadLabel" | "downloadShortLabel" | "downloadReserve"
>;

/**
 * A project's pack download (the page's Download Pack, the dashboard's Export). Its words change as it
 * works ("Reading 12/200", "Building pack…"); it keeps one width so Share beside it stays put. `short`
 * words ("Reading 62%", "Building…") suit a crowded row: the dashboard's, beside four other buttons.
 *
 * The spinner is drawn in the label, where the icon was, not by `busy`: the label centres icon and
 * words together, and Button's own spinner would sit outside that, across the reserved width.
 */
export function PackDownloadButton({
  transfer,
  exportSettings,
  idle,
  short = false,
}: {
  transfer: Transfer;
  exportSettings: ExportSettings;
  idle: string;
  short?: boolean;
}) {
  const { download, downloadLabel, downloadShortLabel, downloadReserve } = transfer;
  const pending = download.isPending;
  return (
    <Button
      variant="secondary"
      className="button-steady"
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) download.mutate(exportSettings);
      }}
    >
      <SteadyLabel
        icon={pending ? <span className="spinner" aria-hidden /> : <Download size={16} aria-hidden />}
        label={short ? downloadShortLabel(idle) : downloadLabel(idle)}
        reserve={short ? downloadShortReserve(idle) : downloadReserve(idle)}
      />
    </Button>
  );
}
