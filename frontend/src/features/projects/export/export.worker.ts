import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { ProjectPackBuild } from "./build-pack";
import type { ExportChoices, ProjectEntry } from "./pack-layout";

/**
 * The page's messages, in order: `begin` once, a `file` for each project file as it downloads (its
 * bytes transferred), then `end`, which the worker answers once.
 */
export type ExportRequest =
  | {
      op: "begin";
      projectName: string;
      /** Every file the project lists (`ProjectPackBuild`'s `projectPaths`). */
      paths: string[];
      choices: ExportChoices;
      /** The user's default conversion preset's settings over the defaults; empty without one. */
      settings: Partial<ConversionSettings>;
    }
  | { op: "file"; entry: ProjectEntry }
  | { op: "end" };

/**
 * The worker's messages: `taken` as each file is laid out (its size, so the page sends more:
 * `TransferWindow`), progress while the pack is converted (textures done of the pack's), then one
 * answer. `unconverted`: JPEG/TGA/TIFF files that could not be read, packed as they came without maps.
 */
export type ExportResponse =
  | { op: "taken"; bytes: number }
  | { op: "progress"; done: number; total: number }
  | { op: "done"; ok: true; blob: Blob; unconverted: string[] }
  | { op: "done"; ok: false; message: string };

/** Progress is posted at most this often (ms), and always for the last texture. */
const PROGRESS_INTERVAL = 50;

/** The worker's global, typed by hand: the frontend compiles against the DOM library, not WebWorker. */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<ExportRequest>) => void): void;
  postMessage(message: ExportResponse): void;
};

let build: ProjectPackBuild | null = null;
let failure: unknown = null;
// Each message waits for the one before: a file is laid out only after the build has begun, and the
// pack is finished only after its last file.
let work: Promise<void> = Promise.resolve();

async function handle(request: ExportRequest): Promise<void> {
  switch (request.op) {
    case "begin":
      await initBrowserCodecs();
      build = new ProjectPackBuild(request.projectName, request.paths, request.choices, request.settings);
      return;
    case "file":
      await build?.add(request.entry);
      return;
    case "end": {
      if (!build) throw new Error("The export had not begun");
      let posted = 0;
      const { blob, unconverted } = await build.finish((done, total) => {
        const now = Date.now();
        if (now - posted < PROGRESS_INTERVAL && done < total) return;
        posted = now;
        scope.postMessage({ op: "progress", done, total });
      });
      scope.postMessage({ op: "done", ok: true, blob, unconverted });
    }
  }
}

/** Builds the project's LabPBR pack on this device with the shared pipeline, as its files arrive. */
scope.addEventListener("message", (event) => {
  const request = event.data;
  work = work
    .then(() => (failure ? undefined : handle(request)))
    .catch((error: unknown) => {
      // After a failure the rest of the files are not laid out; `end` reports it.
      failure ??= error;
    });
  if (request.op === "file") {
    // Laid out, or skipped after a failure: either way the page may send more.
    const bytes = request.entry.bytes.byteLength;
    work = work.then(() => scope.postMessage({ op: "taken", bytes }));
  }
  if (request.op === "end") {
    work = work.then(() => {
      if (failure)
        scope.postMessage({
          op: "done",
          ok: false,
          message: failure instanceof Error ? failure.message : String(failure),
        });
    });
  }
});
