/**
 * A unit cube with per-face normals, tangents and UVs (24 vertices, 36 indices), for the 3D material
 * preview. Layout per vertex: position (3), normal (3), tangent (3), uv (2).
 */
export interface Mesh {
  vertices: Float32Array;
  indices: Uint16Array;
  stride: number;
}

type Vec3 = [number, number, number];

// Each face: its normal, the tangent (direction of +u) and the bitangent (direction of +v on screen,
// i.e. image rows going down), so texture rows map top-to-bottom like in the game.
const faces: { n: Vec3; t: Vec3; b: Vec3 }[] = [
  { n: [0, 0, 1], t: [1, 0, 0], b: [0, -1, 0] },
  { n: [0, 0, -1], t: [-1, 0, 0], b: [0, -1, 0] },
  { n: [1, 0, 0], t: [0, 0, -1], b: [0, -1, 0] },
  { n: [-1, 0, 0], t: [0, 0, 1], b: [0, -1, 0] },
  { n: [0, 1, 0], t: [1, 0, 0], b: [0, 0, 1] },
  { n: [0, -1, 0], t: [1, 0, 0], b: [0, 0, -1] },
];

export function cubeMesh(): Mesh {
  const stride = 11;
  const vertices = new Float32Array(faces.length * 4 * stride);
  const indices = new Uint16Array(faces.length * 6);
  faces.forEach(({ n, t, b }, face) => {
    const corners: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    corners.forEach(([u, v], corner) => {
      const at = (face * 4 + corner) * stride;
      for (let axis = 0; axis < 3; axis++) {
        // Centre + half extents along tangent (u) and bitangent (v).
        vertices[at + axis] = n[axis]! * 0.5 + t[axis]! * (u - 0.5) + b[axis]! * (v - 0.5);
        vertices[at + 3 + axis] = n[axis]!;
        vertices[at + 6 + axis] = t[axis]!;
      }
      vertices[at + 9] = u;
      vertices[at + 10] = v;
    });
    const base = face * 4;
    // The bitangent points down the image, so (t × b) = -n: wind 0-2-1 to face outwards.
    indices.set([base, base + 2, base + 1, base, base + 3, base + 2], face * 6);
  });
  return { vertices, indices, stride };
}
