/**
 * Largest texture the server decodes: 1024x1024. Measured in Node, one 2048x2048 material needs 125-137
 * MB on top of the codec's own memory (RGBA, luminance, height pyramid, two maps, dilation under
 * cutouts), more than a Worker isolate's 128 MB holds, where 1024x1024 needs 19-37 MB. A larger texture
 * is reported as an error and copied unchanged; on a device (the Batch tab) it converts up to 8192x8192.
 */
export const MAX_TEXTURE_PIXELS = 1024 * 1024;

/** The suggestion a texture over the server's budget gets in the files list. */
export const TOO_LARGE_FOR_SERVER =
  "Use Convert on this device or the Batch tab for this pack: both run without the server's memory limit. Or scale the texture down to 1024x1024";

/**
 * Largest texture the validate route decodes: validation only measures the pixels (no working planes
 * or maps), so a 2048x2048 texture's 16 MiB of RGBA and the codec's copy fit.
 */
export const MAX_VALIDATION_PIXELS = 2048 * 2048;
