import { useJobStatus } from "../../api/jobs";
import { serverStatusOf } from "../../lib/growth-view";
import type { Job } from "../../lib/jobs";
import { isLocalJob } from "../../lib/local-jobs";
import { GrowthDetails } from "./GrowthDetails";
import { LocalGrowthProgress } from "./LocalGrowthProgress";

/** Growth Progress of the selected job: a server job's polled status, or a run on this device. */
export function GrowthProgress({ job }: { job: Job | null }) {
  if (!job) {
    return <p className="gh-empty muted">No conversion yet. Upload a texture or pack to watch it grow.</p>;
  }
  if (isLocalJob(job)) return <LocalGrowthProgress job={job} />;
  return <ServerGrowthProgress job={job} />;
}

/** A server job: its status is polled while it runs, read once when it has ended. */
function ServerGrowthProgress({ job }: { job: Job }) {
  const live = job.status === "pending" || job.status === "processing";
  const status = useJobStatus(job.id, live);
  return <GrowthDetails job={job} data={serverStatusOf(job, status.data)} />;
}
