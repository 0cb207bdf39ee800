/** An 8-bit straight-alpha colour, the unit every editor tool paints with. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const hex2 = (value: number) => value.toString(16).padStart(2, "0");

/** `#rrggbb` for a colour input (alpha has its own control: a colour input cannot carry it). */
export function toHex({ r, g, b }: Rgba): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** Parses `#rgb` or `#rrggbb` as an opaque colour; anything else is a TypeError. */
export function fromHex(hex: string): Rgba {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new TypeError(`Expected a colour like #1d1d21, got "${hex}"`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
    a: 255,
  };
}

/**
 * Straight-alpha "source over" of `paint` at `opacity` (0..1) on `under`, rounded to bytes. Texture
 * packs store straight alpha, so this is the Porter-Duff formula without premultiplied storage.
 */
export function blendOver(under: Rgba, paint: Rgba, opacity: number): Rgba {
  const sa = (paint.a / 255) * opacity;
  const da = under.a / 255;
  const outA = sa + da * (1 - sa);
  if (outA <= 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (s: number, d: number) => Math.round((s * sa + d * da * (1 - sa)) / outA);
  return { r: mix(paint.r, under.r), g: mix(paint.g, under.g), b: mix(paint.b, under.b), a: Math.round(outA * 255) };
}

/** Removes `opacity` (0..1) of a pixel's coverage; a fully cleared pixel becomes (0, 0, 0, 0). */
export function erase(under: Rgba, opacity: number): Rgba {
  const a = Math.round(under.a * (1 - opacity));
  return a === 0 ? { r: 0, g: 0, b: 0, a: 0 } : { ...under, a };
}

/**
 * Paints colour only, keeping the pixel's alpha ("lock alpha"): for LabPBR maps, where alpha is data
 * (height in `_n`, emission in `_s`), so touching up RGB must not overwrite it.
 */
export function blendRgb(under: Rgba, paint: Rgba, opacity: number): Rgba {
  const mix = (s: number, d: number) => Math.round(s * opacity + d * (1 - opacity));
  return { r: mix(paint.r, under.r), g: mix(paint.g, under.g), b: mix(paint.b, under.b), a: under.a };
}

/**
 * Moves every channel, alpha included, `opacity` (0..1) of the way to `paint`: for LabPBR maps, whose
 * alpha is data (height in `_n`, emission in `_s`), so painting writes the chosen value instead of
 * compositing colour over it as coverage.
 */
export function blendData(under: Rgba, paint: Rgba, opacity: number): Rgba {
  const mix = (s: number, d: number) => Math.round(s * opacity + d * (1 - opacity));
  return { r: mix(paint.r, under.r), g: mix(paint.g, under.g), b: mix(paint.b, under.b), a: mix(paint.a, under.a) };
}
