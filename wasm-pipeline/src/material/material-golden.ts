/**
 * SHA-256 of every map generateMaterial makes from `materialFixtures()` with default settings, computed in
 * Node. The workerd test must match it byte for byte. Update it only for a deliberate change to the
 * generator (run the Node golden test and take the hash it reports).
 */
export const materialFixturesSha256 = "36f0304398c77435f9c4b47c9fdb7f6992f0520ae07a0fcadf81cbb27255cd13";
