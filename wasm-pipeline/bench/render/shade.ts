// A LabPBR shader in miniature: one directional sun, a sky that lights and reflects, GGX specular with
// LabPBR's roughness, material AO, emission. Close enough to BSL/Complementary's forward pass to judge
// maps by; no shadows from other blocks, no screen-space effects.
import type { Surface } from "./surface.js";

export type Vec3 = readonly [number, number, number];

export function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/**
 * A direction towards the light or the eye in tangent space (x right, y up the texture, z out of the
 * face): `azimuthDegrees` 0 is the texture's right, 90 its top; `elevationDegrees` above the face.
 */
export function direction(azimuthDegrees: number, elevationDegrees: number): Vec3 {
  const a = (azimuthDegrees * Math.PI) / 180;
  const e = (elevationDegrees * Math.PI) / 180;
  return [Math.cos(a) * Math.cos(e), Math.sin(a) * Math.cos(e), Math.sin(e)];
}

export interface Lighting {
  /** Unit vector towards the sun. */
  sun: Vec3;
  /** Sun irradiance per channel (linear). */
  sunColour: Vec3;
  /** The sky's colour straight out of the face and at its horizon (reflections and ambient light). */
  zenith: Vec3;
  horizon: Vec3;
  /** Multiplies emission (albedo * emission * this), as shaders' emissive strength does. */
  emissionStrength: number;
}

export const daylight = (sun: Vec3): Lighting => ({
  sun,
  sunColour: [1.9, 1.8, 1.65],
  zenith: [0.22, 0.32, 0.5],
  horizon: [0.42, 0.46, 0.52],
  emissionStrength: 5,
});

/** The sky seen along unit direction `r`, blurred towards its average as the surface roughens. */
function sky(lighting: Lighting, r: Vec3, roughness: number, out: number[]): void {
  const up = Math.max(0, r[2]);
  const blur = Math.min(1, roughness * 1.5);
  for (let c = 0; c < 3; c++) {
    const sharp = lighting.horizon[c]! + (lighting.zenith[c]! - lighting.horizon[c]!) * up;
    const average = 0.5 * (lighting.horizon[c]! + lighting.zenith[c]!);
    out[c] = sharp + (average - sharp) * blur;
  }
}

/** Karis' analytic fit of the split-sum environment BRDF: F0 scale and bias for (roughness, N.V). */
function environmentBrdf(perceptualRoughness: number, nv: number): [number, number] {
  const r0 = perceptualRoughness * -1 + 1;
  const r1 = perceptualRoughness * -0.0275 + 0.0425;
  const r2 = perceptualRoughness * -0.572 + 1.04;
  const r3 = perceptualRoughness * 0.022 - 0.04;
  const a004 = Math.min(r0 * r0, 2 ** (-9.28 * nv)) * r0 + r1;
  return [a004 * -1.04 + r2, a004 * 1.04 + r3];
}

const skyScratch = [0, 0, 0];

/**
 * Linear RGB leaving texel `i` of `surface` towards unit `view`, with the normal `n` (the texel's own,
 * or one a view has tilted) and `shadow` 0..1 on the sun. Writes into `out`.
 */
export function shadeTexel(
  surface: Surface,
  i: number,
  view: Vec3,
  lighting: Lighting,
  shadow: number,
  out: number[],
): void {
  const nx = surface.normal[i * 3]!;
  const ny = surface.normal[i * 3 + 1]!;
  const nz = surface.normal[i * 3 + 2]!;
  const l = lighting.sun;
  const nl = Math.max(0, nx * l[0] + ny * l[1] + nz * l[2]);
  const nv = Math.max(1e-4, nx * view[0] + ny * view[1] + nz * view[2]);
  const hx = l[0] + view[0];
  const hy = l[1] + view[1];
  const hz = l[2] + view[2];
  const hLength = Math.hypot(hx, hy, hz) || 1;
  const nh = Math.max(0, (nx * hx + ny * hy + nz * hz) / hLength);
  const vh = Math.max(0, (view[0] * hx + view[1] * hy + view[2] * hz) / hLength);
  const alpha = surface.roughness[i]!;
  const a2 = alpha * alpha;
  const d = a2 / (Math.PI * (nh * nh * (a2 - 1) + 1) ** 2);
  const k = alpha / 2;
  const visibility = 1 / ((nl * (1 - k) + k) * (nv * (1 - k) + k) * 4);
  const fresnelWeight = (1 - vh) ** 5;
  const metal = surface.metal[i]!;
  const ao = surface.ao[i]!;
  // Mirror direction for the sky reflection.
  const rv = 2 * nv;
  const reflected: Vec3 = [rv * nx - view[0], rv * ny - view[1], rv * nz - view[2]];
  sky(lighting, reflected, Math.sqrt(alpha), skyScratch);
  const [scale, bias] = environmentBrdf(Math.sqrt(alpha), nv);
  for (let c = 0; c < 3; c++) {
    const albedo = surface.albedo[i * 3 + c]!;
    const f0 = surface.f0[i * 3 + c]!;
    const fresnel = f0 + (1 - f0) * fresnelWeight;
    const specular = d * visibility * fresnel;
    const diffuse = metal ? 0 : albedo * (1 - fresnel);
    const sun = lighting.sunColour[c]! * nl * shadow * (diffuse + specular * Math.PI);
    const skyLight = lighting.zenith[c]! * 0.5 + lighting.horizon[c]! * 0.5;
    const environment = (metal ? 0 : albedo * skyLight) + skyScratch[c]! * (f0 * scale + bias);
    // Material AO darkens all light, as Complementary applies it (the harsher reading: a dirty AO shows).
    out[c] = (sun + environment) * ao + albedo * surface.emission[i]! * lighting.emissionStrength;
  }
}

/** A linear 0..1 value as an sRGB byte. */
export function srgbByte(linear: number): number {
  const c = Math.min(1, Math.max(0, linear));
  return Math.round((c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055) * 255);
}

/** Narkowicz's ACES fit, then sRGB encoding to a byte. */
export function displayByte(linear: number): number {
  const x = Math.max(0, linear) * 0.8;
  return srgbByte((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
}
