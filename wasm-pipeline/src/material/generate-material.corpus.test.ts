import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeImage } from "../codecs/decode-image.js";
import { initNodeCodecs } from "../runtime/node.js";
import { corpusUrl as corpus } from "../testing/corpus.js";
import type { RawImage } from "../types.js";
import { classifyMaterial } from "./classify-material.js";
import { generateMaterial } from "./generate-material.js";
import { oreMinerals } from "./ore-specks.js";

beforeAll(() => initNodeCodecs());

interface Texture {
  name: string;
  image: RawImage;
  frameHeight: number | undefined;
}

/** Every block and item texture of a pack, with its animation frame height when its mcmeta has one. */
async function texturesOf(pack: string): Promise<Texture[]> {
  const files = unzipSync(readFileSync(new URL(pack, corpus)), {
    filter: (f) => /textures\/(block|item)\/[^/]+\.png(\.mcmeta)?$/.test(f.name),
  });
  const textures: Texture[] = [];
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.endsWith(".png")) continue;
    const image = await decodeImage(bytes, { filename: name });
    let frameHeight: number | undefined;
    const meta = files[`${name}.mcmeta`];
    if (meta) {
      const animation = (JSON.parse(strFromU8(meta)) as { animation?: { height?: number } }).animation;
      const candidate = animation ? (animation.height ?? image.width) : undefined;
      if (candidate && image.height % candidate === 0) frameHeight = candidate;
    }
    textures.push({ name, image, frameHeight });
  }
  return textures;
}

function checkInvariants({ name, image, frameHeight }: Texture): string[] {
  const problems: string[] = [];
  const { normal, specular, baseColor } = generateMaterial(image, {}, { name, frameHeight });
  for (const map of [normal, specular, baseColor]) {
    if (map.width !== image.width || map.height !== image.height)
      problems.push(`${name}: size ${map.width}x${map.height}`);
  }
  const profile = classifyMaterial(name);
  const metal = profile.category === "metal";
  // An ore stays stone; only its specks may carry its mineral's metal id (gold 231, copper 234).
  const speckId = profile.oreMineral ? oreMinerals[profile.oreMineral].f0OrMetal : undefined;
  for (let i = 0; i < normal.data.length; i += 4) {
    const x = (normal.data[i]! / 255) * 2 - 1;
    const y = (normal.data[i + 1]! / 255) * 2 - 1;
    if (x * x + y * y > 1) problems.push(`${name}: |XY| > 1 at ${i / 4}`);
    if (normal.data[i + 3]! < 1) problems.push(`${name}: height 0 at ${i / 4}`);
    const g = specular.data[i + 1]!;
    if (g >= 238 && g <= 254) problems.push(`${name}: G ${g} is unassigned`);
    if (!metal && g > 229 && g !== speckId) problems.push(`${name}: non-metal with G ${g}`);
  }
  return problems;
}

describe("generateMaterial on real packs", () => {
  for (const pack of ["pixelperfection-ce.zip", "voxelibre-rp.zip"]) {
    it(`keeps every LabPBR invariant on every block and item texture of ${pack}`, async () => {
      const textures = await texturesOf(pack);
      expect(textures.length).toBeGreaterThan(1000);
      expect(textures.some((t) => t.frameHeight !== undefined)).toBe(true);
      const problems = textures.flatMap(checkInvariants);
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }

  it("generates a real animated strip frame by frame (water_still)", async () => {
    const files = unzipSync(readFileSync(new URL("pixelperfection-ce.zip", corpus)), {
      filter: (f) => f.name.endsWith("textures/block/water_still.png"),
    });
    const [bytes] = Object.values(files);
    const strip = await decodeImage(bytes!);
    const frameHeight = strip.width;
    expect(strip.height / frameHeight).toBeGreaterThan(1);
    const material = generateMaterial(strip, {}, { name: "block/water_still.png", frameHeight });
    const frameBytes = strip.width * frameHeight * 4;
    for (const index of [0, strip.height / frameHeight - 1]) {
      const frame = {
        width: strip.width,
        height: frameHeight,
        data: strip.data.slice(index * frameBytes, (index + 1) * frameBytes),
      };
      const alone = generateMaterial(frame, {}, { name: "block/water_still.png" });
      expect(material.normal.data.slice(index * frameBytes, (index + 1) * frameBytes)).toEqual(alone.normal.data);
      expect(material.specular.data.slice(index * frameBytes, (index + 1) * frameBytes)).toEqual(alone.specular.data);
    }
  });
});
