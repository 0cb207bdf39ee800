import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the API reports to the client in its `{error: {code, message}}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
