/** The spec's upload cap: a texture or resource pack of at most 200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * A single image is read and decoded whole in the Worker (128 MB isolate): 64 MB of file is the most that
 * leaves it room. Resource packs are streamed to R2, so they get the full 200 MB.
 */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/**
 * The largest uploaded image file the server decodes (with the validate route's 2048x2048): the codec
 * holds a copy of the file next to the request's and its pixels twice, so a 64 MB file padded around
 * 2048x2048 pixels peaked past 128 MB. Every 8-bit 2048x2048 RGBA file fits (16 MB stored); a larger
 * one (16-bit, padded with metadata) is checked by its header, as an image over 2048x2048 is.
 */
export const MAX_DECODED_IMAGE_BYTES = 20 * 1024 * 1024;
