import { useSyncExternalStore } from "react";
import { toast } from "../../../components/toast";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { downloadName } from "../../../lib/jobs";
import { saveBytes } from "../../greenhouse/hooks/use-local-conversion";
import { checkBatchFile, skippedText } from "../lib/batch-plan";
import { canPause, canResume, canStart } from "../lib/batch-queue";
import { batchOutput, batchStore, clearBatch, dispatchBatch, queueFiles, setBatchToggles } from "./batch-runner";

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
      const accepted = list.filter((file) => checkBatchFile(file) === null);
      const rejected = list.filter((file) => checkBatchFile(file) !== null);
      const skipped = skippedText(rejected);
      // One toast at a time (spec section 9). Nothing added: one reason keeps the spec's notice; several
      // name each file's own reason, or one reason would be given for all of them.
      if (accepted.length === 0) {
        const notices = new Set(rejected.map(checkBatchFile));
        const [notice] = notices;
        if (notices.size === 1 && notice) toast({ ...notice, variant: "destructive" });
        else if (notices.size > 1) toast({ title: "No files added", description: skipped, variant: "destructive" });
        return;
      }
      queueFiles(accepted.map((file) => ({ id: `batch-${nextId++}`, file })));
      // Some files added and some not: one toast says both, or the skipped ones would go unmentioned.
      toast({
        title: `Added ${accepted.length} ${accepted.length === 1 ? "file" : "files"} to queue`,
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
      saveBytes(zip, downloadName(name));
      dispatchBatch({ type: "downloaded", id });
      toast(downloadStartedNotice(name));
    },
  };
}
