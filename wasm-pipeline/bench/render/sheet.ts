// One contact sheet per material: the maps channel by channel, the block tiled 3x3 under three suns,
// a close-up of a tile corner (seams), a slanted parallax view, and an animation's frames side by side.
import { createRawImage, type RawImage } from "../../src/types.js";
import { biomeTint, tinted } from "./biome-tint.js";
import { blit, drawText, filledImage, fitImage, type Rgb, textWidth, tileImage } from "./canvas.js";
import { aoView, emissionView, f0View, heightView, normalRgb, porosityView, smoothnessView } from "./channel-views.js";
import type { ConvertedSample } from "./convert-samples.js";
import { litTile } from "./lit-view.js";
import { type FrameStats, frameStats } from "./material-stats.js";
import { metalName } from "./metal-f0.js";
import { parallaxView } from "./parallax-view.js";
import { direction, type Vec3 } from "./shade.js";
import { alphaTest, decodeSurface, type Surface } from "./surface.js";

const background: Rgb = [24, 26, 31];
const ink: Rgb = [225, 228, 235];
const dim: Rgb = [150, 156, 170];
const gap = 12;
const text = 2;
const labelHeight = 22;
/** Channel panels' side, lit views' side. */
const panel = 160;
const litSide = 336;

/** The three suns of the lit views: the standard "raised looks raised" check, a grazing one, a high one. */
export const suns: ReadonlyArray<{ label: string; sun: Vec3 }> = [
  { label: "SUN UPPER-LEFT 45°", sun: direction(135, 45) },
  { label: "SUN RIGHT 15° GRAZING", sun: direction(0, 15) },
  { label: "SUN FROM BELOW 70°", sun: direction(270, 70) },
];
// Off the mirror direction of the slanted eye, so the view shows relief and shadows rather than glare.
const parallaxSun = direction(150, 40);
const parallaxElevation = 40;
/** Width of the slanted view in sheet pixels. */
const parallaxWidth = 480;

/** `image` over a checkerboard where it is transparent (cutouts, glass). */
function overChecker(image: RawImage): RawImage {
  const out = createRawImage(image.width, image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const p = (y * image.width + x) * 4;
      const a = image.data[p + 3]! / 255;
      const check = ((x >> 3) + (y >> 3)) % 2 ? 92 : 64;
      for (let c = 0; c < 3; c++) out.data[p + c] = image.data[p + c]! * a + check * (1 - a);
      out.data[p + 3] = 255;
    }
  }
  return out;
}

/**
 * A `side` x `side` window of a 3x3 tiling, 1:1, centred where four tiles meet, so a seam shows as a
 * cross through the middle (or the whole 2x2 corner region, zoomed, for a small texture).
 */
function cornerCrop(tiled: RawImage, tile: { width: number; height: number }, side: number): RawImage {
  const across = Math.min(side, tile.width * 2);
  const down = Math.min(side, tile.height * 2);
  const crop = createRawImage(across, down);
  for (let y = 0; y < down; y++) {
    const start = ((tile.height - down / 2 + y) * tiled.width + tile.width - across / 2) * 4;
    crop.data.set(tiled.data.subarray(start, start + across * 4), y * across * 4);
  }
  return fitSide(crop, side);
}

/** The three suns over the whole tiling, and a tile corner up close (pixel art). */
function litOverviews(surface: Surface, tiles: number): Placed[] {
  const views = suns.map(({ label, sun }) => ({
    image: overChecker(fitSide(tileImage(litTile(surface, sun), tiles), litSide)),
    label,
  }));
  if (tiles === 1) return views;
  const corner = cornerCrop(tileImage(litTile(surface, suns[0]!.sun), 3), surface, litSide);
  return [...views, { image: overChecker(corner), label: "TILE CORNER, UPPER-LEFT SUN" }];
}

/** `image` scaled to fit `side` x `side`: a whole-number zoom for pixel art, a box average when shrinking. */
function fitSide(image: RawImage, side: number): RawImage {
  const scale = Math.min(side / image.width, side / image.height);
  const zoom = scale >= 1 ? Math.floor(scale) : scale;
  return fitImage(image, Math.max(1, Math.round(image.width * zoom)), Math.max(1, Math.round(image.height * zoom)));
}

