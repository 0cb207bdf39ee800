import { isCancelledByUser, type Job } from "../../lib/jobs";

/**
 * Running jobs first (processing, then pending: spec section 4's queue order), then every finished
 * one, completed or failed alike. The queue's order put completed above failed whatever their age,
 * and the card shows one job: a conversion that had just failed stayed hidden behind an older "Ready".
 */
const stageRank: Record<string, number> = { processing: 0, pending: 1, completed: 2, failed: 2 };
const rankOf = (job: Pick<Job, "status">) => stageRank[job.status] ?? 3;

/**
 * When a finished job ended: the API's `updatedAt` (the index row's last write, which is the end for a
 * job that no longer runs); NaN when the list does not say, and the list's own order decides.
 */
const endedAt = (job: Pick<Job, "updatedAt">) => Date.parse(job.updatedAt ?? "");

/**
 * What a close is remembered against: the job and the stage it had reached. Pending and processing are
 * one stage, since a job merely starting is no news; finishing or failing is, and brings the card back.
 */
export function jobCardKey(job: Pick<Job, "id" | "status">): string {
  const stage = job.status === "pending" || job.status === "processing" ? "running" : job.status;
  return `${job.id}:${stage}`;
}

/**
 * The job the card shows: the most pressing one whose current stage was not already closed. A running
 * job, else the one that finished last, so the latest news (its Download, or why it failed) is shown.
 * The sort is stable: the server's order (newest first) decides between equals and undated jobs.
 */
export function pickJobCard(jobs: readonly Job[], closed: ReadonlySet<string>): Job | undefined {
  return jobs
    .filter((job) => !closed.has(jobCardKey(job)))
    .sort((a, b) => rankOf(a) - rankOf(b) || (rankOf(a) === 2 ? newerFirst(a, b) : 0))[0];
}

function newerFirst(a: Job, b: Job): number {
  const [endA, endB] = [endedAt(a), endedAt(b)];
  if (Number.isNaN(endA) || Number.isNaN(endB)) return 0;
  return endB - endA;
}

/**
 * Closing the card dismisses every job as it stands now, not only the one shown: otherwise each close
 * revealed the next older finished job and clearing four took four taps. A new job, or one that moves
 * on to finished or failed, has a key not in the set and shows again.
 */
export function closeJobCards(closed: ReadonlySet<string>, jobs: readonly Job[]): Set<string> {
  const next = new Set(closed);
  for (const job of jobs) next.add(jobCardKey(job));
  return next;
}

/** The closes worth keeping: only those of jobs that still exist, so the stored list cannot outgrow them. */
export function liveJobCardKeys(closed: ReadonlySet<string>, jobs: readonly Job[]): string[] {
  const live = new Set(jobs.map((job) => job.id));
  return [...closed].filter((key) => live.has(key.slice(0, key.lastIndexOf(":"))));
}

/** How long a finished or failed job's card stays open by itself before folding back to its pill. */
export const finishedCardMs = 6000;

/**
 * Whether the card shows in full or as its pill. The person's own open/close for this job stage wins.
 * Otherwise a phone always starts with the pill: its "Ready" or "Failed" is the news, in the row beside
 * the upload button that every page already leaves room for, and one tap opens the Download or error.
 * Opened by itself, the full card stood twice as tall as that row over whatever the page showed first
 * (Home's quick actions, a project's Generate Invite Link) until it folded or was collapsed. On a
 * desktop a running job shows the full card, and a finished or failed one opens by itself, since its
 * Download or error is what the person waited for, until it has been seen (a few seconds, or a tap
 * elsewhere).
 */
export function jobCardExpanded(state: {
  narrow: boolean;
  running: boolean;
  toggled: boolean | undefined;
  seen: boolean;
}): boolean {
  if (state.toggled !== undefined) return state.toggled;
  if (state.narrow) return false;
  return state.running || !state.seen;
}

/** A job's progress as the card shows it: a whole percent from 0 to 100. */
export const jobPercent = (job: Pick<Job, "progress">) => Math.max(0, Math.min(100, Math.round(job.progress ?? 0)));

/**
 * The word the pill gives a job's state, and its colour. A job its owner cancelled ends as failed on the
 * server, and read "Failed" here while the queue called it a neutral "Cancelled": nothing went wrong,
 * so it is muted. A real failure's word takes the danger colour of its icon rather than the accent.
 */
export function jobPillStatus(job: Pick<Job, "status" | "progress" | "error">): {
  text: string;
  tone: "accent" | "danger" | "muted";
} {
  if (job.status === "pending") return { text: "Waiting", tone: "accent" };
  if (job.status === "processing") return { text: `${jobPercent(job)}%`, tone: "accent" };
  if (job.status === "completed") return { text: "Ready", tone: "accent" };
  return isCancelledByUser(job) ? { text: "Cancelled", tone: "muted" } : { text: "Failed", tone: "danger" };
}
