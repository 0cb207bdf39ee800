import { CheckCircle2, ChevronDown, CircleSlash, Download, Loader2, X, XCircle } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import { toast } from "../../components/toast";
import { errorMessage } from "../../lib/api-client";
import { downloadStartedNotice } from "../../lib/download-notice";
import { downloadJob, isCancelledByUser, type Job, useJobs } from "../../lib/jobs";
import { readStored, storageKeys, writeStored } from "../../lib/storage";
import {
  closeJobCards,
  finishedCardMs,
  jobCardExpanded,
  jobCardKey,
  jobPercent,
  jobPillStatus,
  liveJobCardKeys,
  pickJobCard,
} from "./job-card-choice";
import { useOverlayClearance } from "./use-overlay-clearance";

/** Job-card keys stored under `key`, or none when missing or unreadable. */
function readKeys(key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(readStored("local", key) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

/** Cards closed before: kept across reloads, else a finished job's card came back on every page load. */
const readClosed = () => readKeys(storageKeys.closedJobCards);
/** Finished cards already seen open (and folded): kept across reloads for the same reason. */
const readSeen = () => readKeys(storageKeys.seenJobCards);

const isRunning = (job: Job) => job.status === "processing" || job.status === "pending";

/**
 * Floats over every page while you have a job: the newest running one with its progress, or the last
 * finished one with its download. One close hides them all until a job starts, finishes or fails.
 *
 * On a phone a running job shows as a slim pill (name, percent, thin bar) beside the upload button: the
 * full card took a seventh of a 390x844 screen for news that needs no action. A finished or failed job
 * stays that pill too ("Ready", "Failed") and a tap opens the card; on a desktop it opens by itself and
 * folds back to the pill after a few seconds or a tap elsewhere (see `jobCardExpanded`).
 */
export function JobStatusCard({ narrow }: { narrow: boolean }) {
  // Guests have jobs too (tied to an anonymous cookie), so the card does not wait for sign-in.
  const jobs = useJobs();
  const [closed, setClosed] = useState<Set<string>>(readClosed);
  // The person's own open/close, remembered only for the job stage it was made on.
  const [toggled, setToggled] = useState<{ key: string; expanded: boolean } | null>(null);
  // The job stages whose card opened by itself and has since been seen, so they stay a pill, even after
  // a reload (kept only in memory, every page load opened the card again for six seconds).
  const [seenKeys, setSeenKeys] = useState<Set<string>>(readSeen);
  const focusAfterToggle = useRef(false);
  const pill = useRef<HTMLButtonElement>(null);
  const collapse = useRef<HTMLButtonElement>(null);
  const clearance = useOverlayClearance();
  const job = pickJobCard(jobs.data ?? [], closed);
  const key = job ? jobCardKey(job) : "";
  const running = job !== undefined && isRunning(job);
  const ownChoice = toggled?.key === key ? toggled.expanded : undefined;
  const seen = seenKeys.has(key);
  const expanded = jobCardExpanded({ narrow, running, toggled: ownChoice, seen });
  const autoOpened = job !== undefined && expanded && !running && ownChoice === undefined;

  // Read when the card folds, not a dependency: the job list refetches while a job runs, and restarting
  // the fold's timer on every refetch would keep the card open.
  const jobList = useRef(jobs.data);
  jobList.current = jobs.data;
  useEffect(() => {
    if (!autoOpened) return;
    const seen = () =>
      setSeenKeys((before) => {
        const next = new Set(before).add(key);
        writeStored("local", storageKeys.seenJobCards, JSON.stringify(liveJobCardKeys(next, jobList.current ?? [])));
        return next;
      });
    // Not while focus is in the card: folding it would drop a keyboard user's focus on Download.
    const timer = window.setTimeout(() => {
      if (!document.activeElement?.closest(".job-card")) seen();
    }, finishedCardMs);
    const tapElsewhere = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest(".job-card"))) seen();
    };
    document.addEventListener("pointerdown", tapElsewhere);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("pointerdown", tapElsewhere);
    };
  }, [autoOpened, key]);

  useEffect(() => {
    // The control that was tapped is replaced by its opposite; keep keyboard and screen-reader focus on it.
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (expanded ? collapse : pill).current?.focus();
  }, [expanded]);

  if (!job) return null;
  const setExpanded = (next: boolean) => {
    focusAfterToggle.current = true;
    setToggled({ key, expanded: next });
  };
  const hide = () => {
    const all = jobs.data ?? [];
    const next = closeJobCards(closed, all);
    setClosed(next);
    writeStored("local", storageKeys.closedJobCards, JSON.stringify(liveJobCardKeys(next, all)));
  };
  const className = `job-card${narrow ? " job-card-mobile" : ""}${expanded ? "" : " job-card-pill"}`;
  return (
    <section ref={clearance} className={className} aria-label="Conversion status" aria-live="polite">
      {expanded ? (
        <>
          <JobLine job={job} />
          <div className="job-card-actions">
            {(narrow || !running) && (
              <button
                ref={collapse}
                type="button"
                className="icon-button"
                aria-label="Collapse conversion status"
                aria-expanded
                onClick={() => setExpanded(false)}
              >
                <ChevronDown size={16} aria-hidden />
              </button>
            )}
            <HideButton onHide={hide} />
          </div>
        </>
      ) : (
        <>
          <JobPill job={job} button={pill} onExpand={() => setExpanded(true)} />
          {/* The pill can go too: it sat over a project's activity and a phone's texture cards with no way
              to clear it short of opening the card first. Hidden, it stays hidden (closeJobCards). */}
          <HideButton onHide={hide} className="job-pill-hide" />
        </>
      )}
    </section>
  );
}

