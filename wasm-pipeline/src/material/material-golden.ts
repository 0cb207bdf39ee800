/**
 * SHA-256 of every map generateMaterial makes from `materialFixtures()` with default settings, computed in
 * Node. The workerd test must match it byte for byte. Update it only for a deliberate change to the
 * generator (run the Node golden test and take the hash it reports).
 */
export const materialFixturesSha256 = "fd6f4a897a7496447c96bb41b731f10ffeff05efa416b626749e255aa6e59845";
