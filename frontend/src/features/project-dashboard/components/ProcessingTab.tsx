import { Loader } from "lucide-react";
import { EmptyState, Loading } from "../../../components/Card";
import { useJobs } from "../../greenhouse/api/jobs";
import { ProgressBar } from "../../greenhouse/components/convert/UploadProgress";

/** Processing: this project's live conversion jobs with their real progress (the jobs list is polled). */
export function ProcessingTab({ projectId }: { projectId: number }) {
  const jobs = useJobs();
  if (jobs.isPending) return <Loading label="Loading jobs" />;
  const active = (jobs.data ?? []).filter(
    (job) => job.projectId === projectId && (job.status === "pending" || job.status === "processing"),
  );
  if (active.length === 0) {
    return (
      <EmptyState icon={<Loader size={26} />} title="Nothing processing">
        Conversions started from Convert while this project is open land here until they finish.
      </EmptyState>
    );
  }
  return (
    <ul className="pd-jobs" aria-label="Active jobs">
      {active.map((job) => (
        <li key={job.id}>
          <span className="truncate">{job.filename}</span>
          <span className="muted small">{job.status}</span>
          <ProgressBar value={job.progress} label={`${job.filename} progress`} />
        </li>
      ))}
    </ul>
  );
}
