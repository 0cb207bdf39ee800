import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateMaterial } from "./generate-material.js";
import { concatMaps, materialFixtures } from "./material-fixture.js";
import { materialFixturesSha256 } from "./material-golden.js";

describe("generateMaterial golden output (shared with the workerd test)", () => {
  it("produces the checked-in bytes for the fixed fixtures in Node", () => {
    const maps = materialFixtures().flatMap(({ albedo, context }) => {
      const { baseColor, normal, specular } = generateMaterial(albedo, {}, context);
      return [baseColor, normal, specular];
    });
    expect(createHash("sha256").update(concatMaps(maps)).digest("hex")).toBe(materialFixturesSha256);
  });
});
