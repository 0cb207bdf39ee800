/**
 * SHA-256 of every map generateMaterial makes from `materialFixtures()` with default settings, computed in
 * Node. The workerd test must match it byte for byte. Update it only for a deliberate change to the
 * generator (run the Node golden test and take the hash it reports).
 */
export const materialFixturesSha256 = "573378145313d599d65245270e0ada16659520880c616d4b488bf373e98a3cc9";
