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
 * The phone's shorter words for the same ("Reading 62%", "Building…", "Building 40%"): its Download
 * shares a row with Upload, half a phone's width, where "Reading 1234/2000" pushed Upload aside.
 */
export function downloadProgressShort(progress: DownloadProgress | null, idle: string): string {
  if (!progress) return idle;
  const percent = (done: number, total: number) => `${Math.floor((100 * done) / total)}%`;
  if (progress.phase === "building") {
    return progress.done === undefined || !progress.total
      ? "Building…"
      : `Building ${percent(progress.done, progress.total)}`;
  }
  return progress.total > 0 ? `Reading ${percent(progress.done, progress.total)}` : "Reading…";
}

/**
 * Digits enough for any count Download Pack shows for a project of `textureCount` textures: each can
 * bring three maps and their animations as files, and the pack a pack.mcmeta.
 */
export function countDigits(textureCount: number): number {
  return String(Math.max(1, textureCount) * 6 + 1).length;
}

/**
 * Every label the button can wear, one a line, for the width it keeps (`SteadyLabel`): the counts grew
 * and the words changed, so the button widened and narrowed and pushed Share beside it about. Digits are
 * drawn tabular, so "0000/0000" is as wide as any count of four digits; `digits` comes from the
 * project's size (`countDigits`), so a small project's idle button is not as wide as a large one's,
 * and a count that outgrows it (files added meanwhile) widens the button rather than overflow it.
 */
export function downloadLabelReserve(progress: DownloadProgress | null, idle: string, digits = 4): string {
  const width = Math.max(digits, String(progress?.total ?? "").length);
  const count = "0".repeat(width);
  return [idle, `Reading ${count}/${count}`, "Building pack…", `Building ${count}/${count}`].join("\n");
}

/**
 * Every label the shorter words can wear (`downloadProgressShort`), for the width they keep. The
 * dashboard's Export wears these: beside "Building 0000/0000" its idle word sat far from its icon in a
 * button twice its width, and pushed Share and Settings onto a second row.
 */
export function downloadShortReserve(idle: string): string {
  return [idle, "Reading 100%", "Building…", "Building 100%"].join("\n");
}
