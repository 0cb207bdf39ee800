import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { JobRunner } from "../../worker-api/src/durable/job-runner.js";
import type { JobPacing, JobSpec } from "../../worker-api/src/services/jobs-engine/types.js";
import { parseJobSettings } from "../../worker-api/src/services/uploads-checks.js";

/** Tests step these jobs by hand: their own alarms wait an hour. */
export const WAIT_FOR_HAND: JobPacing = { stepDelayMs: 3_600_000 };

export function jobRunner(id: string): DurableObjectStub<JobRunner> {
  return env.JOB_RUNNER.get(env.JOB_RUNNER.idFromName(id)) as DurableObjectStub<JobRunner>;
}

interface HandSteppedJob {
  /** The pack, already in R2 under `key`, or its bytes to store first. */
  input: { key: string; size: number } | Uint8Array;
  pacing?: JobPacing;
  /** Set both to convert into a project as that user. */
  projectId?: number;
  userId?: number;
}

/** Starts a resource-pack job straight on its Durable Object, without the upload routes; answers its id. */
export async function startHandSteppedJob({ input, pacing = WAIT_FOR_HAND, projectId, userId }: HandSteppedJob) {
  const id = crypto.randomUUID();
  let stored: { key: string; size: number };
  if (input instanceof Uint8Array) {
    stored = { key: `jobs/${id}/input/pack.zip`, size: input.length };
    await env.BUCKET.put(stored.key, input);
  } else {
    stored = input;
  }
  const spec: JobSpec = {
    id,
    kind: "resourcepack",
    fileName: "pack.zip",
    inputs: [{ key: stored.key, name: "pack.zip", size: stored.size, kind: "zip" }],
    outputKey: `jobs/${id}/output/pack_labpbr.zip`,
    settings: parseJobSettings({}, "zip"),
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...(projectId === undefined ? {} : { projectId }),
    ...(userId === undefined ? {} : { userId }),
    pacing,
  };
  await jobRunner(id).start(spec);
  return id;
}

/** Runs the job's alarms by hand until it ends; answers how it ended and after how many steps. */
export async function driveJob(id: string, maxSteps = 100): Promise<{ status: "completed" | "failed"; steps: number }> {
  for (let steps = 1; steps <= maxSteps; steps++) {
    await runDurableObjectAlarm(jobRunner(id));
    const state = await jobRunner(id).state();
    if (state?.status === "completed" || state?.status === "failed") return { status: state.status, steps };
  }
  throw new Error(`job did not finish in ${maxSteps} steps`);
}
