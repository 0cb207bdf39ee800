import type { PlannedEntry } from "./plan.js";

/** The input entry's MS-DOS time and date, so what is written for it carries the original's timestamps. */
export const entryDates = (item: PlannedEntry) => ({ dosTime: item.entry.dosTime, dosDate: item.entry.dosDate });
