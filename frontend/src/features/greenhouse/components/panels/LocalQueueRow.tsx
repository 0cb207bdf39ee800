import { Download, Square, X } from "lucide-react";
import { IconButton } from "../../../../components/IconButton";
import { useConvertSession } from "../../hooks/convert-session";
import { useLocalJobs } from "../../hooks/local-jobs";
import { downloadLocalJob } from "../../hooks/use-local-conversion";
import { growthView } from "../../lib/growth-view";
import { shownStatus } from "../../lib/jobs";
import { type LocalJob, localJobActions } from "../../lib/local-jobs";
import { ProgressBar } from "../convert/UploadProgress";
import { EndBadge, EndReason } from "./QueueRowEnd";

/**
 * A queue row for a run on this device: marked as such, since it has no server copy (it is gone after
 * a reload), with its own zip's Download and a Cancel that aborts the pipeline run (`onCancel` lets the
 * queue keep the row selected and focused).
 */
export function LocalQueueRow({ job, selected, onCancel }: { job: LocalJob; selected: boolean; onCancel(): void }) {
  const { selectJob } = useConvertSession();
  const local = useLocalJobs();
  const actions = localJobActions(job.status);
  return (
    <li className="gh-queue-row" aria-current={selected || undefined}>
      <button type="button" className="gh-queue-main" data-job-id={job.id} onClick={() => selectJob(job.id)}>
        <span className={`gh-dot gh-dot-${shownStatus(job)}`} aria-hidden />
        <span className="gh-queue-name">{job.filename}</span>
        <span className="muted small">{shownStatus(job)}</span>
        <span className="muted small gh-queue-where">on this device</span>
      </button>
      <div className="gh-queue-actions">
        <EndBadge job={job} />
        {actions.includes("download") && (
          <button
            type="button"
            className="button button-outline button-sm"
            onClick={() => downloadLocalJob(job)}
            aria-label={`Download ${job.filename}`}
          >
            <Download size={14} aria-hidden /> Download
          </button>
        )}
        {actions.includes("cancel") && (
          <IconButton
            label={`Cancel ${job.filename}`}
            title="Cancel"
            onPress={() => {
              onCancel();
              local.cancel(job.id);
            }}
          >
            <Square size={14} aria-hidden />
          </IconButton>
        )}
        {actions.includes("remove") && (
          <IconButton label={`Remove ${job.filename}`} title="Remove" onPress={() => local.remove(job.id)}>
            <X size={16} aria-hidden />
          </IconButton>
        )}
      </div>
      {job.status === "processing" && (
        <div className="gh-queue-bar">
          <ProgressBar value={growthView(job, job.report ?? undefined).percent} label={`${job.filename} progress`} />
        </div>
      )}
      <EndReason job={job} />
    </li>
  );
}
