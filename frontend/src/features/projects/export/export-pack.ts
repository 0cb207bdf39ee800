import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { apiJson, apiRequest, listFrom } from "../../../lib/api-client";
import type { ProjectFile } from "../api/types";
import type { DownloadProgress } from "../lib/download-progress";
import { outOfDateMapPaths } from "../lib/texture-groups";
import type { ExportRequest, ExportResponse } from "./export.worker";
import type { ExportChoices } from "./pack-layout";
import { readArchive } from "./read-archive";
import { TransferWindow } from "./transfer-window";

/** Bytes of project files on their way to the worker or waiting in it to be laid out, at most. */
const WORKER_WINDOW = 32 * 1024 * 1024;

/** A built pack, and the non-PNG files in it that could not be turned into PNG (they have no maps). */
export interface ExportedPack {
  blob: Blob;
  unconverted: string[];
  /** Out-of-date maps (`isOutOfDateMap`) left out of the source, so the pack has new ones in their place. */
  remade: string[];
  /** Listed files the archive did not have: deleted or moved between the list and the read. */
  missing: string[];
}

/**
 * Reads the project's files in one request (its files archive: 3,300 requests of one file each took
 * minutes, each checking the session and access again) and converts them into one LabPBR pack in a
 * worker as they arrive, with `settings` over the defaults; `onProgress` hears of each file read and of
 * the build. The pack comes back as a Blob, which the browser keeps out of the page's memory.
 */
export async function exportProjectPack(
  projectId: number,
  projectName: string,
  choices: ExportChoices,
  settings: Partial<ConversionSettings> = {},
  onProgress: (progress: DownloadProgress) => void = () => undefined,
): Promise<ExportedPack> {
  const files = listFrom<ProjectFile>(await apiJson<unknown>(`/api/projects/${projectId}/files`), "files").filter(
    (file) => file.type === "file",
  );
  if (files.length === 0) throw new Error("This project has no textures to download yet");
  const outOfDate = outOfDateMapPaths(files);
  // An out-of-date map's animation goes with it: the map made in its place gets its texture's.
  const wanted = new Set(
    files.map((file) => file.path).filter((path) => !outOfDate.has(path.replace(/\.mcmeta$/, ""))),
  );
  onProgress({ phase: "reading", done: 0, total: wanted.size });
  const archive = await apiRequest(`/api/projects/${projectId}/files/archive`);
  if (!archive.body) throw new Error("The project's files could not all be read. Please try again.");
  const body = archive.body;
  const worker = new Worker(new URL("./export.worker.ts", import.meta.url), { type: "module", name: "project-export" });
  const transfers = new TransferWindow(WORKER_WINDOW);
  try {
    const reply = new Promise<Extract<ExportResponse, { op: "done" }>>((resolve, reject) => {
      worker.addEventListener("message", ({ data }: MessageEvent<ExportResponse>) => {
        if (data.op === "taken") transfers.release(data.bytes);
        else if (data.op === "progress") onProgress({ phase: "building", done: data.done, total: data.total });
        else resolve(data);
      });
      worker.addEventListener("error", (event) => {
        const error = new Error(event.message || "The export stopped");
        transfers.fail(error);
        reject(error);
      });
    });
    // Heard of only once the files are all read; until then a failed worker is not left unhandled.
    reply.catch(() => undefined);
    const post = (request: ExportRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
    post({ op: "begin", projectName, paths: [...wanted], choices, settings });
    // Each file goes to the worker as soon as it is in, so the page never holds the project whole, and
    // the download waits while the worker has a window's worth still to lay out, so the worker does not
    // either. The archive holds every file; the ones left out (out of date, or added since the list)
    // are skipped.
    const read = new Set<string>();
    await readArchive(body, async (path, bytes) => {
      if (!wanted.has(path)) return;
      await transfers.reserve(bytes.byteLength);
      read.add(path);
      // A copy of its own to transfer: the bytes can be a view into a download chunk that holds the
      // start of the next file too.
      const own = bytes.slice();
      post({ op: "file", entry: { path, bytes: own } }, [own.buffer]);
      onProgress({ phase: "reading", done: read.size, total: wanted.size });
    });
    const missing = [...wanted].filter((path) => !read.has(path));
    if (read.size === 0) throw new Error("The project's files were deleted while the pack was being read");
    onProgress({ phase: "building" });
    post({ op: "end" });
    const result = await reply;
    if (!result.ok) throw new Error(result.message);
    return { blob: result.blob, unconverted: result.unconverted, remade: [...outOfDate], missing };
  } finally {
    worker.terminate();
  }
}
