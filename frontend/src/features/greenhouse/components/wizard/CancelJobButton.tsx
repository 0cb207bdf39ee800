import { Square } from "lucide-react";
import { useLocalJobs } from "../../hooks/local-jobs";
import { useQueueCommand } from "../../hooks/use-convert-actions";
import { cancelUnavailableReason, type Job, jobActions } from "../../lib/jobs";
import { isLocalJob, localJobActions } from "../../lib/local-jobs";

/**
 * Step 4's Cancel for the job it follows: the phone shows no queue, so without it a running conversion
 * could not be stopped there. The same commands as the queue row's Cancel: the jobs API's for a server
 * job, aborting the pipeline for a run on this device. `onPress` lets the step move focus off the
 * button, which goes away once the job has stopped. While a server job adds its files to its project
 * the button stays, disabled, with why: the server refuses a cancel then.
 */
export function CancelJobButton({ job, onPress }: { job: Job; onPress(): void }) {
  const server = useQueueCommand("cancel");
  const local = useLocalJobs();
  const onDevice = isLocalJob(job);
  const actions = onDevice ? localJobActions(job.status) : jobActions(job.status, job.cancellable);
  const unavailable = onDevice ? undefined : cancelUnavailableReason(job);
  if (unavailable) {
    return (
      <div className="gh-block">
        <button
          type="button"
          className="button button-outline button-md gh-block"
          disabled
          aria-label={`Cancel ${job.filename}`}
          aria-describedby={`no-cancel-${job.id}`}
        >
          <Square size={14} aria-hidden /> Cancel
        </button>
        <p id={`no-cancel-${job.id}`} className="muted small">
          {unavailable}
        </p>
      </div>
    );
  }
  if (!actions.includes("cancel")) return null;
  return (
    <button
      type="button"
      className="button button-outline button-md gh-block"
      onClick={() => {
        onPress();
        if (onDevice) local.cancel(job.id);
        else server.run(job.id);
      }}
      disabled={!onDevice && server.pending}
      aria-label={`Cancel ${job.filename}`}
    >
      <Square size={14} aria-hidden /> Cancel
    </button>
  );
}
