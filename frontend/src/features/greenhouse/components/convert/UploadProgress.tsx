/** A real progress bar of the bytes sent so far. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      className="gh-progress"
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
