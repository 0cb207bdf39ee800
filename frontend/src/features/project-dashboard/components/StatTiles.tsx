import type { ProjectStats } from "../api/project-insights";

/**
 * The six figures of the dashboard: Total Files, Completed, Errors, Processing, Avg Score, Total Size.
 * A conversion into the project adds its files only as each batch is done, so Processing also counts the
 * conversions running (it read 0 beside a job at 55 %), and says so under the figure.
 */
export function StatTiles({
  stats,
  runningConversions = 0,
}: {
  stats: ProjectStats | undefined;
  runningConversions?: number;
}) {
  const processing = stats === undefined ? undefined : stats.processingFiles + runningConversions;
  const tiles: { label: string; value: string | number | undefined; tone?: string; note?: string }[] = [
    { label: "Total Files", value: stats?.totalFiles },
    { label: "Completed", value: stats?.completedFiles },
    { label: "Errors", value: stats?.errorFiles, tone: stats?.errorFiles ? "danger" : undefined },
    {
      label: "Processing",
      value: processing,
      note:
        runningConversions > 0
          ? `${runningConversions} ${runningConversions === 1 ? "conversion" : "conversions"} running`
          : undefined,
    },
    { label: "Avg Score", value: stats?.averageScore != null ? `${stats.averageScore}%` : undefined },
    { label: "Total Size", value: stats?.totalSize },
  ];
  return (
    <ul className="pd-stats" aria-label="Project statistics">
      {tiles.map((tile) => (
        <li key={tile.label} className="pd-stat" data-tone={tile.tone}>
          <span className="pd-stat-value">{tile.value ?? "–"}</span>
          <span className="pd-stat-label">{tile.label}</span>
          {tile.note && <span className="pd-stat-note">{tile.note}</span>}
        </li>
      ))}
    </ul>
  );
}
