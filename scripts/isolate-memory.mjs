// Samples the local Worker isolate's memory through its DevTools inspector (wrangler's inspector
// proxy): V8's heap in use plus the backing stores of ArrayBuffers and WebAssembly memories. That
// sum is what a Worker's 128 MB limit is about, and what process RSS (simulators included) is not.
// The inspector is answered between tasks, so samples show the memory at await points, never inside
// a long synchronous computation.
import WebSocket from "ws";

/** Connects to the first inspector target of `inspectorUrl` (e.g. `worker.inspectorUrl`). */
export async function connectIsolate(inspectorUrl) {
  const http = new URL(inspectorUrl.href.replace(/^ws/, "http"));
  const targets = await (await fetch(new URL("/json", http))).json();
  const target = targets[0]?.webSocketDebuggerUrl;
  if (!target) throw new Error(`No inspector target at ${http}`);
  const socket = new WebSocket(target);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** Bytes of JS heap in use and of ArrayBuffer/WebAssembly backing stores, right now. */
    async usage() {
      const { result } = await call("Runtime.getHeapUsage");
      if (result?.backingStorageSize === undefined) throw new Error("This V8 reports no backing store size");
      return { heap: result.usedSize, buffers: result.backingStorageSize };
    },
    close: () => socket.close(),
  };
}

/** Polls `isolate.usage()` until `stop()`; answers the peak of heap + buffers and its parts. */
export function sampleIsolatePeak(isolate, intervalMs = 25) {
  let peak = { total: 0, heap: 0, buffers: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { heap, buffers } = await isolate.usage();
      if (heap + buffers > peak.total) peak = { total: heap + buffers, heap, buffers };
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}
