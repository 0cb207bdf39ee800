import type { ProjectStats } from "../api/project-insights";

/** The six figures of the dashboard: Total Files, Completed, Errors, Processing, Avg Score, Total Size. */
export function StatTiles({ stats }: { stats: ProjectStats | undefined }) {
  const tiles = [
    { label: "Total Files", value: stats?.totalFiles },
    { label: "Completed", value: stats?.completedFiles },
    { label: "Errors", value: stats?.errorFiles, tone: stats?.errorFiles ? "danger" : undefined },
    { label: "Processing", value: stats?.processingFiles },
    { label: "Avg Score", value: stats?.averageScore != null ? `${stats.averageScore}%` : undefined },
    { label: "Total Size", value: stats?.totalSize },
  ];
  return (
    <ul className="pd-stats" aria-label="Project statistics">
      {tiles.map((tile) => (
        <li key={tile.label} className="pd-stat" data-tone={tile.tone}>
          <span className="pd-stat-value">{tile.value ?? "–"}</span>
          <span className="pd-stat-label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
