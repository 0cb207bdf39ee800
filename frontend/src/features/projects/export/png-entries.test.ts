import { decodePng } from "@greenhouse/wasm-pipeline";
import { initNodeCodecs } from "@greenhouse/wasm-pipeline/runtime/node";
import { beforeAll, describe, expect, it } from "vitest";
import { asPngTexture } from "./png-entries";

beforeAll(() => initNodeCodecs());

/** A 2x2 uncompressed 32-bit TGA, top-left origin, BGRA. */
function tga(): Uint8Array {
  const bytes = new Uint8Array(18 + 16);
  bytes.set([0, 0, 2], 0);
  bytes.set([2, 0, 2, 0, 32, 0x28], 12);
  for (let p = 0; p < 4; p++) bytes.set([10 * p, 100, 200, 255], 18 + p * 4);
  return bytes;
}

describe("asPngTexture", () => {
  it("turns a TGA into a PNG of the same pixels at the same path, and leaves PNGs and other files alone", async () => {
    const other = { path: "pack.mcmeta", bytes: new Uint8Array([123, 125]) };
    const paths = new Set(["rock.tga", "pack.mcmeta"]);
    const rock = await asPngTexture({ path: "rock.tga", bytes: tga() }, paths);
    expect(rock?.unreadable).toBe(false);
    expect(rock?.entry.path).toBe("rock.png");
    const image = await decodePng(rock?.entry.bytes as Uint8Array);
    expect(Array.from(image.data.subarray(0, 8))).toEqual([200, 100, 0, 255, 200, 100, 10, 255]);
    const kept = await asPngTexture(other, paths);
    expect(kept?.entry).toBe(other);
    expect(kept?.unreadable).toBe(false);
  });

  it("lets a PNG of the same name win, and keeps an unreadable JPEG as it came, marking it", async () => {
    const paths = new Set(["block/rock.tga", "block/rock.png", "dirt.jpg"]);
    expect(await asPngTexture({ path: "block/rock.tga", bytes: tga() }, paths)).toBeNull();
    const broken = { path: "dirt.jpg", bytes: new Uint8Array([0xff, 0xd8, 0xff, 0]) };
    expect(await asPngTexture(broken, paths)).toEqual({ entry: broken, unreadable: true });
  });
});
