/** The spec's upload cap: a texture or resource pack of at most 200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * A texture sent for conversion (`POST /api/upload`, chunked or batch uploads): the job reads and decodes
 * it whole in the Worker (128 MB isolate), and 64 MB of file is the most that leaves it room. Resource
 * packs are read by range, so they get the full 200 MB.
 */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;
/**
 * A single image stored as it is (a project's texture, a Library image): the spec's 200 MB. Past
 * `MAX_DECODED_IMAGE_BYTES` it streams to R2 a part at a time and only its header is read
 * (lib/multipart-stream), so memory does not grow with the file.
 */
export const MAX_STORED_IMAGE_BYTES = MAX_UPLOAD_BYTES;
/**
 * The largest uploaded image file the server decodes (with the validate route's 2048x2048): the codec
 * holds a copy of the file next to the request's and its pixels twice, so a 64 MB file padded around
 * 2048x2048 pixels peaked past 128 MB. Every 8-bit 2048x2048 RGBA file fits (16 MB stored); a larger
 * one (16-bit, padded with metadata) is checked by its header, as an image over 2048x2048 is.
 */
export const MAX_DECODED_IMAGE_BYTES = 20 * 1024 * 1024;
/**
 * How much of a streamed image (over `MAX_DECODED_IMAGE_BYTES`) is kept for its checks: its type and
 * size must be read from these first bytes (a JPEG's metadata before its frame header, a TIFF's first
 * directory).
 */
export const STREAMED_IMAGE_HEAD_BYTES = 1024 * 1024;
