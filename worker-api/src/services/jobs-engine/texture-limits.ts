/**
 * Largest texture the server decodes: 4096² RGBA is 64 MiB, half the isolate's memory. Textures under
 * it convert exactly as on a device; larger ones are reported as errors and copied unchanged.
 */
export const MAX_TEXTURE_PIXELS = 4096 * 4096;
