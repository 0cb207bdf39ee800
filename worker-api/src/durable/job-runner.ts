import { DurableObject } from "cloudflare:workers";
import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { ZipError } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { CANCELLED_REASON } from "../services/jobs-engine/cancelled.js";
import { giveUpAttaching, runJobStep } from "../services/jobs-engine/engine.js";
import { JobStore } from "../services/jobs-engine/job-store.js";
import { isCancellable, processingStatus } from "../services/jobs-engine/progress.js";
import { stepFailureReason } from "../services/jobs-engine/step-failure.js";
import type { JobProcessingStatus, JobRefusal, JobSpec, JobState } from "../services/jobs-engine/types.js";
import { UnreadableInputError } from "../services/jobs-engine/unreadable-input.js";
import { attachStagedToProject, recordJobInProject, stagedPrefix, stageForProject } from "../services/jobs-project.js";
import { deleteJobRow } from "../storage/jobs.js";
import { deletePrefix } from "../storage/r2.js";
import { attachCount, syncJobIndex } from "./job-index.js";
import { ADDING_FILES, NO_JOB, refuse } from "./job-refusals.js";
import { extendJobExpiry, failJob, queueJob, recordFailedAttempt, requireJob, restartJob } from "./job-transitions.js";

/** A step that failed this often in a row (storage hiccups) fails the job. */
const MAX_ATTEMPTS = 4;
const retryDelayMs = (attempt: number) => 1_000 * 5 ** (attempt - 1);

/**
 * Owns one conversion job: its state, progress, log and per-file results live in this object's own
 * SQLite storage. The work runs in alarm-driven steps (plan, bounded batches, finish, and for a
 * project job the attach steps that add its staged files to the project), each with
 * fresh CPU time; a restart re-runs the unfinished step from the last commit. After the job ends one
 * more alarm at its expiry deletes its R2 objects, its index row and itself.
 */
