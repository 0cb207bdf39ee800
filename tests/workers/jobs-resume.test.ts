import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runJobStep } from "../../worker-api/src/services/jobs-engine/engine.js";
import { JobStore } from "../../worker-api/src/services/jobs-engine/job-store.js";
import type { JobPacing } from "../../worker-api/src/services/jobs-engine/types.js";
import { driveJob, jobRunner, startHandSteppedJob } from "./hand-stepped-job.js";
import { smallPack, zip } from "./jobs-helpers.js";

/** Incompressible bytes, so the output spans several 5 MiB parts. */
function noise(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

async function packFixture(): Promise<{ key: string; size: number }> {
  const files = await smallPack();
  files["assets/minecraft/sounds/ambient.ogg"] = noise(6 * 1024 * 1024, 1);
  files["assets/minecraft/textures/block/dirt.png"] = files["assets/minecraft/textures/block/stone.png"] as Uint8Array;
  files["assets/minecraft/sounds/rain.ogg"] = noise(5 * 1024 * 1024 + 17, 2);
  const bytes = zip(files, 0);
  const key = `test-inputs/${crypto.randomUUID()}.zip`;
  await env.BUCKET.put(key, bytes);
  return { key, size: bytes.length };
}

/** Index of the first differing byte, or -1 (a byte-array diff in the test report would be megabytes). */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return -1;
}

async function output(id: string): Promise<Uint8Array> {
  const object = await env.BUCKET.get(`jobs/${id}/output/pack_labpbr.zip`);
  if (!object) throw new Error("no output");
  return new Uint8Array(await object.arrayBuffer());
}

const manual: JobPacing = {
  budget: { maxEntries: 3, maxTextures: 2, maxReadBytes: 1, maxMillis: 60_000 },
  stepDelayMs: 3_600_000,
};

describe("a job interrupted mid-batch", () => {
  it("resumes from its last finished batch and writes the identical zip, without lost or doubled files", async () => {
    const input = await packFixture();
    const reference = await startHandSteppedJob({ input, pacing: manual });
    const { steps } = await driveJob(reference);
    expect(steps).toBeGreaterThan(4);
    const expected = await output(reference);

    const crashed = await startHandSteppedJob({ input, pacing: manual });
    await runDurableObjectAlarm(jobRunner(crashed)); // plan
    await runDurableObjectAlarm(jobRunner(crashed)); // first batch
    const before = await jobRunner(crashed).state();
    expect(before?.phase).toBe("entries");

    // The next batch dies after it has already sent an output part to R2 (the worst moment).
    await runInDurableObject(jobRunner(crashed), async (_instance, state) => {
      const store = new JobStore(state.storage.sql, (fn) => state.storage.transactionSync(fn));
      let parts = 0;
      const faulty = new Proxy(env.BUCKET, {
        get(target, property) {
          if (property === "resumeMultipartUpload") {
            return (key: string, uploadId: string) => {
              const upload = target.resumeMultipartUpload(key, uploadId);
              return {
                uploadPart: async (n: number, value: Uint8Array) => {
                  const part = await upload.uploadPart(n, value);
                  if (++parts >= 1) throw new Error("runtime restarted");
                  return part;
                },
                complete: upload.complete.bind(upload),
                abort: upload.abort.bind(upload),
              };
            };
          }
          const value = Reflect.get(target, property);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const big = {
        ...manual,
        budget: { maxEntries: 100, maxTextures: 100, maxReadBytes: 64 * 1024 * 1024, maxMillis: 60_000 },
      };
      await expect(runJobStep(faulty as R2Bucket, store, big)).rejects.toThrow("runtime restarted");
      expect(parts).toBe(1);
      expect(store.job()?.cursor).toBe(before?.cursor);
    });

    await driveJob(crashed);
    const resumed = await output(crashed);
    expect(resumed.length).toBe(expected.length);
    expect(firstDifference(resumed, expected)).toBe(-1);
    const names = Object.keys(unzipSync(resumed));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("assets/minecraft/sounds/rain.ogg");
    expect(names).toContain("assets/minecraft/textures/block/dirt_n.png");
  });

  it("retries a failed step on the next alarm and finishes (the alarm catches the crash)", async () => {
    const input = await packFixture();
    const id = await startHandSteppedJob({ input, pacing: manual });
    await runDurableObjectAlarm(jobRunner(id));
    // Remove the input so the next step fails like an R2 outage, then put it back.
    const bytes = await (await env.BUCKET.get(input.key))?.arrayBuffer();
    await env.BUCKET.delete(input.key);
    await runDurableObjectAlarm(jobRunner(id));
    const failedOnce = await jobRunner(id).state();
    expect(failedOnce).toMatchObject({ status: "processing", attempts: 1 });
    await env.BUCKET.put(input.key, bytes as ArrayBuffer);
    await driveJob(id);
    expect((await jobRunner(id).state())?.status).toBe("completed");
    const status = await jobRunner(id).status();
    expect(status?.logs.some((line) => line.level === "warning" && line.message.includes("trying again"))).toBe(true);
  });
});
