import { describe, expect, it } from "vitest";
import { identity, multiply, perspective, rotationX, rotationY, transformPoint, translation } from "./mat4";

const close = (a: number[], b: number[]) => {
  for (const [i, v] of a.entries()) expect(v).toBeCloseTo(b[i]!, 5);
};

describe("mat4", () => {
  it("multiplies with the identity as a no-op", () => {
    const m = translation(1, 2, 3);
    expect(Array.from(multiply(identity(), m))).toEqual(Array.from(m));
  });

  it("rotates a quarter turn about Y and X", () => {
    close(transformPoint(rotationY(Math.PI / 2), [1, 0, 0]), [0, 0, -1]);
    close(transformPoint(rotationX(Math.PI / 2), [0, 1, 0]), [0, 0, 1]);
  });

  it("applies the right-hand matrix first", () => {
    const m = multiply(translation(0, 0, -5), rotationY(Math.PI / 2));
    close(transformPoint(m, [1, 0, 0]), [0, 0, -6]);
  });

  it("maps the near and far planes to -1 and 1", () => {
    const p = perspective(Math.PI / 2, 1, 1, 10);
    expect(transformPoint(p, [0, 0, -1])[2]).toBeCloseTo(-1);
    expect(transformPoint(p, [0, 0, -10])[2]).toBeCloseTo(1);
  });
});
