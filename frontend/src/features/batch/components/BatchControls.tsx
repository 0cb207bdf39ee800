import { Pause, Play, StepForward, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/Button";
import type { BatchState } from "../lib/batch-queue";
import { undownloadedItems } from "../lib/batch-results";
import { describeRun } from "../lib/run-state";
import { ClearQueueDialog } from "./ClearQueueDialog";

export interface BatchControlsProps {
  state: BatchState;
  canStart: boolean;
  canPause: boolean;
  canResume: boolean;
  onStart(): void;
  onPause(): void;
  onClear(): void;
}

/**
 * Start, Pause, Resume and Clear Queue, with the run's state announced politely. Clear asks first when a
 * converted zip was never downloaded (it lives only in this tab); with nothing to lose it clears at once.
 */
export function BatchControls(props: BatchControlsProps) {
  const { state } = props;
  const [confirming, setConfirming] = useState(false);
  const unsaved = undownloadedItems(state);
  const clear = () => {
    if (unsaved.length > 0) setConfirming(true);
    else props.onClear();
  };
  return (
    <div className="batch-controls">
      <div className="gh-actions">
        <Button variant="primary" onClick={props.onStart} disabled={!props.canStart}>
          <Play size={16} aria-hidden /> Start Processing
        </Button>
        <Button onClick={props.onPause} disabled={!props.canPause}>
          <Pause size={16} aria-hidden /> Pause
        </Button>
        <Button onClick={props.onStart} disabled={!props.canResume}>
          <StepForward size={16} aria-hidden /> Resume
        </Button>
        <Button variant="ghost" onClick={clear} disabled={state.items.length === 0}>
          <Trash2 size={16} aria-hidden /> Clear Queue
        </Button>
      </div>
      <p className="muted small batch-state" aria-live="polite" data-testid="batch-state">
        {describeRun(state)}
      </p>
      <ClearQueueDialog
        open={confirming}
        unsaved={unsaved}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onClear();
        }}
      />
    </div>
  );
}
