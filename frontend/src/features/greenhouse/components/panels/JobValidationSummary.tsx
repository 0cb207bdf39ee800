import { useJobFiles } from "../../api/jobs";
import { type JobEnd, jobValidationSummary } from "../../lib/job-validation-summary";
import { isCancelledByUser, type Job } from "../../lib/jobs";
import { isLocalJob } from "../../lib/local-jobs";

// Valid means no errors, as in Validate Only's verdict; warnings follow it in words.
const badge = {
  invalid: { className: "badge badge-danger", label: "Invalid" },
  warnings: { className: "badge badge-accent", label: "Valid" },
  valid: { className: "badge badge-accent", label: "Valid" },
  // A job that stopped early gets no verdict, only how it ended, as its queue row shows it.
  cancelled: { className: "badge", label: "Cancelled" },
  failed: { className: "badge badge-danger", label: "Failed" },
};
const headlineClass = {
  invalid: "gh-verdict-errors",
  warnings: "gh-verdict-warnings",
  valid: "small",
  cancelled: "small",
  failed: "small",
};

const jobEnd = (job: Job): JobEnd | null =>
  job.status !== "failed" ? null : isCancelledByUser(job) ? "cancelled" : "failed";

/**
 * Validation Results for the selected job when nothing was validated with Validate Only: a summary of
 * the checks its converted files carry (their issues are listed per file in Files & Validation). A run
 * on this device holds its files' checks itself: the server has no job of its id, and asking it for
 * `/api/jobs/local-1/files` left "Could not load the job's files" under a finished run.
 */
export function JobValidationSummary({ job }: { job: Job }) {
  const local = isLocalJob(job);
  const server = useJobFiles(local ? null : job.id, job.status !== "failed");
  // A run still going has no files yet; it has them all once done.
  const files = local ? { data: job.result?.files ?? [], isError: false } : server;
  if (files.data === undefined) {
    return (
      <p className="gh-empty muted">{files.isError ? "Could not load the job's files" : "Loading the job's checks…"}</p>
    );
  }
  const summary = jobValidationSummary(files.data, jobEnd(job));
  if (summary.verdict === "none") {
    return (
      <p className="gh-empty muted" data-testid="job-validation-summary">
        Not validated yet
        {job.status === "processing" || job.status === "pending" ? ": files are checked as they are converted." : ""}
      </p>
    );
  }
  return (
    <div className="gh-validation-head" data-testid="job-validation-summary">
      <span className="gh-verdict">
        <span className={badge[summary.verdict].className}>{badge[summary.verdict].label}</span>
        <span className={headlineClass[summary.verdict]}> · {summary.headline}</span>
      </span>
      <span className="muted small">{summary.detail}</span>
    </div>
  );
}
