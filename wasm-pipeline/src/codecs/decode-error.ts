/** Why an image could not be decoded. */
export type ImageDecodeErrorCode = "unsupported_format" | "corrupt" | "truncated" | "too_large";

/** Where a decoder's failure came from, when a library threw it (its words are kept for logs only). */
export interface DecodeFailureOptions {
  cause?: unknown;
}

/**
 * The one error type image decoding throws. `message` always names the file (or "image" when no name
 * was given) and the problem in plain words, so it can be shown to a person as it is. A codec's own
 * reason (a Rust panic's "`unwrap_throw` failed", a wasm RuntimeError, "offset is out of bounds") is
 * never part of it: it is the error's `cause`, for logs.
 */
export class ImageDecodeError extends Error {
  override readonly name = "ImageDecodeError";

  constructor(
    readonly code: ImageDecodeErrorCode,
    readonly filename: string,
    problem: string,
    options: DecodeFailureOptions = {},
  ) {
    super(`${filename}: ${problem}`, options);
  }
}

/** Internal: a decoder found a problem but does not know the file name; decodeImage adds it. */
export class ImageFormatProblem extends Error {
  constructor(
    readonly code: ImageDecodeErrorCode,
    problem: string,
    options: DecodeFailureOptions = {},
  ) {
    super(problem, options);
  }
}

/** Shorthand for decoders: throws a problem with a code (and the library error behind it, if any). */
export function fail(code: ImageDecodeErrorCode, problem: string, cause?: unknown): never {
  throw new ImageFormatProblem(code, problem, cause === undefined ? {} : { cause });
}
