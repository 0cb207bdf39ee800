/** A real progress bar of the bytes sent so far. */
export function ProgressBar({ value, label, failed = false }: { value: number; label: string; failed?: boolean }) {
  return (
    <div
      className={failed ? "gh-progress gh-progress-failed" : "gh-progress"}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className="gh-progress-fill" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </div>
  );
}
