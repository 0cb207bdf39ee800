import { Download, Eye, RotateCcw, X } from "lucide-react";
import { formatClock } from "../../../lib/format";
import { ProgressBar } from "../../greenhouse/components/convert/UploadProgress";
import { formatElapsed, formatFileSize } from "../../greenhouse/lib/format";
import { type BatchItem, canRetry } from "../lib/batch-queue";

/** Small files convert in well under a second, so short runs show ms or tenths instead of '0m 0s'. */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : formatElapsed(ms);
}

function Timing({ item }: { item: BatchItem }) {
  if (item.startTime === null) return null;
  return (
    <span className="muted small">
      Started {formatClock(item.startTime)}
      {item.endTime !== null && ` · ended ${formatClock(item.endTime)} (${duration(item.endTime - item.startTime)})`}
    </span>
  );
}

function Outcome({ item }: { item: BatchItem }) {
  if (item.error) return <p className="gh-error batch-note">{item.error}</p>;
  if (item.skipped) return <p className="muted small batch-note">Skipped: {item.skipped}</p>;
  if (item.status !== "completed") return null;
  const v = item.validation;
  const converted = `${item.converted ?? 0} texture${item.converted === 1 ? "" : "s"} converted`;
  if (!v) return <p className="muted small batch-note">{converted}</p>;
  const clean = v.errors === 0 && v.warnings === 0;
  const summary = (
    <>
      {converted} ·{" "}
      <span className={v.errors > 0 ? "gh-bad" : clean ? "gh-ok" : "batch-warn"}>
        {clean ? "LabPBR valid" : `${v.errors} with errors, ${v.warnings} with warnings`}
      </span>
    </>
  );
  if (clean || !v.problems?.length) return <p className="small batch-note">{summary}</p>;
  const unlisted = v.errors + v.warnings - v.problems.length;
  // The counts open into the files behind them: a number nobody can look into is no help.
  return (
    <details className="small batch-note batch-problems">
      <summary>{summary}</summary>
      <ul>
        {v.problems.map((problem) => (
          <li key={`${problem.level}:${problem.path}`}>
            <code>{problem.path}</code>{" "}
            <span className={problem.level === "error" ? "gh-bad" : "batch-warn"}>{problem.message}</span>
          </li>
        ))}
        {unlisted > 0 && <li className="muted">…and {unlisted} more</li>}
      </ul>
    </details>
  );
}

interface RowActionProps {
  item: BatchItem;
  canDownload: boolean;
  onDownload(): void;
  /** Given for a converted texture whose maps can open in the Preview panel. */
  onPreview?: () => void;
  onRetry?: () => void;
  onRemove?: () => void;
}

/**
 * What a row offers: its zip (and its maps in the Preview panel) once converted; Retry (when it can end
 * differently) and Remove once failed.
 */
function RowActions({ item, canDownload, onDownload, onPreview, onRetry, onRemove }: RowActionProps) {
  if (canDownload) {
    const download = (
      <button type="button" className="button button-outline button-sm" onClick={onDownload}>
        <Download size={14} aria-hidden /> Download
      </button>
    );
    if (!onPreview) return download;
    return (
      <span className="batch-row-actions">
        <button
          type="button"
          className="button button-ghost button-sm"
          onClick={onPreview}
          aria-label={`Preview ${item.name}`}
        >
          <Eye size={14} aria-hidden /> Preview
        </button>
        {download}
      </span>
    );
  }
  if (item.status !== "failed" || (!onRetry && !onRemove)) return <span />;
  return (
    <span className="batch-row-actions">
      {onRetry && canRetry(item) && (
        <button
          type="button"
          className="button button-outline button-sm"
          onClick={onRetry}
          aria-label={`Retry ${item.name}`}
        >
          <RotateCcw size={14} aria-hidden /> Retry
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          className="button button-ghost button-sm"
          onClick={onRemove}
          aria-label={`Remove ${item.name}`}
        >
          <X size={14} aria-hidden /> Remove
        </button>
      )}
    </span>
  );
}

/** One queued file: status, progress, times, outcome, and what can be done with it. */
export function BatchItemRow(props: RowActionProps) {
  const { item } = props;
  // A skipped file ends the run as completed (the queue's states), but its badge says what happened.
  const shownStatus = item.skipped ? "skipped" : item.status;
  return (
    <li className="gh-queue-row batch-row" data-status={item.status}>
      <div className="batch-main">
        <span className={`gh-dot gh-dot-${shownStatus}`} aria-hidden />
        <span className="gh-queue-name">{item.name}</span>
        {item.animation && (
          <span className="batch-animated small" title={`Animated by ${item.animation}`}>
            animated
          </span>
        )}
        <span className="muted small">{formatFileSize(item.size)}</span>
        <span className={`gh-status gh-status-${shownStatus}`}>{shownStatus}</span>
      </div>
      <RowActions {...props} />
      <div className="batch-detail">
        {item.status === "processing" && <ProgressBar value={item.progress} label={`${item.name} progress`} />}
        {item.animation && (
          <span className="muted small">With its .mcmeta ({item.animation}): converted frame by frame.</span>
        )}
        <Timing item={item} />
        <Outcome item={item} />
      </div>
    </li>
  );
}
