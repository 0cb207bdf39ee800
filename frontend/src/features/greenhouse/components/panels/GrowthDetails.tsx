import type { ReactNode } from "react";
import { formatClock } from "../../../../lib/format";
import { formatElapsed } from "../../lib/format";
import { COUNT_PENDING, growthView } from "../../lib/growth-view";
import type { Job, JobStatusReport } from "../../lib/jobs";
import { ProgressBar } from "../convert/UploadProgress";
import { GrowthHead } from "./GrowthHead";

/**
 * What Growth Progress shows of one job, wherever its status comes from: current task, bar, counts,
 * elapsed time and log. A failed job's reason is its task line (and the log's last error), so it is not
 * printed a third time below.
 */
export function GrowthDetails({
  job,
  data,
  children,
}: {
  job: Job;
  data: JobStatusReport | undefined;
  children?: ReactNode;
}) {
  const view = growthView(job, data);
  return (
    <div className="gh-growth" data-testid="growth-progress" data-growth-job={job.id}>
      <GrowthHead task={view.task} status={view.status} />
      {children}
      <ProgressBar value={view.percent} label="Conversion progress" failed={view.status === "failed"} />
      <dl className="gh-stats">
        <div>
          <dt>Images processed</dt>
          <dd data-testid="images-processed">{view.processed}</dd>
        </div>
        <div>
          <dt>Textures generated</dt>
          <dd>{view.countsKnown ? (data?.texturesGenerated ?? 0) : COUNT_PENDING}</dd>
        </div>
        <div>
          <dt>Elapsed time</dt>
          <dd>{view.countsKnown ? formatElapsed(data?.elapsedTime ?? 0) : COUNT_PENDING}</dd>
        </div>
      </dl>
      <ol className="gh-log" aria-label="Processing log">
        {(data?.logs ?? []).slice(-200).map((line, index) => (
          // Log lines have no id; their position in the append-only log is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index} className={`gh-log-${line.level}`}>
            <time dateTime={line.timestamp}>{formatClock(line.timestamp)}</time>
            <span>{line.message}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