function HideButton({ onHide, className = "" }: { onHide(): void; className?: string }) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`.trim()}
      aria-label="Hide conversion status"
      onClick={onHide}
    >
      <X size={16} aria-hidden />
    </button>
  );
}

function StatusIcon({ job }: { job: Job }) {
  if (isRunning(job)) return <Loader2 size={16} className="spin" aria-hidden />;
  if (job.status === "completed") return <CheckCircle2 size={16} className="text-accent" aria-hidden />;
  // Stopped by its owner: the queue's neutral "Cancelled", not a failure's red cross.
  if (isCancelledByUser(job)) return <CircleSlash size={16} className="muted" aria-hidden />;
  if (job.status === "failed") return <XCircle size={16} className="text-danger" aria-hidden />;
  return null;
}

function JobProgress({ job, className }: { job: Job; className: string }) {
  const progress = jobPercent(job);
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={`Converting ${job.filename}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div className="progress-bar" style={{ width: `${progress}%` }} />
    </div>
  );
}

/** The phone's collapsed card: one tap target that opens it, with the bar outside the button so it stays a progressbar. */
function JobPill({
  job,
  button,
  onExpand,
}: {
  job: Job;
  button: RefObject<HTMLButtonElement | null>;
  onExpand(): void;
}) {
  const status = jobPillStatus(job);
  return (
    <>
      <button ref={button} type="button" className="job-pill" aria-expanded={false} onClick={onExpand}>
        <StatusIcon job={job} />
        <span className="truncate job-pill-name">{job.filename}</span>
        <span className={`job-pill-status job-pill-status-${status.tone}`}>{status.text}</span>
      </button>
      {isRunning(job) && <JobProgress job={job} className="job-pill-progress" />}
    </>
  );
}

function JobLine({ job }: { job: Job }) {
  const progress = jobPercent(job);
  const running = isRunning(job);
  return (
    <div className="job-line">
      <div className="row job-title">
        <StatusIcon job={job} />
        <strong className="truncate">{job.filename}</strong>
      </div>
      {running && (
        <>
          <JobProgress job={job} className="progress" />
          <p className="muted small">{job.status === "pending" ? "Waiting to start" : `Growing… ${progress}%`}</p>
        </>
      )}
      {job.status === "completed" && (
        <Button
          size="sm"
          variant="primary"
          onClick={() =>
            downloadJob(job).then(
              () => toast(downloadStartedNotice(job.filename)),
              (error: unknown) =>
                toast({ title: "Download failed", description: errorMessage(error), variant: "destructive" }),
            )
          }
        >
          <Download size={16} aria-hidden /> Download
        </Button>
      )}
      {isCancelledByUser(job) ? (
        <p className="small muted">Cancelled by you</p>
      ) : (
        job.status === "failed" && <p className="small text-danger">Failed{job.error ? `: ${job.error}` : ""}</p>
      )}
    </div>
  );
}
