import { describe, expect, it } from "vitest";
import { WorkerClient, type WorkerLike } from "./worker-client";

type Request = { id: number; op: "double"; value: number } | { id: number; op: "cancel" };
type Response = { id: number; step: number } | { id: number; value: number } | { id: number; failure: string };

/** A worker stand-in: records what it is sent and lets the test answer or crash it. */
class FakeWorker implements WorkerLike {
  readonly sent: Array<{ message: unknown; transfer: Transferable[] | undefined }> = [];
  terminated = false;
  private readonly listeners: {
    message: Array<(event: MessageEvent) => void>;
    error: Array<(event: ErrorEvent) => void>;
  } = { message: [], error: [] };

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.sent.push({ message, transfer });
  }
  addEventListener(type: "message" | "error", listener: (event: never) => void): void {
    this.listeners[type].push(listener as never);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: Response): void {
    for (const listener of this.listeners.message) listener({ data } as MessageEvent);
  }
  crash(message: string): void {
    for (const listener of this.listeners.error) listener({ message } as ErrorEvent);
  }
}

function clientWith(workers: FakeWorker[], cancellable = true) {
  return new WorkerClient<Request, Response, number, number>({
    start: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    read: (response) => {
      if ("step" in response) return { id: response.id, update: response.step };
      if ("value" in response) return { id: response.id, result: response.value };
      return { id: response.id, error: new Error(response.failure) };
    },
    ...(cancellable ? { cancel: (worker: WorkerLike, id: number) => worker.postMessage({ id, op: "cancel" }) } : {}),
    crashMessage: "The worker stopped",
  });
}

describe("WorkerClient", () => {
  it("starts one worker lazily and pairs each answer with its call, passing updates on", async () => {
    const workers: FakeWorker[] = [];
    const client = clientWith(workers);
    expect(workers).toHaveLength(0);
    const steps: number[] = [];
    const buffer = new ArrayBuffer(4);
    const first = client.call({ op: "double", value: 2 }, [buffer], { onUpdate: (step) => steps.push(step) });
    const second = client.call({ op: "double", value: 5 });
    expect(workers).toHaveLength(1);
    const worker = workers[0]!;
    expect(worker.sent.map((s) => s.message)).toEqual([
      { op: "double", value: 2, id: 1 },
      { op: "double", value: 5, id: 2 },
    ]);
    expect(worker.sent[0]?.transfer).toEqual([buffer]);
    worker.reply({ id: 2, value: 10 });
    worker.reply({ id: 1, step: 50 });
    worker.reply({ id: 1, value: 4 });
    worker.reply({ id: 1, value: 999 }); // a late duplicate is ignored
    await expect(second).resolves.toBe(10);
    await expect(first).resolves.toBe(4);
    expect(steps).toEqual([50]);
  });

  it("rejects with the protocol's error", async () => {
    const workers: FakeWorker[] = [];
    const client = clientWith(workers);
    const call = client.call({ op: "double", value: 1 });
    workers[0]?.reply({ id: 1, failure: "bad input" });
    await expect(call).rejects.toThrow("bad input");
  });

  it("rejects an aborted call at once, tells the worker when it can cancel, and drops the late answer", async () => {
    const workers: FakeWorker[] = [];
    const client = clientWith(workers);
    const controller = new AbortController();
    const call = client.call({ op: "double", value: 3 }, [], { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(workers[0]?.sent.at(-1)?.message).toEqual({ id: 1, op: "cancel" });
    workers[0]?.reply({ id: 1, value: 6 });
    await expect(client.call({ op: "double", value: 1 }, [], { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });

    const uncancellable: FakeWorker[] = [];
    const other = clientWith(uncancellable, false);
    const later = new AbortController();
    const pending = other.call({ op: "double", value: 3 }, [], { signal: later.signal });
    later.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(uncancellable[0]?.sent).toHaveLength(1);
  });

  it("fails pending calls when the worker crashes and starts a fresh one for the next call", async () => {
    const workers: FakeWorker[] = [];
    const client = clientWith(workers);
    const a = client.call({ op: "double", value: 1 });
    const b = client.call({ op: "double", value: 2 });
    workers[0]?.crash("");
    await expect(a).rejects.toThrow("The worker stopped");
    await expect(b).rejects.toThrow("The worker stopped");
    expect(workers[0]?.terminated).toBe(true);
    const next = client.call({ op: "double", value: 4 });
    expect(workers).toHaveLength(2);
    workers[1]?.reply({ id: 3, value: 8 });
    await expect(next).resolves.toBe(8);
  });
});
