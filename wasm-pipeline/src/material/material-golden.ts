/**
 * SHA-256 of every map generateMaterial makes from `materialFixtures()` with default settings, computed in
 * Node. The workerd test must match it byte for byte. Update it only for a deliberate change to the
 * generator (run the Node golden test and take the hash it reports).
 */
export const materialFixturesSha256 = "10de6aa1b35235ac7cfaec9fc5f9394bbaec7fa3f951d3bf5bc39a202308d68b";
