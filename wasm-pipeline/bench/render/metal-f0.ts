// LabPBR 1.3's predefined metals (`_s` G 230..237) as shaders read them: a complex index of refraction
// per RGB channel (the shaderLABS wiki's table), turned into the reflectance at normal incidence.

/** N and K per R, G, B for ids 230 (iron) .. 237 (silver), as the LabPBR wiki lists them. */
const complexIor: ReadonlyArray<{ name: string; n: [number, number, number]; k: [number, number, number] }> = [
  { name: "iron", n: [2.9114, 2.9497, 2.5845], k: [3.0893, 2.9318, 2.767] },
  { name: "gold", n: [0.18299, 0.42108, 1.3734], k: [3.4242, 2.3459, 1.7704] },
  { name: "aluminum", n: [1.3456, 0.96521, 0.61722], k: [7.4746, 6.3995, 5.3031] },
  { name: "chrome", n: [3.1071, 3.1812, 2.323], k: [3.3314, 3.3291, 3.135] },
  { name: "copper", n: [0.27105, 0.67693, 1.3164], k: [3.6092, 2.6248, 2.2921] },
  { name: "lead", n: [1.91, 1.83, 1.44], k: [3.51, 3.4, 3.18] },
  { name: "platinum", n: [2.3757, 2.0847, 1.8453], k: [4.2655, 3.7153, 3.1365] },
  { name: "silver", n: [0.15943, 0.14512, 0.13547], k: [3.9291, 3.19, 2.3808] },
];

/** Reflectance at normal incidence of a conductor: ((n - 1)^2 + k^2) / ((n + 1)^2 + k^2). */
function conductorF0(n: number, k: number): number {
  return ((n - 1) ** 2 + k ** 2) / ((n + 1) ** 2 + k ** 2);
}

/** Linear RGB F0 of each predefined metal, index 0 = id 230. */
export const predefinedMetalF0: ReadonlyArray<readonly [number, number, number]> = complexIor.map(
  ({ n, k }) => [conductorF0(n[0], k[0]), conductorF0(n[1], k[1]), conductorF0(n[2], k[2])] as const,
);

/** The metal's name for a `_s` G of 230..237, "albedo metal" for 255, undefined for a dielectric. */
export function metalName(green: number): string | undefined {
  if (green === 255) return "albedo metal";
  return green >= 230 && green <= 237 ? complexIor[green - 230]!.name : undefined;
}
