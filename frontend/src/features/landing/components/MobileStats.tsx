import { useGlobalStatsState } from "../api/get-global-stats";

/**
 * The phone home's numbers: the same server counts as the desktop statistics strip (never invented
 * figures), with the capability defaults when there is nothing real to report yet. While the counts
 * load the tiles keep their place, so the page does not jump or flash the defaults first.
 */
export function MobileStats() {
  const { stats, loading } = useGlobalStatsState();
  return (
    <section className="mobile-stats" aria-label="Greenhouse in numbers" aria-busy={loading}>
      {loading
        ? [0, 1, 2, 3].map((slot) => (
            <div key={slot} className="mobile-stat mobile-stat-loading" aria-hidden>
              <strong>…</strong>
              <span className="muted small">Loading</span>
            </div>
          ))
        : stats.map((stat) => (
            <div key={stat.label} className="mobile-stat">
              <strong>{stat.value}</strong>
              <span className="muted small">{stat.label}</span>
            </div>
          ))}
      {loading && <p className="visually-hidden">Loading Greenhouse numbers…</p>}
    </section>
  );
}
