import type { SessionUser } from "./db/users.js";
import type { DonationSettings } from "./services/donation.js";

/**
 * Optional settings that are secrets or per-run switches, so they are not in wrangler.jsonc `vars`:
 * DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET (`wrangler secret put`) select real Discord;
 * DISCORD_OAUTH_BASE points development at the local Discord stand-in (ignored in production).
 */
export interface AuthSettings {
  DISCORD_CLIENT_ID?: string;
  DISCORD_CLIENT_SECRET?: string;
  DISCORD_OAUTH_BASE?: string;
}

/** The Worker's bindings and variables, as wrangler.jsonc declares them. */
export type AppEnv = { Bindings: Env & AuthSettings & DonationSettings; Variables: { user: SessionUser | null } };
