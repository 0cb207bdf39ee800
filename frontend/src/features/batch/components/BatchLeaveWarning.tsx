import { useSyncExternalStore } from "react";
import { useLeaveWarning } from "../../../lib/leave-warning";
import { batchStore } from "../hooks/batch-runner";
import { hasUnsavedWork } from "../lib/batch-results";

/**
 * Asks before the tab is closed or reloaded while the batch holds files still waiting or converting, or
 * converted zips not yet downloaded: the queue and its zips live only in this page. Mounted by the
 * Greenhouse page, not the Batch view, since the batch keeps running after the person leaves the section.
 */
export function BatchLeaveWarning() {
  useLeaveWarning(hasUnsavedWork(useSyncExternalStore(batchStore.subscribe, batchStore.getSnapshot).state));
  return null;
}
