import type { F0Files } from "./f0-files";
import type { F0Request, F0Response, F0Result } from "./f0-messages";

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<
  number,
  { albedoName: string | undefined; resolve(value: F0Result): void; reject(error: Error): void }
>();

/** One lazily started worker; answers are matched to requests by id. */
function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./f0.worker.ts", import.meta.url), { type: "module", name: "f0-analyser" });
  worker.addEventListener("message", (event: MessageEvent<F0Response>) => {
    const request = pending.get(event.data.id);
    if (!request) return;
    pending.delete(event.data.id);
    if (event.data.ok) {
      const { analysis, width, height } = event.data;
      request.resolve({
        ...analysis,
        width,
        height,
        ...(request.albedoName ? { albedoName: request.albedoName } : {}),
      });
    } else request.reject(new Error(event.data.message));
  });
  worker.addEventListener("error", (event) => {
    for (const request of pending.values()) request.reject(new Error(event.message || "The analyser stopped"));
    pending.clear();
    worker?.terminate();
    worker = undefined;
  });
  return worker;
}

/** Analyses one `_s` file (with its colour texture when given) off the main thread. */
export function analyseF0File({ specular, albedo }: F0Files): Promise<F0Result> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { albedoName: albedo?.name, resolve, reject });
    const request: F0Request = { id, file: specular, ...(albedo ? { albedo } : {}) };
    getWorker().postMessage(request);
  });
}
