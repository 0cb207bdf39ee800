/**
 * SHA-256 of the RGBA8 pixels the Node decoder produced for `tinyJpegBase64`; the workerd test must match
 * it byte for byte. Recompute only on a deliberate decoder change.
 */
export const tinyJpegSha256 = "1a914b86498127d2461018751fac163627095f51bac9982c8bcce06e7a72a714";
