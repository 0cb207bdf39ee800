import { useJobStatus } from "../../api/jobs";
import { formatElapsed } from "../../lib/format";
import type { Job } from "../../lib/jobs";
import { progressPercent } from "../../lib/jobs";
import { ProgressBar } from "../convert/UploadProgress";

/** Growth Progress: current task, progress, live log, counts and elapsed time of the selected job. */
export function GrowthProgress({ job }: { job: Job | null }) {
  const live = job !== null && (job.status === "pending" || job.status === "processing");
  const status = useJobStatus(job?.id ?? null, live);
  if (!job) {
    return <p className="gh-empty muted">No conversion yet. Upload a texture or pack to watch it grow.</p>;
  }
  const data = status.data;
  const percent =
    job.status === "completed"
      ? 100
      : progressPercent(data?.imagesProcessed ?? 0, data?.totalImages ?? 0, job.progress);
  return (
    <div className="gh-growth" data-testid="growth-progress">
      <div className="gh-growth-head">
        <div>
          <span className="muted small">Current task</span>
          <p className="gh-task">{currentTask(job, data?.currentTask)}</p>
        </div>
        <span className={`gh-status gh-status-${job.status}`}>{job.status}</span>
      </div>
      <ProgressBar value={percent} label="Conversion progress" />
      <dl className="gh-stats">
        <div>
          <dt>Images processed</dt>
          <dd data-testid="images-processed">
            {data?.imagesProcessed ?? 0}/{data?.totalImages ?? 0}
          </dd>
        </div>
        <div>
          <dt>Textures generated</dt>
          <dd>{data?.texturesGenerated ?? 0}</dd>
        </div>
        <div>
          <dt>Elapsed time</dt>
          <dd>{formatElapsed(data?.elapsedTime ?? 0)}</dd>
        </div>
      </dl>
      <ol className="gh-log" aria-label="Processing log">
        {(data?.logs ?? []).slice(-200).map((line, index) => (
          // Log lines have no id; their position in the append-only log is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index} className={`gh-log-${line.level}`}>
            <time dateTime={line.timestamp}>{new Date(line.timestamp).toLocaleTimeString()}</time>
            <span>{line.message}</span>
          </li>
        ))}
      </ol>
      {job.status === "failed" && job.error && <p className="gh-error">{job.error}</p>}
    </div>
  );
}

/** The server's task while the job runs; once it has ended, its final state says more. */
function currentTask(job: Job, task: string | undefined): string {
  if (job.status === "completed" || job.status === "failed") return statusText(job);
  return task || statusText(job);
}

function statusText(job: Job): string {
  switch (job.status) {
    case "pending":
      return "Waiting to start";
    case "processing":
      return "Processing";
    case "completed":
      return "Completed";
    case "failed":
      return "Failed";
  }
}
