import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { apiJson, apiRequest, listFrom } from "../../../lib/api-client";
import type { ProjectFile } from "../api/types";
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

/** Reads every project file and converts them into one LabPBR pack in a worker, with `settings` over the defaults. */
export async function exportProjectPack(
  projectId: number,
  projectName: string,
  choices: ExportChoices,
  settings: Partial<ConversionSettings> = {},
): Promise<ExportedPack> {
  const files = listFrom<ProjectFile>(await apiJson<unknown>(`/api/projects/${projectId}/files`), "files").filter(
    (file) => file.type === "file",
  );
  if (files.length === 0) throw new Error("This project has no textures to download yet");
  const outOfDate = outOfDateMapPaths(files);
  const entries = await Promise.all(
    files
      // An out-of-date map's animation goes with it: the map made in its place gets its texture's.
      .filter((file) => !outOfDate.has(file.path.replace(/\.mcmeta$/, "")))
      .map(async (file) => {
        const response = await apiRequest(`/api/projects/${projectId}/files/${file.id}/content`);
        return { path: file.path, bytes: new Uint8Array(await response.arrayBuffer()) };
      }),
  );
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
