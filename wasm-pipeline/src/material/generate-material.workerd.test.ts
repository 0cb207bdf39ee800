import { describe, expect, it } from "vitest";
import { generateMaterial } from "./generate-material.js";
import { concatMaps, materialFixtures } from "./material-fixture.js";
import { materialFixturesSha256 } from "./material-golden.js";

describe("generateMaterial inside workerd", () => {
  it("produces byte-identical maps to Node for the fixed fixtures (golden SHA-256)", async () => {
    const maps = materialFixtures().flatMap(({ albedo, context }) => {
      const { baseColor, normal, specular } = generateMaterial(albedo, {}, context);
      return [baseColor, normal, specular];
    });
    const digest = await crypto.subtle.digest("SHA-256", concatMaps(maps));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex).toBe(materialFixturesSha256);
  });
});
