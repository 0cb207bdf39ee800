import { parseEnvelope } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

export { ApiError };

/** The error envelope's message (with its hint) from a body, falling back to the text itself. */
export function errorMessageFrom(body: string, statusText: string): string {
  return parseEnvelope(body)?.message ?? (body.trim() || statusText);
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => "");
  return new ApiError(response.status, response.statusText, errorMessageFrom(body, response.statusText));
}

/** GETs JSON with the session cookie; any non-OK status throws an ApiError. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: "same-origin", signal });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
