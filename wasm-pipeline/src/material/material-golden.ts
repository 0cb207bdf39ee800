/**
 * SHA-256 of every map generateMaterial makes from `materialFixtures()` with default settings, computed in
 * Node. The workerd test must match it byte for byte. Update it only for a deliberate change to the
 * generator (run the Node golden test and take the hash it reports).
 */
export const materialFixturesSha256 = "8cce4885dd5bcbd120244cb80b6d0c1e68a27de8ea46c64ff2cab5ad1bf3b4f9";
