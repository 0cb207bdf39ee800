const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** Formats an ISO date; throws on an invalid time value, as the spec's date formatter does. */
export function formatDate(value: string | number | Date): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat.format(new Date(value));
}

const clockFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

/**
 * A time of day to the second, "3:04:05 PM", in the 12-hour form of every other date and time the app
 * shows. The Batch rows said "15:04:05" while the processing log beside them said "3:04:05 PM".
 */
export function formatClock(value: string | number | Date): string {
  return clockFormat.format(new Date(value));
}

/** File sizes with one decimal: B, KB, MB, GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** A part of a whole as a percentage label that never rounds a real part away (6 of 2,480 is "<1%"). */
export function shareLabel(count: number, total: number): string {
  const percent = Math.round((count / total) * 100);
  if (percent === 0 && count > 0) return "<1%";
  if (percent === 100 && count < total) return ">99%";
  return `${percent}%`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "3 minutes ago", "yesterday" ... for activity feeds. */
export function formatRelative(value: string | number | Date, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 30],
    ["month", 12],
  ];
  let amount = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return relative.format(amount, "year");
}

/**
 * "name: problem" for a toast about one file, without naming it twice: the API's image errors
 * already start with the file's name ("stone.png: 100000x100000 exceeds…").
 */
export function fileProblem(name: string, message: string): string {
  return message.includes(name) ? message : `${name}: ${message}`;
}
