/**
 * The one fetch wrapper every feature uses. The spec (section 8) turns any non-OK response into an error
 * whose message is "<status>: <body text>" (or the status text when the body is empty); the API's
 * `{"error": {"code", "message"}}` envelope is read separately so screens can show a human sentence.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  /** The envelope's `error.code`, when the body was our JSON envelope. */
  readonly code: string | undefined;
  /** The envelope's `error.message`, or the raw message when the body was not our envelope. */
  readonly displayMessage: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const envelope = parseEnvelope(body);
    this.code = envelope?.code;
    this.displayMessage = envelope?.message ?? (body && !looksLikeHtml(body) ? body : statusText || this.message);
  }
}

/**
 * The API's `{"error": {"code", "message", "details"}}` envelope. A `details.hint` says what exactly was
 * wrong ("fake.png is not a PNG, JPG, TIFF or TGA image") and is joined to the message, which alone is
 * often only a category ("Invalid file type").
 */
export function parseEnvelope(body: string): { code?: string; message: string } | undefined {
  if (!body.startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== "object" || parsed === null || !("error" in parsed)) return undefined;
    const error = (parsed as { error: unknown }).error;
    if (typeof error === "string") return { message: error };
    if (typeof error === "object" && error !== null && "message" in error) {
      const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
      const hint = (details as { hint?: unknown } | null | undefined)?.hint;
      if (typeof message === "string") {
        const full = typeof hint === "string" && hint && hint !== message ? `${message}: ${hint}` : message;
        return { code: typeof code === "string" ? code : undefined, message: full };
      }
    }
  } catch {
    // Not JSON after all: the raw text is shown instead.
  }
  return undefined;
}

const looksLikeHtml = (body: string) => /^\s*</.test(body);

/** The sentence to show a person for any thrown value (envelope message first). */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.displayMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Sent as JSON with the matching content type. */
  json?: unknown;
  /** Sent as multipart form data (uploads). */
  form?: FormData;
  signal?: AbortSignal;
}

/** Sends a request with the session cookie and throws {@link HttpError} for any non-OK status. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: "same-origin",
    signal: options.signal,
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  return response;
}

/** A request whose answer is JSON (or nothing: 204 and empty bodies give `undefined`). */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A read that yields `null` on 401 instead of throwing: the spec's "yields null if configured so",
 * used for the current user, where signed out is a normal state and shows no message.
 */
export async function apiJsonOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiJson<T>(path);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Unwraps list answers that arrive either bare (`[...]`) or in an object (`{projects: [...]}`), so the
 * views do not break while the API settles on one of the two.
 */
export function listFrom<T>(value: unknown, key: string): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === "object" && value !== null) {
    const inner = (value as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/** Unwraps single-object answers that arrive bare or under a key (`{project: {...}}`). */
export function itemFrom<T>(value: unknown, key: string): T {
  if (typeof value === "object" && value !== null && key in value) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === "object" && inner !== null) return inner as T;
  }
  return value as T;
}
