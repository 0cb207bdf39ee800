import { Download, X } from "lucide-react";
import { useRemoveJob } from "../../api/jobs";
import { useConvertSession } from "../../hooks/convert-session";
import { useDownloadJob } from "../../hooks/use-convert-actions";
import { type Job, jobAction, orderJobQueue } from "../../lib/jobs";
import { ProgressBar } from "../convert/UploadProgress";

/** The job queue: processing, pending, completed, failed; remove / download / 'Failed' per row. */
export function JobQueue({ jobs, selectedId }: { jobs: Job[]; selectedId: string | null }) {
  const { selectJob } = useConvertSession();
  const remove = useRemoveJob();
  const download = useDownloadJob();
  if (jobs.length === 0) return <p className="gh-empty muted">The queue is empty.</p>;
  return (
    <ul className="gh-queue" aria-label="Job queue">
      {orderJobQueue(jobs).map((job) => {
        const action = jobAction(job.status);
        return (
          <li key={job.id} className="gh-queue-row" aria-current={job.id === selectedId || undefined}>
            <button type="button" className="gh-queue-main" onClick={() => selectJob(job.id)}>
              <span className={`gh-dot gh-dot-${job.status}`} aria-hidden />
              <span className="gh-queue-name">{job.filename}</span>
              <span className="muted small">{job.status}</span>
            </button>
            {job.status === "processing" && (
              <div className="gh-queue-bar">
                <ProgressBar value={job.progress} label={`${job.filename} progress`} />
              </div>
            )}
            {action === "remove" && (
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${job.filename}`}
                onClick={() => remove.mutate(job.id)}
              >
                <X size={16} />
              </button>
            )}
            {action === "download" && (
              <button
                type="button"
                className="button button-outline button-sm"
                onClick={() => download.mutate({ id: job.id, filename: job.filename })}
                disabled={download.isPending}
              >
                <Download size={14} aria-hidden /> Download
              </button>
            )}
            {action === "failed" && <span className="badge badge-danger">Failed</span>}
          </li>
        );
      })}
    </ul>
  );
}
