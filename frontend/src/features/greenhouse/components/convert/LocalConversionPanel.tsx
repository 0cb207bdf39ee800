import type { LogLine } from "@greenhouse/wasm-pipeline";
import { Cpu, Download, X } from "lucide-react";
import type { useLocalConversion } from "../../hooks/use-local-conversion";
import { formatCount, formatElapsed, formatFileSize } from "../../lib/format";
import { progressPercent } from "../../lib/jobs";
import { ProgressBar } from "./UploadProgress";

/** Progress, cancel and download of a conversion that runs on this device. */
export function LocalConversionPanel({ local }: { local: ReturnType<typeof useLocalConversion> }) {
  const { state } = local;
  if (state.phase === "idle") return null;
  if (state.phase === "failed") return <p className="gh-error">{state.message}</p>;
  if (state.phase === "running") {
    const status = state.status;
    return (
      <div className="gh-local" data-testid="local-conversion">
        <div className="gh-local-head">
          <Cpu size={16} aria-hidden />
          <span>{status?.currentTask ?? "Starting the pipeline"}</span>
          <button type="button" className="button button-ghost button-sm gh-push" onClick={local.cancel}>
            <X size={14} aria-hidden /> Cancel
          </button>
        </div>
        <ProgressBar
          value={progressPercent(status?.imagesProcessed ?? 0, status?.totalImages ?? 0)}
          label="On-device conversion progress"
        />
        <span className="muted small">
          {status?.imagesProcessed ?? 0}/{status?.totalImages ?? 0} images · {formatElapsed(status?.elapsedTime ?? 0)}
        </span>
      </div>
    );
  }
  const { result } = state;
  return (
    <div className="gh-local" data-testid="local-conversion">
      <div className="gh-local-head">
        <Cpu size={16} aria-hidden />
        <span>
          Converted on this device: {formatCount(result.status.imagesProcessed, "texture")},{" "}
          {formatCount(result.status.texturesGenerated, "map")}, {formatFileSize(result.zip.size)}
        </span>
      </div>
      <ConversionNotes logs={result.status.logs} />
      <button type="button" className="button button-primary button-sm" onClick={local.download}>
        <Download size={14} aria-hidden /> Download
      </button>
    </div>
  );
}

const shownNotes = 5;

/**
 * The warnings and errors the conversion logged (a texture left unresized, a file it could not read),
 * which a server job shows in Growth Progress: a conversion on this device has no job log to show them.
 */
function ConversionNotes({ logs }: { logs: readonly LogLine[] }) {
  const notes = logs.filter((line) => line.level !== "info");
  if (notes.length === 0) return null;
  return (
    <ul className="gh-local-notes" aria-label="Conversion notes">
      {notes.slice(0, shownNotes).map((line) => (
        <li key={`${line.timestamp}:${line.message}`} className={`gh-log-${line.level}`}>
          <span>{line.message}</span>
        </li>
      ))}
      {notes.length > shownNotes && <li className="muted">…and {notes.length - shownNotes} more</li>}
    </ul>
  );
}
