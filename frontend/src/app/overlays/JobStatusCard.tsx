import { CheckCircle2, Download, Loader2, X, XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button";
import { toast } from "../../components/toast";
import { errorMessage } from "../../lib/api-client";
import { downloadJob, type Job, useJobs } from "../../lib/jobs";
import { readStored, storageKeys, writeStored } from "../../lib/storage";
import { closeJobCards, liveJobCardKeys, pickJobCard } from "./job-card-choice";
import { useOverlayClearance } from "./use-overlay-clearance";

/** Cards closed before: kept across reloads, else a finished job's card came back on every page load. */
function readClosed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(readStored("local", storageKeys.closedJobCards) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === "string") : []);
  } catch {
    return new Set();
  }
}

/**
 * Floats over every page while you have a job: the newest running one with its progress, or the last
 * finished one with its download. One close hides them all until a job starts, finishes or fails.
 */
export function JobStatusCard({ narrow }: { narrow: boolean }) {
  // Guests have jobs too (tied to an anonymous cookie), so the card does not wait for sign-in.
  const jobs = useJobs();
  const [closed, setClosed] = useState<Set<string>>(readClosed);
  const clearance = useOverlayClearance();
  const job = pickJobCard(jobs.data ?? [], closed);
  if (!job) return null;
  return (
    <section
      ref={clearance}
      className={narrow ? "job-card job-card-mobile" : "job-card"}
      aria-label="Conversion status"
      aria-live="polite"
    >
      <JobLine job={job} />
      <button
        type="button"
        className="icon-button job-card-close"
        aria-label="Hide conversion status"
        onClick={() => {
          const all = jobs.data ?? [];
          const next = closeJobCards(closed, all);
          setClosed(next);
          writeStored("local", storageKeys.closedJobCards, JSON.stringify(liveJobCardKeys(next, all)));
        }}
      >
        <X size={16} aria-hidden />
      </button>
    </section>
  );
}

function JobLine({ job }: { job: Job }) {
  const progress = Math.max(0, Math.min(100, Math.round(job.progress ?? 0)));
  const running = job.status === "processing" || job.status === "pending";
  return (
    <div className="job-line">
      <div className="row job-title">
        {running && <Loader2 size={16} className="spin" aria-hidden />}
        {job.status === "completed" && <CheckCircle2 size={16} className="text-accent" aria-hidden />}
        {job.status === "failed" && <XCircle size={16} className="text-danger" aria-hidden />}
        <strong className="truncate">{job.filename}</strong>
      </div>
      {running && (
        <>
          <div
            className="progress"
            role="progressbar"
            aria-label={`Converting ${job.filename}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <p className="muted small">{job.status === "pending" ? "Waiting to start" : `Growing… ${progress}%`}</p>
        </>
      )}
      {job.status === "completed" && (
        <Button
          size="sm"
          variant="primary"
          onClick={() =>
            downloadJob(job).then(
              () =>
                toast({ title: "Download started", description: "Your converted resource pack is being downloaded" }),
              (error: unknown) =>
                toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
            )
          }
        >
          <Download size={16} aria-hidden /> Download
        </Button>
      )}
      {job.status === "failed" && <p className="small text-danger">Failed{job.error ? `: ${job.error}` : ""}</p>}
    </div>
  );
}
