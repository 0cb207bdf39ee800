import sharp from "sharp";

/**
 * The comparison point for `npm run bench`: what a straightforward Node tool does with sharp (libvips)
 * per texture: decode, luminance, 3x3 Sobel into a normal map, PNG encode. No AO, height or specular,
 * so it does less work than the real pipeline.
 */
export async function sharpNormalMap(bytes: Uint8Array): Promise<Uint8Array> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const lum = new Float32Array(width * height);
  for (let i = 0; i < lum.length; i++) {
    lum[i] =
      (0.2126 * (data[i * 4] as number) + 0.7152 * (data[i * 4 + 1] as number) + 0.0722 * (data[i * 4 + 2] as number)) /
      255;
  }
  const out = Buffer.alloc(width * height * 4);
  const at = (x: number, y: number) => lum[((y + height) % height) * width + ((x + width) % width)] as number;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx =
        at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const dy =
        at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const nx = -dx;
      const ny = -dy;
      const len = Math.hypot(nx, ny, 1);
      const o = (y * width + x) * 4;
      out[o] = Math.round((nx / len / 2 + 0.5) * 255);
      out[o + 1] = Math.round((ny / len / 2 + 0.5) * 255);
      out[o + 2] = 255;
      out[o + 3] = 255;
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** One core, as the targets are stated for one core (libvips would otherwise use a thread pool). */
export function limitSharpToOneCore(): void {
  sharp.concurrency(1);
}
