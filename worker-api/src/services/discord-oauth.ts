import { CodeChallengeMethod, Discord, OAuth2Client } from "arctic";
import type { AuthSettings } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { isLoopbackUrl } from "../lib/loopback.js";

export const DISCORD_SCOPES = ["identify", "guilds"];
const DISCORD_API = "https://discord.com/api";
/** The stand-in is a public client: it verifies PKCE instead of a secret. */
const LOCAL_CLIENT_ID = "greenhouse-local";

/** One way to reach Discord (the real one or the local stand-in), behind the same arctic calls. */
export interface DiscordOAuth {
  /** True for the local stand-in, which also honours `login_hint`. */
  local: boolean;
  apiBase: string;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the code (PKCE-verified) and returns the access token. */
  exchangeCode(code: string, codeVerifier: string): Promise<string>;
}

type OAuthEnv = AuthSettings & { ENVIRONMENT: string };

/**
 * The stand-in's base URL, or undefined when it must not be used. Three locks: ENVIRONMENT must be
 * "development", the stand-in must be on a loopback address, and so must the app itself (the callback
 * host). A deployed Worker fails the last one even if its vars were copied from development.
 */
function localStandInBase(env: OAuthEnv, redirectUri: string): string | undefined {
  const base = env.DISCORD_OAUTH_BASE?.replace(/\/+$/, "");
  if (env.ENVIRONMENT !== "development" || !base) return undefined;
  return isLoopbackUrl(base) && isLoopbackUrl(redirectUri) ? base : undefined;
}

/**
 * Real Discord when a client id is configured. Otherwise, only in development, the local stand-in at
 * DISCORD_OAUTH_BASE through arctic's generic client (arctic's Discord class hard-codes discord.com).
 * Production without a client id has no sign-in at all, so the stand-in can never be reached there.
 */
export function discordOAuth(env: OAuthEnv, redirectUri: string): DiscordOAuth {
  if (env.DISCORD_CLIENT_ID) {
    const discord = new Discord(env.DISCORD_CLIENT_ID, env.DISCORD_CLIENT_SECRET ?? null, redirectUri);
    return {
      local: false,
      apiBase: DISCORD_API,
      authorizationUrl: (state, verifier) => discord.createAuthorizationURL(state, verifier, DISCORD_SCOPES),
      exchangeCode: async (code, verifier) => (await discord.validateAuthorizationCode(code, verifier)).accessToken(),
    };
  }
  const base = localStandInBase(env, redirectUri);
  if (!base) {
    throw new ApiError(
      503,
      "sign_in_unavailable",
      "Discord sign-in is not configured on this server; you can still convert and validate textures as a guest",
    );
  }
  const client = new OAuth2Client(LOCAL_CLIENT_ID, null, redirectUri);
  return {
    local: true,
    apiBase: `${base}/api`,
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(
        `${base}/oauth2/authorize`,
        state,
        CodeChallengeMethod.S256,
        verifier,
        DISCORD_SCOPES,
      ),
    exchangeCode: async (code, verifier) =>
      (await client.validateAuthorizationCode(`${base}/api/oauth2/token`, code, verifier)).accessToken(),
  };
}
