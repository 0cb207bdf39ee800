/**
 * Growth Progress' head, the same for an upload and a job: the current task and a status pill whose
 * colour follows its class (`gh-status-<tone>`). What a screen reader hears of it is GrowthAnnouncer's.
 */
export function GrowthHead({ task, status, tone = status }: { task: string; status: string; tone?: string }) {
  return (
    <div className="gh-growth-head">
      <div>
        <span className="muted small">Current task</span>
        <p className="gh-task" data-testid="current-task">
          {task}
        </p>
      </div>
      <span className={`gh-status gh-status-${tone}`}>{status}</span>
    </div>
  );
}
