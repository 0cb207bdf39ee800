import { useSyncExternalStore } from "react";
import { toast } from "../../../components/toast";
import { saveBlob } from "../../../lib/download";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { downloadName } from "../../../lib/jobs";
import { BUNDLE_NAME, bundleOutputs } from "../lib/batch-bundle";
import { skippedText } from "../lib/batch-plan";
import { canPause, canResume, canStart } from "../lib/batch-queue";
import { convertedItems } from "../lib/batch-results";
import { sortBatchSelection } from "../lib/batch-selection";
import {
  batchOutput,
  batchStore,
  clearBatch,
  dispatchBatch,
  queueFiles,
  removeBatchItem,
  setBatchToggles,
} from "./batch-runner";

let nextId = 1;

/**
 * The Batch view's handle on the page-wide queue (batch-runner): each item converts through the same
 * convertPack as Convert, in the workspace's pipeline worker, one at a time, with the Convert settings
 * and its Advanced processing (kept current by BatchSettingsSync).
 */
export function useBatchQueue() {
  const { state, toggles } = useSyncExternalStore(batchStore.subscribe, batchStore.getSnapshot);

  return {
    state,
    toggles,
    setToggles: setBatchToggles,
    canStart: canStart(state),
    canPause: canPause(state),
    canResume: canResume(state),
    add(list: readonly File[]) {
      const { entries, refused } = sortBatchSelection(list);
      const skipped = skippedText(refused.map(({ file, reason }) => ({ name: file.name, size: file.size, reason })));
      // One toast at a time (spec section 9). Nothing added: one reason keeps the spec's notice; several
      // name each file's own reason, or one reason would be given for all of them.
      if (entries.length === 0) {
        const notices = new Set(refused.map((entry) => entry.notice));
        const [notice] = notices;
        if (notices.size === 1 && notice) toast({ ...notice, variant: "destructive" });
        else if (notices.size > 1) toast({ title: "No files added", description: skipped, variant: "destructive" });
        return;
      }
      queueFiles(entries.map(({ file, mcmeta }) => ({ id: `batch-${nextId++}`, file, mcmeta })));
      // Some files added and some not: one toast says both, or the skipped ones would go unmentioned.
      toast({
        title: `Added ${entries.length} ${entries.length === 1 ? "file" : "files"} to queue`,
        description: `${skipped ? `${skipped} ` : ""}Click 'Start Processing' to begin`,
      });
    },
    start: () => dispatchBatch({ type: "start" }),
    pause: () => dispatchBatch({ type: "pause" }),
    clear: clearBatch,
    hasOutput: (id: string) => batchOutput(id) !== undefined,
    download(id: string, name: string) {
      const zip = batchOutput(id);
      if (!zip) return;
      saveBlob(zip, downloadName(name));
      dispatchBatch({ type: "downloaded", id });
      toast(downloadStartedNotice(name));
    },
    remove: removeBatchItem,
    retry: (id: string) => dispatchBatch({ type: "retry", id }),
    /** Every converted item's output in one zip (Download all). */
    async downloadAll() {
      const items = convertedItems(state.items).filter((item) => batchOutput(item.id) !== undefined);
      if (items.length === 0) return;
      try {
        const outputs = items.map((item) => ({ name: item.name, zip: batchOutput(item.id) as Blob }));
        saveBlob(await bundleOutputs(outputs), BUNDLE_NAME);
      } catch (error) {
        toast({
          title: "Download failed",
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        });
        return;
      }
      for (const item of items) dispatchBatch({ type: "downloaded", id: item.id });
      toast({
        title: "Download started",
        description: `The converted files of ${items.length} ${items.length === 1 ? "item" : "items"} are being downloaded as one zip`,
      });
    },
  };
}
