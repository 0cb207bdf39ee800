/** The part of a `Worker` the client uses (a structural type, so tests can pass a stand-in). */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "error", listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

/** One reply from the worker, as the caller's protocol reads it: an interim update, the answer, or a failure. */
export type WorkerReply<Result, Update> =
  | { id: number; update: Update }
  | { id: number; result: Result }
  | { id: number; error: Error };

export interface WorkerClientOptions<Response, Result, Update> {
  /** Starts the worker; called on first use and again after a crash. */
  start(): WorkerLike;
  /** Reads one message of the caller's protocol. */
  read(response: Response): WorkerReply<Result, Update>;
  /** Asks the worker to stop request `id`; without it an aborted job runs on and its late answer is dropped. */
  cancel?(worker: WorkerLike, id: number): void;
  /** Why pending calls fail when the worker crashes without a message of its own. */
  crashMessage: string;
}

interface Pending<Result, Update> {
  resolve(result: Result): void;
  reject(error: Error): void;
  onUpdate?: ((update: Update) => void) | undefined;
}

/** A request without its `id`, for each member of a request union (a plain Omit would merge them). */
export type RequestBody<Request> = Request extends unknown ? Omit<Request, "id"> : never;

export const abortError = () => new DOMException("Cancelled", "AbortError");

/**
 * Request/response calls over one lazily started worker: ids pair answers with calls, interim updates
 * (progress, stages) reach the caller's callback, an abort signal rejects at once, and a crashed worker
 * fails its pending calls and is replaced on the next call.
 */
export class WorkerClient<Request extends { id: number }, Response, Result, Update = never> {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Result, Update>>();

  constructor(private readonly options: WorkerClientOptions<Response, Result, Update>) {}

  /** Sends one request (its `id` is filled in) and resolves with the worker's answer. */
  call(
    body: RequestBody<Request>,
    transfer: Transferable[] = [],
    options: { signal?: AbortSignal | undefined; onUpdate?: ((update: Update) => void) | undefined } = {},
  ): Promise<Result> {
    const { signal, onUpdate } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    const id = this.nextId++;
    const target = this.running();
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onUpdate });
      signal?.addEventListener(
        "abort",
        () => {
          if (!this.pending.delete(id)) return;
          this.options.cancel?.(target, id);
          reject(abortError());
        },
        { once: true },
      );
      target.postMessage({ ...body, id }, transfer);
    });
  }

  private running(): WorkerLike {
    if (this.worker) return this.worker;
    const started = this.options.start();
    started.addEventListener("message", (event) => this.receive(event.data as Response));
    started.addEventListener("error", (event) => {
      // A worker that failed to load or crashed is dropped, so the next call starts a fresh one.
      const error = new Error(event.message || this.options.crashMessage);
      for (const entry of this.pending.values()) entry.reject(error);
      this.pending.clear();
      started.terminate();
      if (this.worker === started) this.worker = undefined;
    });
    this.worker = started;
    return started;
  }

  private receive(response: Response): void {
    const reply = this.options.read(response);
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    if ("update" in reply) {
      entry.onUpdate?.(reply.update);
      return;
    }
    this.pending.delete(reply.id);
    if ("result" in reply) entry.resolve(reply.result);
    else entry.reject(reply.error);
  }
}
