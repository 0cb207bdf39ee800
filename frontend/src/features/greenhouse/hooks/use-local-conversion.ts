import type { ProcessingStatus } from "@greenhouse/wasm-pipeline";
import { useRef, useState } from "react";
import { toast } from "../../../components/toast";
import { saveBlob } from "../../../lib/download";
import { checkUploadFile, noFileNotice } from "../lib/file-checks";
import { downloadFileName } from "../lib/format";
import { convertInWorker } from "../pipeline/bridge";
import type { LocalConversion } from "../pipeline/protocol";
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

/** "Convert on this device": the same convertPack in the pipeline worker, with progress and cancel. */
export function useLocalConversion() {
  const session = useConvertSession();
  const [state, setState] = useState<LocalState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  async function start() {
    const file = session.file;
    if (!file) {
      toast({ ...noFileNotice, variant: "destructive" });
      return;
    }
    const problem = checkUploadFile(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: "running", status: null });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await convertInWorker(bytes, file.name, session.settings, {
        signal: current.signal,
        onProgress: (status) => setState({ phase: "running", status }),
      });
      setState({ phase: "done", name: file.name, result });
      toast({ title: "Conversion complete", description: `${result.files.length} textures converted on this device.` });
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
      saveBytes(state.result.zip, downloadFileName(state.name));
      toast({ title: "Download started", description: "Your converted resource pack is being downloaded" });
    },
  };
}
