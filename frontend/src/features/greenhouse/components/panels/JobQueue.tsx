import { Download, RotateCcw, Square, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { IconButton } from "../../../../components/IconButton";
import { batchStore } from "../../../batch/hooks/batch-runner";
import { batchQueueNote } from "../../../batch/lib/run-state";
import { usePolledJobStatus, useRemoveJob } from "../../api/jobs";
import { useConvertSession } from "../../hooks/convert-session";
import { useDownloadJob, useQueueCommand } from "../../hooks/use-convert-actions";
import { growthView } from "../../lib/growth-view";
import { type Job, type JobStatus, jobActions, orderJobQueue, shownStatus } from "../../lib/jobs";
import { isLocalJob } from "../../lib/local-jobs";
import { scrollingBox, scrollWithin } from "../../lib/scroll-within";
import { ProgressBar } from "../convert/UploadProgress";
import { LocalQueueRow } from "./LocalQueueRow";
import { EndBadge, EndReason, NoCancelNote } from "./QueueRowEnd";

/**
 * The job queue: processing, pending, completed, failed. Each row offers what its status allows: remove
 * (pending, failed), cancel (processing, until the job adds its files to its project: then a note says
 * so, as the server would refuse it), download (completed), retry (failed, which also says 'Failed'
 * and why). Runs on this device are listed among them (`LocalQueueRow`), with their own actions.
 * Cancelling selects the job and, once it has stopped and moved down among the failed, moves focus to
 * its row: the Cancel button is gone by then, and focus fell to the page with the row out of view.
 * Retrying does the same once the job is queued again.
 */
export function JobQueue({ jobs, selectedId }: { jobs: Job[]; selectedId: string | null }) {
  const { selectJob } = useConvertSession();
  const remove = useRemoveJob();
  const download = useDownloadJob();
  const cancel = useQueueCommand("cancel");
  const retry = useQueueCommand("retry");
  const list = useRef<HTMLUListElement>(null);
  // The row to refocus once its job leaves the status it had when Cancel or Retry was pressed.
  const [refocus, setRefocus] = useState<{ id: string; from: JobStatus } | null>(null);
  useEffect(() => {
    if (refocus === null || jobs.find((job) => job.id === refocus.id)?.status === refocus.from) return;
    const row = list.current?.querySelector<HTMLButtonElement>(`[data-job-id="${CSS.escape(refocus.id)}"]`);
    // Only the queue's own scroller moves: `scrollIntoView` also scrolled the ones around it, and
    // Growth Progress beside the queue went out of view.
    row?.focus({ preventScroll: true });
    const box = list.current && scrollingBox(list.current);
    if (row && box) scrollWithin(box, row.closest("li") ?? row);
    setRefocus(null);
  }, [jobs, refocus]);
  const followCancel = (id: string) => {
    selectJob(id);
    setRefocus({ id, from: "processing" });
  };
  const cancelJob = (id: string) => {
    followCancel(id);
    cancel.run(id, () => setRefocus(null));
  };
  // Retry goes away once the job is queued again, which dropped focus to the page as Cancel did.
  const retryJob = (id: string) => {
    setRefocus({ id, from: "failed" });
    retry.run(id, () => setRefocus(null));
  };
  if (jobs.length === 0) return <EmptyQueue />;
  return (
    <ul className="gh-queue gh-job-queue" aria-label="Job queue" ref={list}>
      {orderJobQueue(jobs).map((job) => {
        if (isLocalJob(job))
          return (
            <LocalQueueRow
              key={job.id}
              job={job}
              selected={job.id === selectedId}
              onCancel={() => followCancel(job.id)}
            />
          );
        const actions = jobActions(job.status, job.cancellable);
        return (
          <li key={job.id} className="gh-queue-row" aria-current={job.id === selectedId || undefined}>
            <button type="button" className="gh-queue-main" data-job-id={job.id} onClick={() => selectJob(job.id)}>
              <span className={`gh-dot gh-dot-${shownStatus(job)}`} aria-hidden />
              <span className="gh-queue-name">{job.filename}</span>
              <span className="muted small">{shownStatus(job)}</span>
            </button>
            <div className="gh-queue-actions">
              <EndBadge job={job} />
              <NoCancelNote job={job} />
              {actions.includes("download") && (
                <button
                  type="button"
                  className="button button-outline button-sm"
                  onClick={() => download.mutate({ id: job.id, filename: job.filename })}
                  disabled={download.isPending}
                  aria-label={`Download ${job.filename}`}
                >
                  <Download size={14} aria-hidden /> Download
                </button>
              )}
              {actions.includes("retry") && (
                <IconButton
                  label={`Retry ${job.filename}`}
                  title="Retry"
                  onPress={() => retryJob(job.id)}
                  busy={retry.pending}
                >
                  <RotateCcw size={16} aria-hidden />
                </IconButton>
              )}
              {actions.includes("cancel") && (
                <IconButton
                  label={`Cancel ${job.filename}`}
                  title="Cancel"
                  onPress={() => cancelJob(job.id)}
                  busy={cancel.pending}
                >
                  <Square size={14} aria-hidden />
                </IconButton>
              )}
              {actions.includes("remove") && (
                <IconButton label={`Remove ${job.filename}`} title="Remove" onPress={() => remove.mutate(job.id)}>
                  <X size={16} aria-hidden />
                </IconButton>
              )}
            </div>
            {job.status === "processing" && <QueueRowProgress job={job} />}
            <EndReason job={job} />
          </li>
        );
      })}
    </ul>
  );
}

/** A running job's bar, at Growth Progress's figure for the same job (`growthView`). */
function QueueRowProgress({ job }: { job: Job }) {
  const view = growthView(job, usePolledJobStatus(job.id));
  return (
    <div className="gh-queue-bar">
      <ProgressBar value={view.percent} label={`${job.filename} progress`} />
    </div>
  );
}

/**
 * This queue holds server jobs and the Convert tool's runs on this device; files in the Batch tab
 * convert on the device in their own queue, so say where they are.
 */
function EmptyQueue() {
  const note = batchQueueNote(useSyncExternalStore(batchStore.subscribe, batchStore.getSnapshot).state);
  return <p className="gh-empty muted">The queue is empty.{note && ` ${note}`}</p>;
}
