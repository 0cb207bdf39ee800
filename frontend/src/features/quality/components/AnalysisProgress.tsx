import { type AnalysisStep, analysisLabel, analysisPercent } from "../lib/analysis-progress";

/** The analyzing state: a progress bar driven by the reading and the worker's stages. */
export function AnalysisProgress({ step }: { step: AnalysisStep }) {
  const percent = analysisPercent(step);
  return (
    <div className="q-progress" role="status">
      <div className="q-progress-head">
        <strong>Analyzing…</strong>
        <span className="muted small">{percent}%</span>
      </div>
      <div
        className="gh-progress"
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="gh-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted small">{analysisLabel(step)}</p>
    </div>
  );
}
