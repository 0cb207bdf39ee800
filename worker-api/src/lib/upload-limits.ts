/** The spec's upload cap: a texture or resource pack of at most 200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * A single image is read and decoded whole in the Worker (128 MB isolate): 64 MB of file is the most that
 * leaves it room. Resource packs are streamed to R2, so they get the full 200 MB.
 */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
