// A local stand-in for Discord's OAuth2 endpoints, for development and tests only:
//   GET  /oauth2/authorize         page listing test identities (or instant approval with login_hint)
//   POST /api/oauth2/token         authorization_code grant, form-encoded, PKCE (S256) verified
//   GET  /api/users/@me            the identity behind a bearer token
//   GET  /api/users/@me/guilds     that identity's servers
// The Worker talks to it only when ENVIRONMENT is "development" and no DISCORD_CLIENT_ID is set.
// Run alone: `node scripts/local-discord/server.mjs [port]` (default 8790).
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { IDENTITIES, identityFor } from "./identities.mjs";

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

const b64url = (buffer) => buffer.toString("base64url");
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > 64 * 1024) reject(new Error("body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response, status, body) {
  response.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

function redirect(response, location) {
  response.writeHead(302, { Location: location });
  response.end();
}

/**
 * Starts the stand-in on 127.0.0.1 and resolves once it listens.
 * @param {{ port?: number, codeTtlMs?: number }} [options] port 0 picks a free one.
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function startLocalDiscord({ port = 8790, codeTtlMs = CODE_TTL_MS } = {}) {
  /** @type {Map<string, {request: Record<string,string>, identity: object, expiresAt: number}>} */
  const codes = new Map();
  /** @type {Map<string, {identity: object, expiresAt: number}>} */
  const tokens = new Map();
  /** @type {Map<string, Record<string,string>>} pending authorize requests by transaction id */
  const pending = new Map();

  function approve(response, request, identity) {
    const code = b64url(randomBytes(24));
    codes.set(code, { request, identity, expiresAt: Date.now() + codeTtlMs });
    const target = new URL(request.redirect_uri);
    target.searchParams.set("code", code);
    if (request.state) target.searchParams.set("state", request.state);
    redirect(response, target.toString());
  }

  function deny(response, request) {
    const target = new URL(request.redirect_uri);
    target.searchParams.set("error", "access_denied");
    target.searchParams.set("error_description", "The resource owner or authorization server denied the request");
    if (request.state) target.searchParams.set("state", request.state);
    redirect(response, target.toString());
  }

  function authorize(response, url) {
    const request = Object.fromEntries(url.searchParams);
    if (request.response_type !== "code" || !request.redirect_uri || !request.client_id) {
      return json(response, 400, {
        error: "invalid_request",
        error_description: "response_type=code, client_id and redirect_uri are required",
      });
    }
    if (request.code_challenge_method !== "S256" || !request.code_challenge) {
      return json(response, 400, { error: "invalid_request", error_description: "PKCE with S256 is required" });
    }
    const hint = request.login_hint;
    // "deny" is the scripted equivalent of pressing Cancel on the page.
    if (hint === "deny") return deny(response, request);
    if (hint) {
      const identity = identityFor(hint);
      if (!identity)
        return json(response, 400, { error: "invalid_request", error_description: `Unknown test identity ${hint}` });
      return approve(response, request, identity);
    }
    const transaction = b64url(randomBytes(12));
    pending.set(transaction, request);
    const choices = [...Object.keys(IDENTITIES), "new"]
      .map(
        (name) =>
          `<li><a class="choice" href="/oauth2/approve?tx=${transaction}&amp;as=${name}">${
            name === "new" ? "A new random user" : `Continue as ${escapeHtml(name)}`
          }</a></li>`,
      )
      .join("");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Discord sign-in</title>
<style>body{font-family:system-ui,sans-serif;background:#313338;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#2b2d31;padding:2rem;border-radius:8px;max-width:26rem}a{color:#fff}ul{list-style:none;padding:0}
.choice{display:block;margin:.5rem 0;padding:.75rem 1rem;background:#5865f2;border-radius:4px;text-decoration:none}
.cancel{color:#b5bac1}</style></head><body><main>
<h1>Local Discord stand-in</h1>
<p>This development server pretends to be Discord. Choose who to sign in as (scopes: ${escapeHtml(request.scope ?? "")}).
tester1 and tester2 share a server.</p>
<ul>${choices}</ul>
<p><a class="cancel" href="/oauth2/approve?tx=${transaction}&amp;as=deny">Cancel</a></p>
</main></body></html>`);
  }

  function approveChoice(response, url) {
    const request = pending.get(url.searchParams.get("tx") ?? "");
    if (!request)
      return json(response, 400, { error: "invalid_request", error_description: "Unknown or used transaction" });
    pending.delete(url.searchParams.get("tx"));
    const choice = url.searchParams.get("as") ?? "";
    if (choice === "deny") return deny(response, request);
    const identity = identityFor(choice);
    if (!identity) return json(response, 400, { error: "invalid_request", error_description: "Unknown identity" });
    return approve(response, request, identity);
  }

  async function token(request, response) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get("grant_type") !== "authorization_code")
      return json(response, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code); // a code is good for one exchange only
    if (!grant || grant.expiresAt < Date.now()) {
      return json(response, 400, { error: "invalid_grant", error_description: 'Invalid "code" in request.' });
    }
    if (form.get("redirect_uri") !== grant.request.redirect_uri) {
      return json(response, 400, { error: "invalid_grant", error_description: "Mismatching redirect_uri" });
    }
    const verifier = form.get("code_verifier") ?? "";
    const challenge = b64url(createHash("sha256").update(verifier).digest());
    if (challenge !== grant.request.code_challenge) {
      return json(response, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
    }
    const accessToken = b64url(randomBytes(24));
    tokens.set(accessToken, { identity: grant.identity, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    return json(response, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: TOKEN_TTL_S,
      refresh_token: b64url(randomBytes(24)),
      scope: grant.request.scope ?? "identify",
    });
  }

  function bearer(request) {
    const header = request.headers.authorization ?? "";
    const entry = tokens.get(header.replace(/^Bearer\s+/i, ""));
    return entry && entry.expiresAt > Date.now() ? entry.identity : null;
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (request.method === "GET" && url.pathname === "/oauth2/authorize") return authorize(response, url);
      if (request.method === "GET" && url.pathname === "/oauth2/approve") return approveChoice(response, url);
      if (request.method === "POST" && url.pathname === "/api/oauth2/token") return await token(request, response);
      if (request.method === "GET" && url.pathname.startsWith("/api/users/@me")) {
        const identity = bearer(request);
        if (!identity) return json(response, 401, { message: "401: Unauthorized", code: 0 });
        if (url.pathname === "/api/users/@me") {
          return json(response, 200, {
            id: identity.id,
            username: identity.username,
            discriminator: "0",
            global_name: identity.username,
            avatar: null,
          });
        }
        if (url.pathname === "/api/users/@me/guilds") {
          return json(
            response,
            200,
            identity.guilds.map((guild) => ({ ...guild, icon: null, owner: false })),
          );
        }
      }
      return json(response, 404, { message: "404: Not Found", code: 0 });
    } catch (error) {
      return json(response, 500, { message: String(error) });
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { url } = await startLocalDiscord({ port: Number(process.argv[2] ?? process.env.LOCAL_DISCORD_PORT ?? 8790) });
  console.log(`Local Discord stand-in on ${url} (development only)`);
}
