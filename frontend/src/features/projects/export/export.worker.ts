import type { ConversionSettings } from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { buildProjectPack } from "./build-pack";
import type { ExportChoices, ProjectEntry } from "./pack-layout";

export interface ExportRequest {
  projectName: string;
  entries: ProjectEntry[];
  choices: ExportChoices;
  /** The user's default conversion preset's settings over the defaults; empty without one. */
  settings: Partial<ConversionSettings>;
}

/** `unconverted`: JPEG/TGA/TIFF files that could not be read, packed as they came without maps. */
export type ExportResponse = { ok: true; zip: Uint8Array; unconverted: string[] } | { ok: false; message: string };

/** The worker's global, typed by hand: the frontend compiles against the DOM library, not WebWorker. */
const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<ExportRequest>) => void): void;
  postMessage(message: ExportResponse, transfer?: Transferable[]): void;
};

/** Builds the project's LabPBR pack on this device with the shared pipeline (`buildProjectPack`). */
scope.addEventListener("message", async (event) => {
  const { projectName, entries, choices, settings } = event.data;
  try {
    await initBrowserCodecs();
    const { zip, unconverted } = await buildProjectPack(projectName, entries, choices, settings);
    scope.postMessage({ ok: true, zip, unconverted }, [zip.buffer]);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
