import { PackageOpen } from "lucide-react";
import { Button } from "../../../components/Button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs";
import { useDeviceClass } from "../../../lib/device";
import { useStickyState } from "../../../lib/sticky-state";
import { canPreview, useBatchPreview } from "../hooks/use-batch-preview";
import { useBatchQueue } from "../hooks/use-batch-queue";
import type { BatchItem } from "../lib/batch-queue";
import { convertedItems } from "../lib/batch-results";
import { type BatchTab, batchTabs, itemsForTab, tabCounts } from "../lib/batch-tabs";
import { BatchItemRow } from "./BatchItemRow";

const emptyText: Record<BatchTab, string> = {
  all: "The queue is empty. Add textures or resource packs above.",
  pending: "Nothing waiting.",
  processing: "Nothing converting right now.",
  completed: "Nothing finished yet.",
  failed: "Nothing failed.",
};

/**
 * The queue with its All / Pending / Processing / Completed / Failed tabs, Download all above them, and
 * Retry / Remove on failed rows (the queue's own actions come from its handle, useBatchQueue).
 */
export function BatchQueue({
  items,
  hasOutput,
  onDownload,
}: {
  items: readonly BatchItem[];
  hasOutput(id: string): boolean;
  onDownload(item: BatchItem): void;
}) {
  const batch = useBatchQueue();
  const preview = useBatchPreview();
  // A phone shows the Batch section alone, with no Preview panel for a row's maps to open in.
  const previewShown = useDeviceClass() !== "mobile";
  const [tab, setTab] = useStickyState<BatchTab>("batch-tab", "all");
  const counts = tabCounts(items);
  const ready = convertedItems(items).filter((item) => hasOutput(item.id)).length;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as BatchTab)} className="batch-queue">
      <div className="batch-bulk">
        <Button size="sm" onClick={() => void batch.downloadAll()} disabled={ready === 0}>
          <PackageOpen size={14} aria-hidden /> Download all
        </Button>
        <span className="muted small">
          {ready === 0 ? "Converted files can be saved here in one zip." : `${ready} converted, in one zip`}
        </span>
      </div>
      <TabsList className="gh-segmented" aria-label="Queue filter">
        {batchTabs.map((entry) => (
          <TabsTrigger key={entry.id} value={entry.id} className="gh-segment">
            {entry.label} <span className="batch-count">{counts[entry.id]}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {batchTabs.map((entry) => {
        const shown = itemsForTab(items, entry.id);
        return (
          <TabsContent key={entry.id} value={entry.id} className="batch-tab">
            {shown.length === 0 ? (
              <p className="gh-empty muted">{emptyText[entry.id]}</p>
            ) : (
              <ul className="gh-queue batch-list" aria-label={`${entry.label} files`}>
                {shown.map((item) => (
                  <BatchItemRow
                    key={item.id}
                    item={item}
                    canDownload={item.status === "completed" && hasOutput(item.id)}
                    onDownload={() => onDownload(item)}
                    {...(previewShown && canPreview(item) ? { onPreview: () => void preview(item) } : {})}
                    onRetry={() => batch.retry(item.id)}
                    onRemove={() => batch.remove(item.id)}
                  />
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
