/**
 * Where Download Pack is: reading the project's files (a large project's take a while, six at a time),
 * then building the pack on this device. Before, the button only spun, for a minute with 1,100 files.
 */
export type DownloadProgress = { phase: "reading"; done: number; total: number } | { phase: "building" };

/** The button's words for a download under way ("Reading 12/200", "Building pack…"), or `idle` without one. */
export function downloadProgressText(progress: DownloadProgress | null, idle: string): string {
  if (!progress) return idle;
  if (progress.phase === "building") return "Building pack…";
  return `Reading ${progress.done}/${progress.total}`;
}
