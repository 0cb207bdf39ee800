import { isCancelledByUser, type Job } from "../../lib/jobs";

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
