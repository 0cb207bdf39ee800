/**
 * Where Download Pack is: reading the project's files (one archive, counted file by file as it arrives),
 * then building the pack on this device, counted texture by texture once the converter has planned it.
 * Before, the button only spun, for a minute with 1,100 files.
 */
export type DownloadProgress =
  | { phase: "reading"; done: number; total: number }
  | { phase: "building"; done?: number; total?: number };

/**
 * The button's words for a download under way ("Reading 12/200", "Building pack…", "Building 40/200"),
 * or `idle` without one.
 */
export function downloadProgressText(progress: DownloadProgress | null, idle: string): string {
  if (!progress) return idle;
  if (progress.phase === "building") {
    return progress.done === undefined || !progress.total
      ? "Building pack…"
      : `Building ${progress.done}/${progress.total}`;
  }
  return `Reading ${progress.done}/${progress.total}`;
}

/**
 * Every label the button can wear, one a line, for the width it keeps (`SteadyLabel`): the counts grew
 * and the words changed, so the button widened and narrowed and pushed Share beside it about. Digits are
 * drawn tabular, so "0000/0000" is as wide as any count up to 9,999 files (more digits when a pack has more).
 */
export function downloadLabelReserve(progress: DownloadProgress | null, idle: string): string {
  const digits = Math.max(4, String(progress?.total ?? "").length);
  const count = "0".repeat(digits);
  return [idle, `Reading ${count}/${count}`, "Building pack…", `Building ${count}/${count}`].join("\n");
}