export class JobRunner extends DurableObject<Env> {
  private readonly store: JobStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new JobStore(ctx.storage.sql, (fn) => ctx.storage.transactionSync(fn));
  }

  /** Liveness probe used by /api/health. */
  async ping(): Promise<"pong"> {
    return "pong";
  }

  /** Creates the job and schedules its first step; calling it again for the same job is a no-op. */
  async start(spec: JobSpec): Promise<void> {
    if (this.store.job()) return;
    queueJob(this.store, spec);
    await this.ctx.storage.setAlarm(Date.now() + (spec.pacing?.stepDelayMs ?? 0));
  }

  async state(): Promise<JobState | null> {
    return this.store.job() ?? null;
  }

  async status(): Promise<JobProcessingStatus | null> {
    const job = this.store.job();
    return job ? processingStatus(job, this.store.logs(), { attach: attachCount(this.store, job) }) : null;
  }

  async files(): Promise<TextureFile[]> {
    return this.store.files();
  }

  /**
   * Stops a pending or processing job; the step in flight (if any) is dropped at its commit. Its project
   * (if any) is left as it was: the files it converted were only staged. A job already adding them to
   * its project (the attach phase) has succeeded and can no longer be cancelled, so a cancel never
   * leaves a project half-converted.
   */
  async cancel(): Promise<JobState | JobRefusal> {
    const job = this.store.job();
    if (!job) return refuse(NO_JOB);
    if (job.status !== "pending" && job.status !== "processing") {
      return refuse(`Only pending or processing jobs can be cancelled; this one is ${job.status}`);
    }
    if (!isCancellable(job)) return refuse(ADDING_FILES);
    // Logged as info, not an error: nothing went wrong, and the app shows a neutral "Cancelled". The job
    // is still failed with this error in the API.
    return this.fail(job, CANCELLED_REASON, "info");
  }

  /** Starts a failed job again from scratch (a new run; the old output is discarded). */
  async retry(): Promise<JobState | JobRefusal> {
    const job = this.store.job();
    if (!job) return refuse(NO_JOB);
    if (job.status !== "failed") return refuse(`Only failed jobs can be retried; this one is ${job.status}`);
    for (const input of job.inputs) {
      if (!(await this.env.BUCKET.head(input.key))) return refuse("The uploaded file has expired; upload it again");
    }
    const next = restartJob(this.store);
    await this.syncIndex(next);
    await this.ctx.storage.setAlarm(Date.now());
    return next;
  }

  /**
   * Moves the job's expiry later (never earlier): a guest's job adopted by the account the guest
   * signed in to keeps the account's retention. A finished job's clean-up alarm moves with it.
   */
  async extendExpiry(expiresAt: string): Promise<void> {
    const job = extendJobExpiry(this.store, expiresAt);
    if (job && (job.status === "completed" || job.status === "failed")) {
      await this.ctx.storage.setAlarm(Date.parse(expiresAt));
    }
  }

  /**
   * DELETE /api/jobs/{id}: `destroy`, except for a job adding its files to its project, refused like a
   * cancel: stopping it there would leave the project holding half the job.
   */
  async remove(): Promise<JobRefusal | undefined> {
    const job = this.store.job();
    if (job && job.status === "processing" && job.phase === "attach") return refuse(ADDING_FILES);
    await this.destroy();
    return undefined;
  }

  /** Deletes everything the job owns: R2 input and output, the index row and this object's storage. */
  async destroy(): Promise<void> {
    const job = this.store.job();
    await this.ctx.storage.deleteAlarm();
    if (job) {
      await this.abortOutput(job);
      await this.env.BUCKET.delete([...job.inputs.map((input) => input.key), job.outputKey]);
      await deletePrefix(this.env.BUCKET, stagedPrefix(job.id));
      await deleteJobRow(this.env.DB, job.id);
    }
    await this.ctx.storage.deleteAll();
  }

  override async alarm(): Promise<void> {
    const job = this.store.job();
    if (!job) return;
    if (job.status === "completed" || job.status === "failed") {
      if (Date.now() >= Date.parse(job.expiresAt)) await this.destroy();
      else await this.ctx.storage.setAlarm(Date.parse(job.expiresAt));
      return;
    }
    await initWorkerCodecs();
    try {
      const outcome = await runJobStep(this.env.BUCKET, this.store, {
        ...job.pacing,
        onConverted: (current, textures, earlier, packMeta) =>
          stageForProject(this.env, current, textures, earlier, packMeta),
        onAttach: (current, files) => attachStagedToProject(this.env, current, files),
      });
      if (outcome === "stale") return;
    } catch (error) {
      await this.stepFailed(job, error);
      return;
    }
    await this.stepDone();
  }

  /**
   * After a committed step: the next step or the end is scheduled, and the index catches up. A finished
   * job's activity line and clean-up come first, so whoever sees "completed" sees them done.
   */
  private async stepDone(): Promise<void> {
    const next = requireJob(this.store);
    if (next.status === "completed") {
      await recordJobInProject(this.env, next, next.userId ?? null).catch((error) =>
        console.error("Could not record the job in its project", next.id, error),
      );
      await this.discardStaged(next);
      await this.syncIndex(next);
      await this.ctx.storage.setAlarm(Date.parse(next.expiresAt));
    } else {
      await this.syncIndex(next);
      await this.ctx.storage.setAlarm(Date.now() + (next.pacing?.stepDelayMs ?? 0));
    }
  }

  /** Deletes the files a project job staged (all attached, or the job failed); the expiry retries. */
  private async discardStaged(job: JobState): Promise<void> {
    if (job.projectId == null) return;
    await deletePrefix(this.env.BUCKET, stagedPrefix(job.id)).catch((error) =>
      console.error("Could not delete the job's staged files", job.id, error),
    );
  }

  private async stepFailed(job: JobState, error: unknown): Promise<void> {
    if (error instanceof ZipError || error instanceof UnreadableInputError) {
      await this.fail(job, error.message);
      return;
    }
    // The job's log is the person's; what the server's own error says is for the server's log.
    const message = stepFailureReason(error);
    const attempts = job.attempts + 1;
    if (attempts >= MAX_ATTEMPTS && job.phase === "attach") {
      // The zip is complete: the job completes, with what could not reach the project left out.
      console.error("Attaching the job's files failed for good", job.id, error);
      if (giveUpAttaching(this.store, job, message) !== "stale") await this.stepDone();
      return;
    }
    if (attempts >= MAX_ATTEMPTS) {
      console.error("Job step failed for good", job.id, error);
      await this.fail(job, `Conversion stopped after ${attempts} failed attempts: ${message}`);
      return;
    }
    console.warn("Job step failed; it will be retried", job.id, error);
    const retried = recordFailedAttempt(this.store, job, attempts, message);
    if (retried) await this.ctx.storage.setAlarm(Date.now() + retryDelayMs(attempts));
  }

  private async fail(job: JobState, reason: string, level: "error" | "info" = "error"): Promise<JobState> {
    const failed = failJob(this.store, job, reason, level);
    if (!failed) return requireJob(this.store);
    await this.abortOutput(failed);
    await this.discardStaged(failed);
    await this.syncIndex(failed);
    await this.ctx.storage.setAlarm(Date.parse(failed.expiresAt));
    return failed;
  }

  private async abortOutput(job: JobState): Promise<void> {
    if (!job.uploadId || job.status === "completed") return;
    try {
      await this.env.BUCKET.resumeMultipartUpload(job.outputKey, job.uploadId).abort();
    } catch {
      // Already completed or aborted: nothing left to release.
    }
  }

  private syncIndex(job: JobState): Promise<void> {
    return syncJobIndex(this.env.DB, this.store, job);
  }
}
