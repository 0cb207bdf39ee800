import type { QualityMetric } from "@greenhouse/wasm-pipeline";

/** The metrics (seven for a colour texture, five for a LabPBR map) with their score, a status badge and, below excellent, what to do about it. */
export function MetricList({ metrics }: { metrics: QualityMetric[] }) {
  return (
    <ul className="q-metrics" aria-label="Quality metrics">
      {metrics.map((metric) => (
        <li key={metric.name} className="q-metric">
          <div className="q-metric-head">
            <span className="q-metric-name">{metric.name}</span>
            <span className={`q-status q-status-${metric.status}`}>{metric.status}</span>
            <span className="q-metric-score">{metric.score}</span>
          </div>
          <div className="q-meter" aria-hidden>
            <div className={`q-meter-fill q-meter-${metric.status}`} style={{ width: `${metric.score}%` }} />
          </div>
          <p className="muted small">{metric.description}</p>
          {metric.recommendation && <p className="q-advice small">{metric.recommendation}</p>}
        </li>
      ))}
    </ul>
  );
}
