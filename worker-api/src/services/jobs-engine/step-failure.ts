import { ApiError } from "../../lib/errors.js";

/** What a job's log and error say about a step that threw something that is not written for people. */
export const SERVER_ERROR_REASON = "a server error (the details are in the server's log)";

/**
 * The reason a failed step gives the person who started the job (its log, `error`, Growth Progress).
 * Only our own `ApiError`s are worded for them. Anything else is the server's: a D1 error quotes its
 * constraint or table, drizzle's says "Failed query: <sql> params: <values>", an R2 error names keys.
 * Those go to the server's log (the runner logs the error itself), never to the job's.
 */
export function stepFailureReason(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_ERROR_REASON;
}
