import { cancelUnavailableReason, isCancelledByUser, type Job } from "../../lib/jobs";

/** A failed row's badge: red "Failed", or a neutral "Cancelled" for a job its owner stopped. */
export function EndBadge({ job }: { job: Job }) {
  if (job.status !== "failed") return null;
  return isCancelledByUser(job) ? (
    <span className="badge">Cancelled</span>
  ) : (
    <span className="badge badge-danger">Failed</span>
  );
}

/** Why a failed row ended, under it: red for a failure, muted for a cancel (nothing went wrong). */
export function EndReason({ job }: { job: Job }) {
  if (job.status !== "failed" || !job.error) return null;
  return <p className={isCancelledByUser(job) ? "gh-queue-note muted small" : "gh-queue-error small"}>{job.error}</p>;
}

/**
 * Where a running row's Cancel was, once its job adds its files to its project: the server refuses a
 * cancel then, and offering it ended in a red "Could not cancel the job" toast.
 */
export function NoCancelNote({ job }: { job: Job }) {
  const reason = cancelUnavailableReason(job);
  return reason ? <span className="muted small">{reason}</span> : null;
}
