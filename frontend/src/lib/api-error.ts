/**
 * A failed API call: the HTTP status plus the message of the error envelope when there is one. In lib
 * so every upload entry point (the workspace, Quick Convert, the floating button) words a refusal alike.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The toast description: '{status} {statusText}' as the spec says, plus the server's reason. */
  get description(): string {
    const head = `${this.status} ${this.statusText}`.trim();
    return this.message && this.message !== head && this.message !== this.statusText
      ? `${head}: ${this.message}`
      : head;
  }
}
