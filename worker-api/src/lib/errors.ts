import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the API reports to the client in its `{error: {code, message}}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const badRequest = (code: string, message: string, details?: unknown) =>
  new ApiError(400, code, message, details);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
