import { useSyncExternalStore } from "react";
import { toast } from "../../../components/toast";
import { downloadName } from "../../../lib/jobs";
import { saveBytes } from "../../greenhouse/hooks/use-local-conversion";
import { checkBatchFile } from "../lib/batch-plan";
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
      const problem = list.map(checkBatchFile).find((notice) => notice !== null);
      // One toast at a time (spec section 9): the first problem speaks for the rejected files.
      if (accepted.length === 0) {
        if (problem) toast({ ...problem, variant: "destructive" });
        return;
      }
      queueFiles(accepted.map((file) => ({ id: `batch-${nextId++}`, file })));
      // Some files added and some not: one toast says both, or the skipped ones would go unmentioned.
      const skipped = problem ? `${skippedText(rejected, problem.description)} ` : "";
      toast({
        title: `Added ${accepted.length} ${accepted.length === 1 ? "file" : "files"} to queue`,
        description: `${skipped}Click 'Start Processing' to begin`,
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
      toast({ title: "Download started", description: "Your converted resource pack is being downloaded" });
    },
  };
}

/** "Skipped notes.txt (Please upload ...)." or "Skipped a.txt and 2 more (...)." */
function skippedText(rejected: readonly File[], reason: string): string {
  const [first] = rejected;
  const more = rejected.length > 1 ? ` and ${rejected.length - 1} more` : "";
  return `Skipped ${first?.name ?? "a file"}${more} (${reason.replace(/\.$/, "")}).`;
}