/** Rows of `frame` (0-based) of a strip. */
function frameOf(image: RawImage, frame: number, frameHeight: number): RawImage {
  const bytes = image.width * frameHeight * 4;
  return { width: image.width, height: frameHeight, data: image.data.subarray(frame * bytes, (frame + 1) * bytes) };
}

interface Placed {
  image: RawImage;
  label: string;
}

function statsLines(stats: FrameStats): string[] {
  const share = (values: Array<[number, number]>) =>
    values
      .slice(0, 3)
      .map(([v, s]) => `${v}${metalName(v) ? ` ${metalName(v)}` : ""} ${Math.round(s * 100)}%`)
      .join(", ");
  return [
    `NORMAL LEAN MEAN ${stats.meanLean.toFixed(1)}° P95 ${stats.p95Lean.toFixed(1)}°   HEIGHT ${stats.heightMin}-${stats.heightMax}   AO MEAN ${stats.meanAo.toFixed(2)} MIN ${stats.minAo.toFixed(2)}   SEAM RATIO ${stats.seamRatio.toFixed(2)}`,
    `SMOOTHNESS MEAN ${stats.meanSmoothness.toFixed(0)} (5-95%: ${stats.smoothness5}-${stats.smoothness95})   F0/METAL ${share(stats.f0Values)}   POROSITY/SSS ${share(stats.porosityValues)}`,
    `EMITTING ${(stats.emittingShare * 100).toFixed(0)}% OF TEXELS, MEAN EMISSION ${stats.meanEmission.toFixed(3)}`,
  ];
}

/**
 * For a cutout: how much of the slanted view is drawn against the head-on share. Parallax should move a
 * silhouette, not shrink it; a lower share means POM eats the visible pixels' edges.
 */
function cutoutLine(surface: Surface, slanted: RawImage): string {
  let visible = 0;
  for (let i = 0; i < surface.alpha.length; i++) if (surface.alpha[i]! >= alphaTest) visible++;
  if (visible === surface.alpha.length) return "";
  let drawn = 0;
  for (let p = 3; p < slanted.data.length; p += 4) if (slanted.data[p]! > 0) drawn++;
  const share = (v: number) => `${Math.round(v * 100)}%`;
  return `: ${share(drawn / (slanted.data.length / 4))} DRAWN (HEAD-ON ${share(visible / surface.alpha.length)})`;
}

/** Lays out `items` left to right from (x, y) with labels under them; returns the row's height. */
function row(sheet: RawImage, items: readonly Placed[], x: number, y: number): number {
  let cx = x;
  let tallest = 0;
  for (const item of items) {
    blit(sheet, item.image, cx, y);
    drawText(sheet, item.label, cx, y + item.image.height + 5, dim, text);
    cx += Math.max(item.image.width, textWidth(item.label, text)) + gap;
    tallest = Math.max(tallest, item.image.height);
  }
  return tallest + labelHeight + gap;
}

/** Widest row's width, to size the sheet. */
const rowWidth = (items: readonly Placed[]) =>
  items.reduce((w, item) => w + Math.max(item.image.width, textWidth(item.label, text)) + gap, gap);

