import { BarChart3 } from "lucide-react";
import { EmptyState, Loading } from "../../../components/Card";
import { useProjectFiles } from "../../projects/api/project-content";
import { NEEDS_WORK_BELOW, qualityMetrics, scoreCoverage, statusDistribution } from "../lib/analytics";

/** Analytics from the project's real files: status distribution and quality metrics. */
export function AnalyticsTab({ projectId }: { projectId: number }) {
  const files = useProjectFiles(projectId);
  if (files.isPending) return <Loading label="Loading analytics" />;
  const list = files.data ?? [];
  const statuses = statusDistribution(list);
  if (statuses.length === 0) {
    return (
      <EmptyState icon={<BarChart3 size={26} />} title="Nothing to measure yet">
        Upload or convert textures into this project to see its statistics.
      </EmptyState>
    );
  }
  const quality = qualityMetrics(list);
  const coverage = scoreCoverage(list);
  const widest = Math.max(1, ...quality.bands.map((band) => band.count));
  return (
    <div className="pd-analytics">
      <section aria-labelledby="pd-status-title">
        <h3 id="pd-status-title">Status distribution</h3>
        <ul className="pd-bars pd-bars-shares">
          {statuses.map((share) => (
            <li key={share.status}>
              <span className="pd-bar-label">{share.status}</span>
              <span className="pd-bar" data-status={share.status} style={{ width: `${share.percent}%` }} />
              {/* Count and share in columns of their own, so each lines up over the other rows'. */}
              <span className="small pd-bar-figure">
                <span className="pd-figure-count">{share.count}</span>{" "}
                <span className="pd-figure-share">({share.label})</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pd-quality-title">
        <h3 id="pd-quality-title">Quality metrics</h3>
        {quality.scored === 0 ? (
          <p className="muted">No file has a quality score yet.</p>
        ) : (
          <>
            <dl className="pd-facts pd-quality">
              <dt>Best score</dt>
              <dd>{quality.best}%</dd>
              <dt>Average</dt>
              <dd>{quality.average}%</dd>
              <dt>Lowest</dt>
              <dd>{quality.worst}%</dd>
              <dt>Need work (below {NEEDS_WORK_BELOW}%)</dt>
              <dd>
                {quality.needsWork.length} {quality.needsWork.length === 1 ? "file" : "files"}
              </dd>
            </dl>
            {/* The note says what the bands count above them, where it is read with them: under the last
                band it was below the fold of a 1280x800 panel that had just scrolled the bands into view. */}
            <h4 id="pd-bands-title" className="pd-bands-title">
              Scores by band
            </h4>
            {coverage && <p className="muted small pd-coverage">{coverage}</p>}
            <ul className="pd-bars" aria-labelledby="pd-bands-title">
              {quality.bands.map((band) => (
                <li key={band.label}>
                  <span className="pd-bar-label">{band.label}</span>
                  <span
                    className="pd-bar"
                    data-empty={band.count === 0 || undefined}
                    data-tone={band.tone}
                    style={{ width: `${(band.count / widest) * 100}%` }}
                  />
                  <span className="small pd-bar-figure">{band.count}</span>
                </li>
              ))}
            </ul>
            {quality.needsWork.length > 0 && (
              <ul className="pd-needs-work" aria-label="Files that need work">
                {quality.needsWork.slice(0, 8).map((file) => (
                  <li key={file.path}>
                    <span className="mono small truncate">{file.path}</span>
                    <span className="small">{file.validationScore}%</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
