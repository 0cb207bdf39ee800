import { describe, expect, it } from "vitest";
import { createPlane } from "../kernels/plane.js";
import { smoothnessMap, writeSmoothness } from "./smoothness.js";

describe("writeSmoothness", () => {
  it("with a mask writes only the wanted pixels, exactly as without one, at full and reduced size", () => {
    for (const side of [16, 1024]) {
      const luma = createPlane(side, side);
      for (let i = 0; i < luma.data.length; i++) luma.data[i] = ((i * 7919) % 101) / 100;
      const mask = new Uint8Array(side * side).map((_, i) => (i % 5 === 0 ? 0 : 1));
      const options = { intensity: 0.8, invert: false, roughness: 1, edges: "wrap" as const };
      const full = smoothnessMap(luma, options);
      const target = new Uint8Array(side * side * 4).fill(9);
      writeSmoothness(luma, options, target, 4, mask);
      let wrong = 0;
      for (let i = 0; i < mask.length; i++) if (target[i * 4] !== (mask[i] ? full[i] : 9)) wrong++;
      expect(wrong).toBe(0);
    }
  });
});