/** Renders `sample`'s sheet. */
export function renderSheet(sample: ConvertedSample): RawImage {
  const { normal, specular, frameHeight } = sample;
  const tint = biomeTint(sample.path);
  const base = tint ? tinted(sample.base, tint) : sample.base;
  const frames = base.height / frameHeight;
  const first = (image: RawImage) => frameOf(image, 0, frameHeight);
  const [b, n, s] = [first(base), first(normal), first(specular)];
  const stats = frameStats(b, n, s);
  const surface = decodeSurface(b, n, s);

  const channels: Placed[] = [
    { image: fitSide(overChecker(b), panel), label: "BASE COLOUR" },
    { image: fitSide(normalRgb(n, b), panel), label: "_N RGB" },
    { image: fitSide(heightView(n, b), panel), label: "HEIGHT _N A" },
    { image: fitSide(aoView(n, b), panel), label: "AO _N B" },
    { image: fitSide(smoothnessView(s, b), panel), label: "SMOOTH _S R" },
    { image: fitSide(f0View(s, b), panel), label: "F0 _S G" },
    { image: fitSide(porosityView(s, b), panel), label: "PORO/SSS _S B" },
    { image: fitSide(emissionView(s, b), panel), label: "EMIT _S A" },
  ];
  // Block textures repeat across a wall or floor; an item or entity texture is shown once.
  const tiles = /\/(item|entity)\//.test(sample.path) ? 1 : 3;
  const lit: Placed[] =
    b.width * tiles <= litSide
      ? litOverviews(surface, tiles)
      : [
          ...suns.map(({ label, sun }) => ({
            image: overChecker(cornerCrop(tileImage(litTile(surface, sun), 3), b, litSide)),
            label: `${label}, 1:1`,
          })),
          {
            image: overChecker(fitSide(tileImage(litTile(surface, suns[0]!.sun), tiles), litSide)),
            label: `${tiles}X${tiles}, UPPER-LEFT SUN`,
          },
        ];

  // Pixel art at a whole-number zoom over three tiles; a large texture at 1:1 around a tile corner.
  const across = Math.min(tiles * b.width, parallaxWidth);
  const zoom = Math.max(1, Math.floor(parallaxWidth / across));
  const slantedImage = parallaxView(surface, {
    zoom,
    elevationDegrees: parallaxElevation,
    sun: parallaxSun,
    across,
    down: Math.min(tiles * b.height, across),
    originU: across < tiles * b.width ? b.width - across / 2 : 0,
    originV: across < tiles * b.width ? b.height - across / 2 : 0,
  });
  const slanted: Placed[] = [
    { image: overChecker(slantedImage), label: `POM 40° VIEW, UPPER-LEFT SUN${cutoutLine(surface, slantedImage)}` },
  ];

  const animation: Placed[] = [];
  const frameLines: string[] = [];
  if (frames > 1) {
    const shown = Math.min(frames, 10);
    const perFrame: FrameStats[] = [];
    for (let f = 0; f < frames; f++) {
      perFrame.push(
        frameStats(frameOf(base, f, frameHeight), frameOf(normal, f, frameHeight), frameOf(specular, f, frameHeight)),
      );
    }
    for (let f = 0; f < shown; f++) {
      const fb = frameOf(base, f, frameHeight);
      const fs = frameOf(specular, f, frameHeight);
      const frameSurface = decodeSurface(fb, frameOf(normal, f, frameHeight), fs);
      const litFrame = fitSide(overChecker(litTile(frameSurface, suns[0]!.sun)), 96);
      const emitted = fitSide(emissionView(fs, fb), 96);
      const both = filledImage(litFrame.width, litFrame.height + emitted.height + 4, background);
      blit(both, litFrame, 0, 0);
      blit(both, emitted, 0, litFrame.height + 4);
      animation.push({ image: both, label: `FRAME ${f}: ${perFrame[f]!.meanEmission.toFixed(2)}` });
    }
    const range = (pick: (stats: FrameStats) => number) => {
      const values = perFrame.map(pick);
      return `${Math.min(...values).toFixed(3)}-${Math.max(...values).toFixed(3)}`;
    };
    frameLines.push(
      `${frames} FRAMES (${shown} SHOWN: LIT, THEN EMISSION). PER FRAME: MEAN EMISSION ${range((f) => f.meanEmission)}, ALBEDO LUMA ${range((f) => f.meanLuma)}, LEAN ${range((f) => f.meanLean)}, AO ${range((f) => f.meanAo)}`,
    );
  }

  const title = `${sample.source}: ${sample.path}`;
  const info = `${b.width}x${frameHeight}${frames > 1 ? ` x ${frames} FRAMES` : ""}${tint ? "; TINTED AS IN A PLAINS BIOME" : ""}; ${sample.settingsLabel}`;
  const lines = [...statsLines(stats), ...frameLines];
  const rows = [channels, lit, [...slanted, ...animation]];
  const width = Math.max(
    ...rows.map(rowWidth),
    textWidth(title, 3) + 2 * gap,
    ...lines.map((l) => textWidth(l, text) + 2 * gap),
  );
  const heights = rows.map((r) => Math.max(...r.map((item) => item.image.height)) + labelHeight + gap);
  const headerHeight = gap + 24 + 16 + lines.length * 18 + gap;
  const sheet = filledImage(width, headerHeight + heights.reduce((a, h) => a + h, 0) + gap, background);
  drawText(sheet, title, gap, gap, ink, 3);
  drawText(sheet, info, gap, gap + 26, dim, text);
  lines.forEach((line, i) => {
    drawText(sheet, line, gap, gap + 44 + i * 18, ink, text);
  });
  let y = headerHeight;
  for (const r of rows) y += row(sheet, r, gap, y);
  return sheet;
}
