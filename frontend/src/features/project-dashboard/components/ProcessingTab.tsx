import { Loader } from "lucide-react";
import { EmptyState, Loading } from "../../../components/Card";
import { useCurrentUser } from "../../../lib/auth";
import { ProgressBar } from "../../greenhouse/components/convert/UploadProgress";
import { useProjectJobs } from "../api/project-insights";

/** Processing: every member's live conversions into this project, with their real progress. */
export function ProcessingTab({ projectId }: { projectId: number }) {
  const jobs = useProjectJobs(projectId);
  const me = useCurrentUser().user?.username;
  if (jobs.isPending) return <Loading label="Loading jobs" />;
  const active = jobs.data ?? [];
  if (active.length === 0) {
    return (
      <EmptyState icon={<Loader size={26} />} title="Nothing processing">
        Conversions that anyone on this project starts from Convert while it is open show here until they finish.
      </EmptyState>
    );
  }
  return (
    <ul className="pd-jobs" aria-label="Active jobs">
      {active.map((job) => (
        <li key={job.id}>
          <span className="truncate">{job.filename}</span>
          <span className="muted small">
            {job.status}
            {job.startedBy && ` · ${job.startedBy === me ? "you" : job.startedBy}`}
          </span>
          <ProgressBar value={job.progress} label={`${job.filename} progress`} />
        </li>
      ))}
    </ul>
  );
}
