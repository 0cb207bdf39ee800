/**
 * The error a job cancelled by its owner ends with. A cancel is stored as `failed` (the spec's statuses have
 * no "cancelled"), so the statistics read this reason to leave stops on purpose out of "Success Rate".
 */
export const CANCELLED_REASON = "Cancelled by you";

/** SQL condition (on the `jobs` table) for a job that failed by itself, not cancelled by its owner. */
export const FAILED_NOT_CANCELLED = `status = 'failed' and coalesce(error, '') <> '${CANCELLED_REASON}'`;
