import { DurableObject } from "cloudflare:workers";

/** Coordinates one conversion job: its state, progress and log (filled in by the jobs issue). */
export class JobRunner extends DurableObject<Env> {
  /** Liveness probe used by /api/health. */
  async ping(): Promise<"pong"> {
    return "pong";
  }
}
