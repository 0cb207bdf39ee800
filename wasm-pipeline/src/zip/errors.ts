/** Why an archive was refused; `code` is stable for callers, `message` is for people. */
export type ZipErrorCode =
  | "not-a-zip"
  | "truncated"
  | "zip64-unsupported"
  | "unsafe-path"
  | "symlink"
  | "duplicate-name"
  | "encrypted"
  | "compression-ratio"
  | "total-size"
  | "too-many-entries"
  | "unsupported-method"
  | "corrupt-entry";

/** A problem with the archive itself (as opposed to one of its textures). */
export class ZipError extends Error {
  override readonly name = "ZipError";
  constructor(
    readonly code: ZipErrorCode,
    message: string,
  ) {
    super(message);
  }
}
