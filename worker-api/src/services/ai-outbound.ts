import { ApiError } from "../lib/errors.js";

/** Where the Stable-Diffusion-WebUI-compatible server lives (wrangler var or secret). */
export interface AiSettings {
  SD_WEBUI_URL?: string;
  AI_TIMEOUT_MS?: string;
  /** True when SD_WEBUI_URL is the server the person named in the AI server panel, not the site's. */
  namedByUser?: boolean;
}

export const DEFAULT_SD_WEBUI_URL = "http://127.0.0.1:7860";
/** Four 512² PNGs in base64 are ~3 MB; anything past this is not a txt2img answer. */
export const MAX_AI_RESPONSE_BYTES = 32 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * How answers name the server: a server the person named by its address (they need it to debug their
 * own WebUI), the site's by a label only, since SD_WEBUI_URL may be a secret.
 */
export function aiServerName(settings: AiSettings, url: URL): string {
  return settings.namedByUser ? url.origin : "the site's AI server";
}

/** The 502 for a failed call to the AI server, worded per {@link aiServerName}. */
export function aiServerFailed(settings: AiSettings, url: URL | null, reason: string): ApiError {
  if (settings.namedByUser && url) {
    return new ApiError(502, "ai_server_unreachable", `AI server at ${url.origin} failed: ${reason}`, {
      address: url.origin,
    });
  }
  return new ApiError(502, "ai_server_unreachable", `The site's AI server failed: ${reason}`);
}

/** The txt2img address, refused unless it is plain http(s) (no file:, data:, credentials in the URL). */
export function txt2imgUrl(settings: AiSettings): URL {
  return sdApiUrl(settings, "/sdapi/v1/txt2img");
}

/**
 * An address of the WebUI API (`/sdapi/v1/...`) under the same rules as {@link txt2imgUrl}. A refused
 * address is not echoed: SD_WEBUI_URL may be a secret, and what fails to parse may hold credentials.
 */
export function sdApiUrl(settings: AiSettings, path: `/sdapi/v1/${string}`): URL {
  const base = settings.SD_WEBUI_URL || DEFAULT_SD_WEBUI_URL;
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    throw aiServerFailed(settings, null, "its address is not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw aiServerFailed(settings, null, "only http and https addresses are allowed");
  }
  if (url.username || url.password) throw aiServerFailed(settings, null, "credentials in the address are not allowed");
  return url;
}

/**
 * POSTs JSON to the AI server with the guards an outbound call from the Worker needs: a timeout, no
 * redirects followed (a redirect could point anywhere), and a cap on the response size read.
 */
export function postJsonGuarded(url: URL, body: unknown, settings: AiSettings): Promise<unknown> {
  return requestJsonGuarded(url, body, settings);
}

/** GETs JSON from the AI server with the same guards as {@link postJsonGuarded} (connection tests). */
export function getJsonGuarded(url: URL, settings: AiSettings, timeoutMs?: number): Promise<unknown> {
  return requestJsonGuarded(url, undefined, settings, timeoutMs);
}

async function requestJsonGuarded(url: URL, body: unknown, settings: AiSettings, timeoutMs?: number): Promise<unknown> {
  const configured = Number(settings.AI_TIMEOUT_MS) > 0 ? Number(settings.AI_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const timeout = timeoutMs ? Math.min(timeoutMs, configured) : configured;
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: "manual",
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw aiServerFailed(settings, url, timedOut ? `no answer within ${timeout / 1000} s` : "it is unreachable");
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw aiServerFailed(settings, url, "it answered with a redirect, which is not followed");
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw aiServerFailed(settings, url, `it answered ${response.status} ${response.statusText}`.trim());
  }
  const text = await readCapped(response, () => aiServerFailed(settings, url, "its answer is larger than 32 MB"));
  try {
    return JSON.parse(text);
  } catch {
    throw aiServerFailed(settings, url, "its answer is not JSON");
  }
}

async function readCapped(response: Response, tooLarge: () => ApiError): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > MAX_AI_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_AI_RESPONSE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}
