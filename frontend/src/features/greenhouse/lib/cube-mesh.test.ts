import { describe, expect, it } from "vitest";
import { cubeMesh } from "./cube-mesh";

describe("cubeMesh", () => {
  const { vertices, indices, stride } = cubeMesh();
  const vertex = (i: number) => Array.from(vertices.subarray(i * stride, (i + 1) * stride));

  it("has 6 faces of 4 vertices and 2 triangles each, all indices in range", () => {
    expect(vertices.length).toBe(24 * stride);
    expect(indices.length).toBe(36);
    expect(Math.max(...indices)).toBe(23);
  });

  it("puts every vertex on the unit cube with a unit normal orthogonal to its tangent", () => {
    for (let i = 0; i < 24; i++) {
      const [x, y, z, nx, ny, nz, tx, ty, tz] = vertex(i) as number[];
      expect(Math.max(Math.abs(x!), Math.abs(y!), Math.abs(z!))).toBeCloseTo(0.5);
      expect(Math.hypot(nx!, ny!, nz!)).toBeCloseTo(1);
      expect(nx! * tx! + ny! * ty! + nz! * tz!).toBeCloseTo(0);
      // The vertex lies on the face its normal points to.
      expect(x! * nx! + y! * ny! + z! * nz!).toBeCloseTo(0.5);
    }
  });

  it("winds each face counter-clockwise seen from outside", () => {
    for (let f = 0; f < 6; f++) {
      const [a, b, c] = [indices[f * 6]!, indices[f * 6 + 1]!, indices[f * 6 + 2]!].map(vertex) as number[][];
      const e1 = [b![0]! - a![0]!, b![1]! - a![1]!, b![2]! - a![2]!];
      const e2 = [c![0]! - a![0]!, c![1]! - a![1]!, c![2]! - a![2]!];
      const cross = [
        e1[1]! * e2[2]! - e1[2]! * e2[1]!,
        e1[2]! * e2[0]! - e1[0]! * e2[2]!,
        e1[0]! * e2[1]! - e1[1]! * e2[0]!,
      ];
      const normal = a!.slice(3, 6);
      expect(cross[0]! * normal[0]! + cross[1]! * normal[1]! + cross[2]! * normal[2]!).toBeGreaterThan(0);
    }
  });
});
