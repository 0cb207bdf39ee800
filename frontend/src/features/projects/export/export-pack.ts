import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { apiJson, apiRequest, listFrom } from "../../../lib/api-client";
import { mapLimited } from "../../../lib/map-limited";
import type { ProjectFile } from "../api/types";
import type { DownloadProgress } from "../lib/download-progress";
import { outOfDateMapPaths } from "../lib/texture-groups";
import type { ExportRequest, ExportResponse } from "./export.worker";
import type { ExportChoices } from "./pack-layout";

/** A built pack, and the non-PNG files in it that could not be turned into PNG (they have no maps). */
export interface ExportedPack {
  blob: Blob;
  unconverted: string[];
  /** Out-of-date maps (`isOutOfDateMap`) left out of the source, so the pack has new ones in their place. */
  remade: string[];
}

/**
 * Files read at once. All of a 1,100-file project's at once made 1,100 requests in one moment, which
 * the browser queues and a Worker may answer with errors; six is what a browser opens to one host.
 */
const READS_AT_ONCE = 6;

/**
 * Reads every project file (`READS_AT_ONCE` at a time) and converts them into one LabPBR pack in a
 * worker, with `settings` over the defaults; `onProgress` hears of each file read and of the build.
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
  const wanted = files.filter((file) => !outOfDate.has(file.path.replace(/\.mcmeta$/, "")));
  let read = 0;
  onProgress({ phase: "reading", done: read, total: wanted.length });
  const entries = await mapLimited(wanted, READS_AT_ONCE, async (file) => {
    const response = await apiRequest(`/api/projects/${projectId}/files/${file.id}/content`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    onProgress({ phase: "reading", done: ++read, total: wanted.length });
    return { path: file.path, bytes };
  });
  onProgress({ phase: "building" });
  const worker = new Worker(new URL("./export.worker.ts", import.meta.url), { type: "module", name: "project-export" });
  try {
    const reply = await new Promise<ExportResponse>((resolve, reject) => {
      worker.addEventListener("message", (event: MessageEvent<ExportResponse>) => resolve(event.data));
      worker.addEventListener("error", (event) => reject(new Error(event.message || "The export stopped")));
      const request: ExportRequest = { projectName, entries, choices, settings };
      worker.postMessage(request);
    });
    if (!reply.ok) throw new Error(reply.message);
    return {
      blob: new Blob([reply.zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
      unconverted: reply.unconverted,
      remade: [...outOfDate],
    };
  } finally {
    worker.terminate();
  }
}
