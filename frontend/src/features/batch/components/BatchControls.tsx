import { Pause, Play, StepForward, Trash2 } from "lucide-react";
import { Button } from "../../../components/Button";
import type { BatchState } from "../lib/batch-queue";

/** Where the run stands, in words: what a person needs before pressing Pause, Resume or Clear. */
function runState(state: BatchState): string {
  const total = state.items.length;
  const processing = state.items.findIndex((item) => item.status === "processing");
  if (total === 0) return "Add files to build a queue.";
  if (processing >= 0 && !state.running) return `Pausing after ${state.items[processing]?.name ?? "the current file"}…`;
  if (processing >= 0) return `Converting file ${processing + 1} of ${total} on this device.`;
  if (state.paused) return `Paused. Resume continues with file ${Math.min(state.position + 1, total)} of ${total}.`;
  const pending = state.items.filter((item) => item.status === "pending").length;
  return pending > 0 ? `${pending} file${pending === 1 ? "" : "s"} waiting.` : "Every file has been processed.";
}

export interface BatchControlsProps {
  state: BatchState;
  canStart: boolean;
  canPause: boolean;
  canResume: boolean;
  onStart(): void;
  onPause(): void;
  onClear(): void;
}

/** Start, Pause, Resume and Clear Queue, with the run's state announced politely. */
export function BatchControls(props: BatchControlsProps) {
  const { state } = props;
  return (
    <div className="batch-controls">
      <div className="gh-actions">
        <Button variant="primary" onClick={props.onStart} disabled={!props.canStart || state.paused}>
          <Play size={16} aria-hidden /> Start Processing
        </Button>
        <Button onClick={props.onPause} disabled={!props.canPause}>
          <Pause size={16} aria-hidden /> Pause
        </Button>
        <Button onClick={props.onStart} disabled={!props.canResume}>
          <StepForward size={16} aria-hidden /> Resume
        </Button>
        <Button variant="ghost" onClick={props.onClear} disabled={state.items.length === 0}>
          <Trash2 size={16} aria-hidden /> Clear Queue
        </Button>
      </div>
      <p className="muted small batch-state" aria-live="polite" data-testid="batch-state">
        {runState(state)}
      </p>
    </div>
  );
}
