/** The part of `AbortSignal` the pipeline uses (the core compiles without DOM types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** Thrown when a conversion is cancelled through its signal. */
export class ConversionAbortedError extends Error {
  override readonly name = "AbortError";
  constructor() {
    super("The conversion was cancelled.");
  }
}

/** Throws `ConversionAbortedError` once the signal has fired. */
export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw new ConversionAbortedError();
}
