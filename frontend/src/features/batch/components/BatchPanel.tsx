import { Pause, Play, StepForward } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { Button } from "../../../components/Button";
import { useBatchQueue } from "../hooks/use-batch-queue";
import { describeRun } from "../lib/run-state";
import { BatchItemRow } from "./BatchItemRow";
import "../batch.css";

/**
 * The workspace bottom panel's Batch tab: the same page-wide queue the Batch section runs (one store,
 * batch-runner), so both always show the same items and either can start or pause the run.
 */
export function BatchPanel() {
  const batch = useBatchQueue();
  const [, setParams] = useSearchParams();
  const { items } = batch.state;
  const openBatch = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("view", "batch");
        return next;
      },
      { replace: true },
    );

  return (
    <div className="batch-panel">
      <div className="batch-panel-head">
        <div className="gh-actions">
          {/* Spec section 4: Start Batch needs pending files, Pause Queue a running queue. The same rules as
              the Batch section's buttons (batch-queue's canStart/canPause/canResume): paused, only Resume. */}
          <Button variant="primary" size="sm" onClick={batch.start} disabled={!batch.canStart}>
            <Play size={14} aria-hidden /> Start Batch
          </Button>
          <Button size="sm" onClick={batch.pause} disabled={!batch.canPause}>
            <Pause size={14} aria-hidden /> Pause Queue
          </Button>
          <Button size="sm" onClick={batch.start} disabled={!batch.canResume}>
            <StepForward size={14} aria-hidden /> Resume
          </Button>
        </div>
        <p className="muted small" aria-live="polite" data-testid="batch-panel-state">
          {describeRun(batch.state)}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="gh-empty muted">
          No files in the batch queue.{" "}
          <button type="button" className="inline-link" onClick={openBatch}>
            Add files in the Batch section
          </button>
        </p>
      ) : (
        <ul className="gh-queue batch-list" aria-label="Batch queue">
          {items.map((item) => (
            <BatchItemRow
              key={item.id}
              item={item}
              canDownload={item.status === "completed" && batch.hasOutput(item.id)}
              onDownload={() => batch.download(item.id, item.name)}
              onRetry={() => batch.retry(item.id)}
              onRemove={() => batch.remove(item.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
