import { type ProcessingStatus, sequenceName } from "@greenhouse/wasm-pipeline";
import { toast } from "../../../components/toast";
import { saveBlob } from "../../../lib/download";
import { downloadStartedNotice } from "../../../lib/download-notice";
import { downloadName } from "../../../lib/jobs";
import { labPbrMapNotice } from "../../../lib/labpbr-map-notice";
import { animatedTexture } from "../lib/animated-texture";
import { noFileNotice } from "../lib/file-checks";
import { formatCount } from "../lib/format";
import { checkSelection, primaryFile } from "../lib/input-source";
import { cancelledMessage, type LocalJob } from "../lib/local-jobs";
import { convertInWorker, convertSequenceInWorker } from "../pipeline/bridge";
import type { LocalConversion, SequenceFrame } from "../pipeline/protocol";
import { useConvertSession } from "./convert-session";
import { useLocalJobs } from "./local-jobs";

export type LocalState =
  | { phase: "idle" }
  | { phase: "running"; status: ProcessingStatus | null }
  | { phase: "done"; name: string; result: LocalConversion }
  | { phase: "failed"; message: string };

async function readFrames(files: readonly File[]): Promise<SequenceFrame[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/** Saves a finished run's zip under the name a server job's download gets. */
export function downloadLocalJob(job: LocalJob): void {
  if (!job.result) return;
  saveBlob(job.result.zip, downloadName(job.filename));
  toast(downloadStartedNotice(job.filename));
}

/** What the Convert card shows: the newest run of the files on screen (another choice starts clean). */
function stateOf(job: LocalJob | undefined): LocalState {
  if (!job) return { phase: "idle" };
  if (job.status === "completed" && job.result) return { phase: "done", name: job.filename, result: job.result };
  if (job.status === "failed") return { phase: "failed", message: job.error ?? "The conversion failed" };
  return { phase: "running", status: job.report };
}

/**
 * "Convert on this device": the same convertPack in the pipeline worker, with progress and cancel. Each
 * run is a job of the page's local queue (`local-jobs.tsx`), so the bottom panel follows it too.
 * `onStarted` runs once the run is in that queue, as Generate Textures' does once a server job exists.
 */
export function useLocalConversion({ onStarted }: { onStarted?: (jobId: string) => void } = {}) {
  const session = useConvertSession();
  const local = useLocalJobs();
  const job = local.jobs.find((candidate) => candidate.files === session.files);

  async function start() {
    const { files, settings } = session;
    const file = primaryFile(files);
    if (!file) {
      toast({ ...noFileNotice, variant: "destructive" });
      return;
    }
    const problem = checkSelection(files) ?? (files.length === 1 ? labPbrMapNotice(file) : null);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    const sequence = settings.inputType === "sequence";
    // A sequence is named after its frames (`lava_1.png`... -> `lava`), as its strip is inside the zip.
    const name = sequence ? `${sequenceName(file.name)}.png` : file.name;
    // Starting again replaces this selection's run in progress, as the button always has.
    if (job?.status === "processing") local.cancel(job.id);
    const run = local.start(name, files);
    // The newest activity is what Growth Progress shows, as a new server job is selected when it starts.
    session.selectJob(run.id);
    onStarted?.(run.id);
    const options = { signal: run.signal, advanced: session.advanced, onProgress: run.progress };
    try {
      const animation = animatedTexture(files)?.mcmeta;
      const result = sequence
        ? await convertSequenceInWorker(await readFrames(files), settings, options)
        : await convertInWorker(file, file.name, settings, {
            ...options,
            ...(animation ? { mcmeta: new Uint8Array(await animation.arrayBuffer()) } : {}),
          });
      run.complete(result);
      const converted = `${formatCount(result.status.imagesProcessed, "texture")} and ${formatCount(result.status.texturesGenerated, "map")}`;
      toast({ title: "Conversion complete", description: `${converted} converted on this device.` });
    } catch (error) {
      if (run.signal.aborted) {
        run.fail(cancelledMessage);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      run.fail(message);
      toast({ title: "Conversion failed", description: message, variant: "destructive" });
    }
  }

  return {
    state: stateOf(job),
    start,
    cancel: () => {
      if (job) local.cancel(job.id);
    },
    download() {
      if (job) downloadLocalJob(job);
    },
  };
}
