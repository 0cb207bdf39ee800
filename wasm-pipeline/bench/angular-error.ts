import type { RawImage } from "../src/types.js";

/** Decodes a tangent-space normal from R/G the way shaders do (Z rebuilt), with Y made up-positive. */
function normalAt(image: RawImage, i: number, yDown: boolean): [number, number, number] {
  let x = ((image.data[i] as number) / 255) * 2 - 1;
  let y = ((image.data[i + 1] as number) / 255) * 2 - 1;
  if (yDown) y = -y;
  const len2 = x * x + y * y;
  if (len2 > 1) {
    const len = Math.sqrt(len2);
    x /= len;
    y /= len;
  }
  return [x, y, Math.sqrt(Math.max(0, 1 - x * x - y * y))];
}

/**
 * Mean angle in degrees between two normal maps over the pixels where `mask` (the albedo) is not cut
 * out. `yDown` says which maps store Y down (DirectX, as LabPBR does) rather than up (OpenGL).
 */
export function meanAngularError(
  generated: RawImage,
  reference: RawImage,
  mask: RawImage,
  referenceYDown: boolean,
): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < generated.data.length; i += 4) {
    if ((mask.data[i + 3] as number) < 16) continue;
    const [ax, ay, az] = normalAt(generated, i, true);
    const [bx, by, bz] = normalAt(reference, i, referenceYDown);
    const dot = Math.min(1, Math.max(-1, ax * bx + ay * by + az * bz));
    sum += (Math.acos(dot) * 180) / Math.PI;
    count++;
  }
  return count > 0 ? sum / count : 0;
}

/** A flat normal map (the "do nothing" reference point) of the given size. */
export function flatNormal(width: number, height: number): RawImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([128, 128, 255, 255], i);
  return { width, height, data };
}
