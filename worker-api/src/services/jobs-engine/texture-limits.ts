/**
 * Largest texture the server decodes: 2048x2048, the top of the product's "16x to 2048x" resolution
 * support. Its RGBA is 16 MiB and a material's working planes and maps several times that, which fits
 * the isolate's 128 MB; 4096x4096 (64 MiB of RGBA alone) would not. Larger textures are reported as
 * errors and copied unchanged; on a device they convert without this budget.
 */
export const MAX_TEXTURE_PIXELS = 2048 * 2048;
