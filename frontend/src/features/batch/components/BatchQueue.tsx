import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/Tabs";
import { type BatchItem, type BatchTab, batchTabs, itemsForTab, tabCounts } from "../lib/batch-queue";
import { BatchItemRow } from "./BatchItemRow";

const emptyText: Record<BatchTab, string> = {
  all: "The queue is empty. Add textures or resource packs above.",
  pending: "Nothing waiting.",
  processing: "Nothing converting right now.",
  completed: "Nothing finished yet.",
};

/** The queue with its All / Pending / Processing / Completed tabs (failed items show under All). */
export function BatchQueue({
  items,
  hasOutput,
  onDownload,
}: {
  items: readonly BatchItem[];
  hasOutput(id: string): boolean;
  onDownload(item: BatchItem): void;
}) {
  const [tab, setTab] = useState<BatchTab>("all");
  const counts = tabCounts(items);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as BatchTab)} className="batch-queue">
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
