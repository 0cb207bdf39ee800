/** ISO-8601 UTC timestamp for `at` (default: now); the API's only date format. */
export const isoNow = (at: number = Date.now()) => new Date(at).toISOString();

export const hoursFromNow = (hours: number) => isoNow(Date.now() + hours * 3_600_000);
export const daysFromNow = (days: number) => hoursFromNow(days * 24);
