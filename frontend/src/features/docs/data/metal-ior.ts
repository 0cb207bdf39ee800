/**
 * The complex index of refraction (N, K for R, G, B) that LabPBR 1.3 assigns to each predefined metal
 * id (the shaderLABS "LabPBR Material Standard" page); shaders use it instead of an F0 value.
 */
export const metalIor: Record<string, { n: [number, number, number]; k: [number, number, number] }> = {
  Iron: { n: [2.9114, 2.9497, 2.5845], k: [3.0893, 2.9318, 2.767] },
  Gold: { n: [0.18299, 0.42108, 1.3734], k: [3.4242, 2.3459, 1.7704] },
  Aluminum: { n: [1.3456, 0.96521, 0.61722], k: [7.4746, 6.3995, 5.3031] },
  Chrome: { n: [3.1071, 3.1812, 2.323], k: [3.3314, 3.3291, 3.135] },
  Copper: { n: [0.27105, 0.67693, 1.3164], k: [3.6092, 2.6248, 2.2921] },
  Lead: { n: [1.91, 1.83, 1.44], k: [3.51, 3.4, 3.18] },
  Platinum: { n: [2.3757, 2.0847, 1.8453], k: [4.2655, 3.7153, 3.1365] },
  Silver: { n: [0.15943, 0.14512, 0.13547], k: [3.9291, 3.19, 2.3808] },
};
