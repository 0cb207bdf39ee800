import { DurableObject } from "cloudflare:workers";
import type { TextureFile } from "@greenhouse/wasm-pipeline";
import { ZipError } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { CANCELLED_REASON } from "../services/jobs-engine/cancelled.js";
import { giveUpAttaching, runJobStep } from "../services/jobs-engine/engine.js";
import { JobStore } from "../services/jobs-engine/job-store.js";
import { isCancellable, jobProgress, processingStatus } from "../services/jobs-engine/progress.js";
import { stepFailureReason } from "../services/jobs-engine/step-failure.js";
import type { AttachCount, JobProcessingStatus, JobRefusal, JobSpec, JobState } from "../services/jobs-engine/types.js";
import { UnreadableInputError } from "../services/jobs-engine/unreadable-input.js";
import { attachStagedToProject, recordJobInProject, stagedPrefix, stageForProject } from "../services/jobs-project.js";
import { deleteJobRow, updateJobIndex } from "../storage/jobs.js";
import { deletePrefix } from "../storage/r2.js";

const NO_JOB = "This job does not exist";
const ADDING_FILES =
  "Only a job still converting can be cancelled or removed; this one is adding its files to the project";

/** A step that failed this often in a row (storage hiccups) fails the job. */
const MAX_ATTEMPTS = 4;
const retryDelayMs = (attempt: number) => 1_000 * 5 ** (attempt - 1);

/** Why an RPC on a job was refused; the route turns it into a 409. */
export class JobStateError extends Error {
  override name = "JobStateError";
}

/**
 * A refused state change, answered rather than thrown: an error thrown out of an RPC method is
 * logged by the runtime as "Uncaught JobStateError" although the route answers it as a 409.
 */
const refuse = (message: string): JobRefusal => ({ refused: message });

/**
 * Owns one conversion job: its state, progress, log and per-file results live in this object's own
 * SQLite storage. The work runs in alarm-driven steps (plan, bounded batches, finish, and for a
 * project job the attach steps that add its staged files to the project), each with
 * fresh CPU time; a restart re-runs the unfinished step from the last commit. After the job ends one
 * more alarm at its expiry deletes its R2 objects, its index row and itself.
 */
/**
 * The progress fields of a run that has not started: a new job and a retried one both begin here.
 * A function, so that no run ever shares the `plans` array with another.
 */
const freshRun = () =>
  ({
    phase: "plan",
    cursor: 0,
    entryCount: 0,
    plans: [],
    totalImages: 0,
    imagesProcessed: 0,
    texturesGenerated: 0,
    keptExisting: 0,
    errors: 0,
    leftOutOfProject: 0,
    uploadId: null,
    outputSize: null,
    attempts: 0,
    startedAt: null,
    finishedAt: null,
  }) satisfies Partial<JobState>;

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
    this.store.transaction(() => {
      this.store.saveJob({
        ...spec,
        status: "pending",
        error: null,
        run: 1,
        ...freshRun(),
      });
      this.store.log("info", `Queued ${spec.fileName}`);
    });
    await this.ctx.storage.setAlarm(Date.now() + (spec.pacing?.stepDelayMs ?? 0));
  }

  async state(): Promise<JobState | null> {
    return this.store.job() ?? null;
  }

  async status(): Promise<JobProcessingStatus | null> {
    const job = this.store.job();
    return job ? processingStatus(job, this.store.logs(), { attach: this.attachCount(job) }) : null;
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
    const next = this.store.transaction(() => {
      const current = this.requireJob();
      const reset: JobState = {
        ...current,
        run: current.run + 1,
        status: "pending",
        error: null,
        ...freshRun(),
      };
      this.store.resetOutput();
      this.store.saveJob(reset);
      this.store.log("info", "Retrying the conversion from the start");
      return reset;
    });
    await this.syncIndex(next);
    await this.ctx.storage.setAlarm(Date.now());
    return next;
  }

  /**
   * Moves the job's expiry later (never earlier): a guest's job adopted by the account the guest
   * signed in to keeps the account's retention. A finished job's clean-up alarm moves with it.
   */
  async extendExpiry(expiresAt: string): Promise<void> {
    const job = this.store.transaction(() => {
      const current = this.store.job();
      if (!current || !(expiresAt > current.expiresAt)) return undefined;
      const extended = { ...current, expiresAt };
      this.store.saveJob(extended);
      return extended;
    });
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
    const next = this.requireJob();
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
    const retried = this.store.transaction(() => {
      const current = this.store.job();
      if (!current || current.run !== job.run || current.status !== job.status) return false;
      current.attempts = attempts;
      this.store.saveJob(current);
      this.store.log("warning", `A step failed (${message}); trying again (attempt ${attempts + 1})`);
      return true;
    });
    if (retried) await this.ctx.storage.setAlarm(Date.now() + retryDelayMs(attempts));
  }

  private async fail(job: JobState, reason: string, level: "error" | "info" = "error"): Promise<JobState> {
    const failed = this.store.transaction(() => {
      const current = this.store.job();
      if (!current || current.run !== job.run) return undefined;
      current.status = "failed";
      current.error = reason;
      current.finishedAt = new Date().toISOString();
      this.store.saveJob(current);
      // An unreadable input fails with the error the converter already logged for that file; a second
      // copy made the log read as two failures.
      if (!this.store.logs().some((line) => line.level === level && line.message === reason)) {
        this.store.log(level, reason);
      }
      return current;
    });
    if (!failed) return this.requireJob();
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

  private async syncIndex(job: JobState): Promise<void> {
    try {
      await updateJobIndex(this.env.DB, job.id, {
        status: job.status,
        progress: jobProgress(job, this.attachCount(job)),
        error: job.error,
        outputSize: job.outputSize,
        texturesGenerated: job.texturesGenerated,
        imagesProcessed: job.imagesProcessed,
      });
    } catch (error) {
      // The job's own storage is the truth; the index catches up at the next step.
      console.error("Could not update the jobs index", job.id, error);
    }
  }

  /** While the job adds its staged files to its project: how many are in, of all it staged. */
  private attachCount(job: JobState): AttachCount | undefined {
    if (job.phase !== "attach") return undefined;
    const total = this.store.stagedCount();
    return { added: total - this.store.stagedCount(job.attachedThrough ?? 0), total };
  }

  private requireJob(): JobState {
    const job = this.store.job();
    if (!job) throw new JobStateError("This job does not exist");
    return job;
  }
}
