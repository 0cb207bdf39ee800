import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.js";
import { ApiError } from "../lib/errors.js";
import { isLoopbackUrl } from "../lib/loopback.js";
import { type HostReach, hostReach } from "./ai-host-reach.js";
import type { AiSettings } from "./ai-outbound.js";
import { resolveSession } from "./session.js";

// A host name (letters, digits, hyphens, dots), an IPv4 address, or a bracketed IPv6 address; nothing
// that could carry a scheme, a path, credentials or a port of its own.
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const ipv6 = /^\[[0-9a-f:.]{2,45}\]$/i;

/** The AI server a person typed into the AI server panel (IP or host, and port). */
export const aiServerAddress = z.object({
  host: z
    .string()
    .trim()
    .refine(
      (host) => (hostName.test(host) || ipv6.test(host)) && hostReach(host) !== "invalid",
      "Enter the AI server's IP address or host name",
    ),
  port: z
    .number({ error: "The port must be a number from 1 to 65535" })
    .int("The port must be a number from 1 to 65535")
    .min(1, "The port must be a number from 1 to 65535")
    .max(65535, "The port must be a number from 1 to 65535"),
});

export type AiServerAddress = z.infer<typeof aiServerAddress>;

/** A WebUI seed: a 32-bit unsigned integer, or none (the route then picks one). */
export const aiSeed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .nullish();

/**
 * The outbound settings for one request: the person's own server when they named one, the deployment's
 * SD_WEBUI_URL otherwise. A WebUI on a home machine speaks plain http, so that is the scheme used.
 */
export function aiSettingsFor(env: AiSettings, server: AiServerAddress | null | undefined): AiSettings {
  if (!server) return { ...env, namedByUser: false };
  return { ...env, SD_WEBUI_URL: `http://${server.host}:${server.port}`, namedByUser: true };
}

const localKinds: Record<Exclude<HostReach, "public">, string> = {
  loopback: "a loopback address",
  private: "a private-network address",
  "link-local": "a link-local address",
  reserved: "a reserved address",
  "local-name": "a local name",
  invalid: "not an address",
};

/**
 * Outside development a named server must be on the open internet. A deployed Worker cannot reach
 * anyone's home LAN anyway, so a loopback, private or link-local address (in any spelling) could only
 * probe what sits next to the Worker, e.g. a metadata service or an internal port. Development keeps
 * them (the local Stable Diffusion stand-in is on 127.0.0.1, a home WebUI on the LAN), but only while
 * the app itself is served from this machine (`appUrl`, the request's address), with the Discord
 * stand-in's lock: wrangler.jsonc says `development`, so a deploy without `ENVIRONMENT:production`
 * would otherwise relay to any local address.
 */
export function assertServerReachable(server: AiServerAddress, environment: string, appUrl: string): void {
  const reach = hostReach(server.host);
  if (reach === "public" || (environment === "development" && isLoopbackUrl(appUrl))) return;
  throw new ApiError(
    400,
    "ai_server_not_public",
    `The AI server's address must be publicly reachable from the Greenhouse server; ${server.host} is ${localKinds[reach]}`,
    { hint: "Greenhouse calls your AI server over the internet, so it cannot reach a local or home-network address." },
  );
}

/**
 * Like `aiSettingsFor`, for a request: naming one's own server needs a signed-in person, so the Worker
 * is never an anonymous relay to arbitrary hosts (the deployment's configured server stays open), and
 * outside development served from this machine an address on the open internet ({@link assertServerReachable}).
 */
export async function aiSettingsForRequest(
  c: Context<AppEnv>,
  server: AiServerAddress | null | undefined,
): Promise<AiSettings> {
  if (server && !(c.get("user") ?? (await resolveSession(c)))) {
    throw new ApiError(401, "sign_in_required", "Sign in to use your own AI server", {
      hint: "Without signing in, Greenhouse uses the AI server this site is configured with.",
    });
  }
  if (server) assertServerReachable(server, c.env.ENVIRONMENT, c.req.url);
  return aiSettingsFor(c.env as unknown as AiSettings, server);
}
