import {
  bytesSource,
  type ConversionSettings,
  convertPack,
  defaultConversionSettings,
  memorySink,
} from "@greenhouse/wasm-pipeline";
import { initBrowserCodecs } from "@greenhouse/wasm-pipeline/runtime/browser";
import { type ExportChoices, filterMaps, type ProjectEntry, projectToPackZip } from "./pack-layout";
import { withPngTextures } from "./png-entries";

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

/**
 * Builds the project's LabPBR pack on this device with the shared pipeline: the project's files as a
 * pack (JPEG, TGA and TIFF turned into PNG first, the only textures the game reads), converted with the
 * user's default conversion preset or else the default settings (height generation per the export
 * settings), then the map kinds the user left out are dropped.
 */
scope.addEventListener("message", async (event) => {
  const { projectName, entries, choices, settings } = event.data;
  try {
    await initBrowserCodecs();
    const out = memorySink();
    const textures = await withPngTextures(entries);
    await convertPack(
      bytesSource(projectToPackZip(projectName, textures.entries)),
      { ...defaultConversionSettings, ...settings, inputType: "resourcepack", generateHeight: choices.generateHeight },
      { sink: out.sink },
    );
    const zip = filterMaps(out.bytes(), choices);
    scope.postMessage({ ok: true, zip, unconverted: textures.unreadable }, [zip.buffer]);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
