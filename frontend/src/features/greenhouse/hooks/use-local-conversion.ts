import { type ProcessingStatus, sequenceName } from "@greenhouse/wasm-pipeline";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../components/toast";
import { saveBlob } from "../../../lib/download";
import { downloadName } from "../../../lib/jobs";
import { animatedTexture } from "../lib/animated-texture";
import { noFileNotice } from "../lib/file-checks";
import { formatCount } from "../lib/format";
import { checkSelection, primaryFile } from "../lib/input-source";
import { convertInWorker, convertSequenceInWorker } from "../pipeline/bridge";
import type { LocalConversion, SequenceFrame } from "../pipeline/protocol";
import { useConvertSession } from "./convert-session";

export type LocalState =
  | { phase: "idle" }
  | { phase: "running"; status: ProcessingStatus | null }
  | { phase: "done"; name: string; result: LocalConversion }
  | { phase: "failed"; message: string };

/** Saves bytes as a download without a server round trip. */
export function saveBytes(bytes: Uint8Array, name: string): void {
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }), name);
}

async function readFrames(files: readonly File[]): Promise<SequenceFrame[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/** "Convert on this device": the same convertPack in the pipeline worker, with progress and cancel. */
export function useLocalConversion() {
  const session = useConvertSession();
  const [state, setState] = useState<LocalState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice of files is exactly when the last result (or error) stops applying, and a run in progress is for the old files.
  useEffect(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: "idle" });
  }, [session.files]);

  async function start() {
    const { files, settings } = session;
    const file = primaryFile(files);
    if (!file) {
      toast({ ...noFileNotice, variant: "destructive" });
      return;
    }
    const problem = checkSelection(files);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: "running", status: null });
    const options = {
      signal: current.signal,
      advanced: session.advanced,
      onProgress: (status: ProcessingStatus) => setState({ phase: "running", status }),
    };
    try {
      const sequence = settings.inputType === "sequence";
      // A sequence is named after its frames (`lava_1.png`... -> `lava`), as its strip is inside the zip.
      const name = sequence ? `${sequenceName(file.name)}.png` : file.name;
      const animation = animatedTexture(files)?.mcmeta;
      const result = sequence
        ? await convertSequenceInWorker(await readFrames(files), settings, options)
        : await convertInWorker(new Uint8Array(await file.arrayBuffer()), file.name, settings, {
            ...options,
            ...(animation ? { mcmeta: new Uint8Array(await animation.arrayBuffer()) } : {}),
          });
      setState({ phase: "done", name, result });
      const converted = `${formatCount(result.status.imagesProcessed, "texture")} and ${formatCount(result.status.texturesGenerated, "map")}`;
      toast({ title: "Conversion complete", description: `${converted} converted on this device.` });
    } catch (error) {
      if (current.signal.aborted) {
        setState({ phase: "idle" });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setState({ phase: "failed", message });
      toast({ title: "Conversion failed", description: message, variant: "destructive" });
    }
  }

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    download() {
      if (state.phase !== "done") return;
      saveBytes(state.result.zip, downloadName(state.name));
      toast({ title: "Download started", description: "Your converted resource pack is being downloaded" });
    },
  };
}
