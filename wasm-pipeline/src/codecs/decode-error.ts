/** Why an image could not be decoded. */
export type ImageDecodeErrorCode = "unsupported_format" | "corrupt" | "truncated" | "too_large";

/**
 * The one error type image decoding throws. `message` always names the file (or "image" when no name
 * was given) and the problem, so it can be shown to a person as it is.
 */
export class ImageDecodeError extends Error {
  override readonly name = "ImageDecodeError";

  constructor(
    readonly code: ImageDecodeErrorCode,
    readonly filename: string,
    problem: string,
  ) {
    super(`${filename}: ${problem}`);
  }
}

/** Internal: a decoder found a problem but does not know the file name; decodeImage adds it. */
export class ImageFormatProblem extends Error {
  constructor(
    readonly code: ImageDecodeErrorCode,
    problem: string,
  ) {
    super(problem);
  }
}

/** Shorthand for decoders: throws a problem with a code. */
export function fail(code: ImageDecodeErrorCode, problem: string): never {
  throw new ImageFormatProblem(code, problem);
}
