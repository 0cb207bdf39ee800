import type { JobRefusal } from "../services/jobs-engine/types.js";

export const NO_JOB = "This job does not exist";
export const ADDING_FILES =
  "Only a job still converting can be cancelled or removed; this one is adding its files to the project";

/** Why an RPC on a job was refused; the route turns it into a 409. */
export class JobStateError extends Error {
  override name = "JobStateError";
}

/**
 * A refused state change, answered rather than thrown: an error thrown out of an RPC method is
 * logged by the runtime as "Uncaught JobStateError" although the route answers it as a 409.
 */
export const refuse = (message: string): JobRefusal => ({ refused: message });
